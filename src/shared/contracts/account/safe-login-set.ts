import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { securityProof } from './fields.ts';
import { securityState } from './security-state.ts';

/**
 * E-mail verification at every login. Turning it on needs nothing; turning it off needs the
 * "security" e-mail code and, when the authenticator switch is on, its code (1010 with a field
 * issue names the missing one).
 */
export const safeLoginSet = defineCall({
  module: 'Account',
  action: 'safe_login_set',
  auth: 'user',
  request: z.object({ safe_login: z.boolean(), ...securityProof }),
  response: securityState,
});
