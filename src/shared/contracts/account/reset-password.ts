import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { emailCodeField, emailField, passwordField, passwordsMatch, passwordsMatchIssue } from './fields.ts';

export const resetPasswordFields = z.object({
  email: emailField,
  /** The code from /Account/send_email with purpose "reset". */
  code: emailCodeField,
  password: passwordField,
  password_confirm: z.string('validation.passwordsMismatch'),
});

/**
 * Forgotten password (/forget): sets a new one with the code sent to the account's e-mail. Every
 * session of the account ends (2020) and its login lockout is lifted. Failures: 4002, 4009.
 */
export const resetPassword = defineCall({
  module: 'Account',
  action: 'reset_password',
  auth: 'none',
  request: resetPasswordFields.refine(passwordsMatch, passwordsMatchIssue),
  response: z.object({}),
});
