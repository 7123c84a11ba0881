import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { accountField, currentPasswordField } from './fields.ts';

export const loginSuccess = z.object({ login_token: z.string(), user_name: z.string() });

/** Why a login needs its second step. */
export const SAFE_LOGIN_REASONS = ['safe_login', 'authenticator', 'new_device', 'new_ip'] as const;

/**
 * The data of a 2016 answer: the login passed the password check and waits for /Account/login_code
 * from this device within `expires_in` seconds. The e-mail code has already been sent: with this
 * answer, or earlier (code_sent_earlier) when no new one may go out yet and that one is still valid.
 */
export const safeLoginChallenge = z.object({
  account: z.string(),
  /** The address the code went to, masked ("de***@example.com"). */
  email: z.string(),
  auth_code_required: z.boolean(),
  reasons: z.array(z.enum(SAFE_LOGIN_REASONS)),
  expires_in: z.number().int(),
  /** Seconds before /Account/send_email may send the login code again. */
  resend_in: z.number().int(),
  /** When the code to type was mailed (ms since the epoch). */
  code_sent_at: z.number().int(),
  /**
   * True when no mail went out with this answer: another may not be sent yet (resend_in), and the
   * code mailed at code_sent_at is still valid.
   */
  code_sent_earlier: z.boolean(),
});

/**
 * account = username or e-mail. Answers 1000 with the token, or 2016 with a safeLoginChallenge
 * when safe login is on, the authenticator switch is on, or the device or IP is new for the user.
 * Failures: 4001 wrong account or password, 4009 locked out after repeated failures.
 */
export const login = defineCall({
  module: 'Account',
  action: 'login',
  auth: 'none',
  request: z.object({ account: accountField, password: currentPasswordField }),
  response: loginSuccess,
});
