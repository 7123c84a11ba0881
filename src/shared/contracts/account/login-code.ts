import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { accountField, optionalAuthCodeField, emailCodeField } from './fields.ts';
import { loginSuccess } from './login.ts';

/**
 * The second step of a login that answered 2016, from the same device: the e-mail code, and the
 * authenticator code when the challenge said auth_code_required. Failures: 4011 no pending login
 * (log in again), 4002 e-mail code, 4003 authenticator code, 4009 locked out.
 */
export const loginCode = defineCall({
  module: 'Account',
  action: 'login_code',
  auth: 'none',
  request: z.object({
    account: accountField,
    email_code: emailCodeField,
    auth_code: optionalAuthCodeField,
    /** Accepted for compatibility; accounts have no phone number, so it is never required. */
    sms_code: z.string().max(12).optional(),
  }),
  response: loginSuccess,
});
