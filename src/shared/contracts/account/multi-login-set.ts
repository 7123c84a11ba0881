import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { securityProof } from './fields.ts';
import { securityState } from './security-state.ts';

/**
 * Multi-device login. Turning it off needs nothing and ends the user's other sessions (2014);
 * while off, each new login ends the others. Turning it on needs the security proof.
 */
export const multiLoginSet = defineCall({
  module: 'Account',
  action: 'multi_login_set',
  auth: 'user',
  request: z.object({ multi_login: z.boolean(), ...securityProof }),
  response: securityState,
});
