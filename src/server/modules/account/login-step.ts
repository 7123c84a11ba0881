// The first step of a login after the password check: straight in, or a 2016 challenge when safe
// login is on, the authenticator is on, or the device or IP has never signed in to this account.
// A first sign-in ever (no history to compare with) is not "new".
import type { z } from 'zod';
import type { SAFE_LOGIN_REASONS, safeLoginChallenge } from '../../../shared/contracts/account/login.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import type { CallContext } from '../../http/call-registry.ts';
import { EMAIL_CODE_TTL_MS, LOGIN_CHALLENGE_TTL_MS } from './account-policy.ts';
import type { AccountServices } from './account-services.ts';
import { maskEmail } from './mask-email.ts';
import { authenticatorOn } from './security-settings.ts';
import type { UserRow } from './user-repository.ts';

type Reason = (typeof SAFE_LOGIN_REASONS)[number];

export async function safeLoginReasons(s: AccountServices, user: UserRow, ctx: CallContext): Promise<Reason[]> {
  const reasons: Reason[] = [];
  if (user.safeLogin) reasons.push('safe_login');
  if (authenticatorOn(user)) reasons.push('authenticator');
  const seen = await s.records.history(user.id, ctx.deviceId, ctx.ip);
  if (seen.any && !seen.device) reasons.push('new_device');
  if (seen.any && !seen.ip) reasons.push('new_ip');
  return reasons;
}

/**
 * Records the pending login for this device, sends the e-mail code (or, when no mail may go out yet,
 * names the still-valid one already sent), and throws the 2016 answer.
 */
export async function challengeLogin(s: AccountServices, user: UserRow, reasons: Reason[], ctx: CallContext): Promise<never> {
  const now = s.deps.now();
  await s.challenges.put({
    userId: user.id,
    deviceId: ctx.deviceId,
    ip: ctx.ip,
    createdAt: new Date(now),
    expiresAt: new Date(now + LOGIN_CHALLENGE_TTL_MS),
  });
  const issued = await s.emailCodes.issueOrReuse({
    purpose: 'login',
    email: user.email,
    userId: user.id,
    language: ctx.language,
    ip: ctx.ip,
  });
  const data: z.infer<typeof safeLoginChallenge> = {
    account: user.userName,
    email: maskEmail(user.email),
    auth_code_required: authenticatorOn(user),
    reasons,
    expires_in: Math.min(LOGIN_CHALLENGE_TTL_MS, EMAIL_CODE_TTL_MS) / 1000,
    resend_in: issued.resend_in,
    code_sent_at: issued.sentAt,
    code_sent_earlier: issued.sentEarlier,
  };
  throw new ApiError(CODE.safeLoginRequired, 'code.2016', { data });
}
