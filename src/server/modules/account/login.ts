import { login } from '../../../shared/contracts/account/login.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '../../security/password-hash.ts';
import type { AccountServices } from './account-services.ts';
import { accountSubject, passwordBuckets } from './attempt-guard.ts';
import { challengeLogin, safeLoginReasons } from './login-step.ts';

/** Username or e-mail and password → a session, or 2016 and a pending second step. */
export const loginCall = (s: AccountServices) =>
  answer(login, async (input, ctx) => {
    const user = await s.users.byAccount(input.account);
    const buckets = passwordBuckets(accountSubject(user, input.account), ctx.ip);
    await s.guard.ensureOpen(buckets);
    // An unknown account costs the same scrypt as a known one: timing does not tell which exist.
    const valid = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !valid) return s.guard.fail(buckets, new ApiError(CODE.wrongCredentials));
    await s.guard.succeed(buckets);
    if (needsRehash(user.passwordHash)) await s.users.update(user.id, { passwordHash: await hashPassword(input.password) });

    const reasons = await safeLoginReasons(s, user, ctx);
    if (reasons.length > 0) return challengeLogin(s, user, reasons, ctx);
    const token = await s.sessions.open(user, ctx, 'password');
    return { login_token: token, user_name: user.userName };
  });
