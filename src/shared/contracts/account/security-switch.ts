import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { securityProof } from './fields.ts';
import { securityState } from './security-state.ts';

/**
 * The call behind one on/off switch of the security centre: the switch's new value under its own
 * field name, with the security proof for the direction that weakens the account (the server says
 * which direction needs it). Every such call answers the switches as they are afterwards.
 */
export function defineSecuritySwitch<const Field extends string>(spec: { action: string; field: Field }) {
  const value = { [spec.field]: z.boolean() } as Record<Field, z.ZodBoolean>;
  return defineCall({
    module: 'Account',
    action: spec.action,
    auth: 'user',
    request: z.object({ ...value, ...securityProof }),
    response: securityState,
  });
}
