import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import {
  agreementField,
  emailCodeField,
  emailField,
  inviteCodeField,
  passwordField,
  passwordsMatch,
  passwordsMatchIssue,
  usernameField,
} from './fields.ts';
import { loginSuccess } from './login.ts';

/** The registration form's fields; `registerForm` adds the confirmation rule. */
export const registerFields = z.object({
  user_name: usernameField,
  password: passwordField,
  password_confirm: z.string('validation.passwordsMismatch'),
  email: emailField,
  /** The code from /Account/send_email with purpose "register". */
  code: emailCodeField,
  invite_code: inviteCodeField,
  agreement: agreementField,
});

export const registerForm = registerFields.refine(passwordsMatch, passwordsMatchIssue);

/**
 * Creates the account (7-day Basic trial, its own invite code) and signs it in on this device.
 * Failures: 4004 username taken, 4005 e-mail registered, 4007 invite code unknown, 4002 e-mail
 * code wrong or expired, 4009 locked out after repeated wrong codes.
 */
export const register = defineCall({
  module: 'Account',
  action: 'register',
  auth: 'none',
  request: registerForm,
  response: loginSuccess,
});
