import { z } from 'zod';
import { defineCall } from '../define-call.ts';

/**
 * A new authenticator secret to bind (or to replace the bound one): its base32 text and the
 * otpauth:// URI to show as a QR code. The same secret is answered for 10 minutes; the bound
 * secret itself is never sent back.
 */
export const getGoogleAuthenticator = defineCall({
  module: 'Account',
  action: 'get_google_authenticator',
  auth: 'user',
  request: z.object({}),
  response: z.object({
    secret: z.string(),
    otpauth_url: z.string(),
    issuer: z.string(),
    account: z.string(),
    bound: z.boolean(),
  }),
});
