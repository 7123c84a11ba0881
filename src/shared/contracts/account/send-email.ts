import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { accountField, emailField } from './fields.ts';

export const EMAIL_PURPOSES = ['register', 'login', 'reset', 'bind_email', 'security'] as const;
export type EmailPurpose = (typeof EMAIL_PURPOSES)[number];

/**
 * Sends a 6-digit code (valid 10 minutes, single use):
 * - register: to `email`, which must not belong to an account yet (else 4005);
 * - login: again, for a login waiting on /Account/login_code from this device (else 4011);
 * - reset: to `email` when it belongs to an account (the answer is the same when it does not);
 * - bind_email: to the new `email` (logged in; 4006 when it is already the account's, 4005 another's);
 * - security: to the logged-in user's own address, to prove a change in the security centre.
 * At most one code per address and purpose a minute while the last one is unused, 10 an hour per
 * address and 30 an hour per IP: beyond that 1429 "Too frequent, try again later" with
 * data.retry_after (seconds).
 */
export const sendEmail = defineCall({
  module: 'Account',
  action: 'send_email',
  auth: 'none',
  request: z.discriminatedUnion('purpose', [
    z.object({ purpose: z.literal('register'), email: emailField }),
    z.object({ purpose: z.literal('login'), account: accountField }),
    z.object({ purpose: z.literal('reset'), email: emailField }),
    z.object({ purpose: z.literal('bind_email'), email: emailField }),
    z.object({ purpose: z.literal('security') }),
  ]),
  response: z.object({
    /** The address, masked. */
    sent_to: z.string(),
    expires_in: z.number().int(),
    resend_in: z.number().int(),
  }),
});
