import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { authCodeField, optionalEmailCodeField } from './fields.ts';
import { securityState } from './security-state.ts';

/**
 * Turns the authenticator on or off (it is then asked at every login). Needs a current code either
 * way, and turning it off also the "security" e-mail code (1010 names a missing one); 4008 "Please
 * bind Google Authenticator first." when none is bound. Turning it on ends the other sessions.
 */
export const updateGoogleAuthenticatorSwitch = defineCall({
  module: 'Account',
  action: 'update_google_authenticator_switch',
  auth: 'user',
  request: z.object({ google_authenticator_switch: z.boolean(), auth_code: authCodeField, email_code: optionalEmailCodeField }),
  response: securityState,
});
