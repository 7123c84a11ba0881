import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { authCodeField, emailCodeField, optionalAuthCodeField } from './fields.ts';
import { securityState } from './security-state.ts';

/**
 * Binds the secret from /Account/get_google_authenticator and turns the switch on. Proof: a code
 * of the new secret, the "security" e-mail code, and, when an authenticator is already bound and
 * switched on, a code of the old one. Failures: 4011 no secret offered (call
 * get_google_authenticator first), 4003, 4002, 4009.
 */
export const updateGoogleAuthenticator = defineCall({
  module: 'Account',
  action: 'update_google_authenticator',
  auth: 'user',
  request: z.object({
    /** A code of the new secret. */
    code: authCodeField,
    email_code: emailCodeField,
    /** A code of the currently bound secret, when its switch is on. */
    auth_code: optionalAuthCodeField,
  }),
  response: securityState,
});
