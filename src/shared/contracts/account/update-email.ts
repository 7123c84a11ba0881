import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { optionalAuthCodeField, currentPasswordField, emailCodeField, emailField, optionalEmailCodeField } from './fields.ts';

/**
 * Adds or changes the account's e-mail. The new address must differ from the current one (4006
 * "This email is already linked to your account.") and belong to no other account (4005).
 * Proof: the code sent to the new address (purpose "bind_email"), the account password, the code
 * sent to the current address (purpose "security", `email_code`) and the authenticator code when
 * its switch is on (1010 names a missing one). Failures: 4002, 4003, 4010, 4009. The old address is
 * told of the change and the user's other sessions end.
 */
export const updateEmail = defineCall({
  module: 'Account',
  action: 'update_email',
  auth: 'user',
  request: z.object({
    email: emailField,
    code: emailCodeField,
    password: currentPasswordField,
    email_code: optionalEmailCodeField,
    auth_code: optionalAuthCodeField,
  }),
  response: z.object({ email: z.string() }),
});
