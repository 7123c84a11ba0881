import { loginCode } from '../../../shared/contracts/account/login-code.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import type { AccountServices } from './account-services.ts';
import { callerAttempts } from './caller-attempts.ts';
import { fieldIssue } from './field-issue.ts';
import { authenticatorOn } from './security-settings.ts';

/** The second step of a login that answered 2016, from the device that made it. */
export const loginCodeCall = (s: AccountServices) =>
  answer(loginCode, async (input, ctx) => {
    const user = await s.users.byAccount(input.account);
    const challenge = user ? await s.challenges.find(user.id, ctx.deviceId) : undefined;
    if (!user || !challenge || challenge.expiresAt.getTime() <= s.deps.now()) throw new ApiError(CODE.verificationExpired);
    const totp = authenticatorOn(user);
    if (totp && !input.auth_code) throw fieldIssue(ctx.t, 'auth_code', 'validation.authCodeRequired');

    const buckets = await callerAttempts(s, 'code', user, input.account, ctx);
    const consumeEmailCode = await s.emailCodes.checkOwn(user, 'login', input.email_code, buckets);
    if (totp && input.auth_code) await s.authenticator.verifyBound(user, input.auth_code, buckets);
    await consumeEmailCode();
    await s.challenges.remove(user.id, ctx.deviceId);
    await s.guard.succeed(buckets);
    const token = await s.sessions.open(user, ctx, 'safe_login');
    return { login_token: token, user_name: user.userName };
  });
