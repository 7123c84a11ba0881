import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { optionalAuthCodeField, currentPasswordField, passwordField, passwordsMatch, passwordsMatchIssue } from './fields.ts';

export const updatePasswordFields = z.object({
  old_password: currentPasswordField,
  password: passwordField,
  password_confirm: z.string('validation.passwordsMismatch'),
  /** Required when the authenticator switch is on. */
  auth_code: optionalAuthCodeField,
});

/**
 * Changes the password. The user's other sessions end (their next call answers 2020); this one
 * stays. Failures: 4010 current password wrong, 4003 authenticator code, 4009 locked out.
 */
export const updatePassword = defineCall({
  module: 'Account',
  action: 'update_password',
  auth: 'user',
  request: updatePasswordFields.refine(passwordsMatch, passwordsMatchIssue),
  response: z.object({}),
});
