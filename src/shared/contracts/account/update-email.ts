import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { optionalAuthCodeField, currentPasswordField, emailCodeField, emailField } from './fields.ts';

/**
 * Adds or changes the account's e-mail. The new address must differ from the current one (4006
 * "This email is already linked to your account.") and belong to no other account (4005).
 * Proof: the code sent to the new address (purpose "bind_email"), the account password, and the
 * authenticator code when its switch is on. Failures: 4002, 4003, 4010, 4009.
 */
export const updateEmail = defineCall({
  module: 'Account',
  action: 'update_email',
  auth: 'user',
  request: z.object({
    email: emailField,
    code: emailCodeField,
    password: currentPasswordField,
    auth_code: optionalAuthCodeField,
  }),
  response: z.object({ email: z.string() }),
});
