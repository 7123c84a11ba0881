import { login } from '../../../shared/contracts/account/login.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '../../security/password-hash.ts';
import type { AccountServices } from './account-services.ts';
import { callerAttempts } from './caller-attempts.ts';
import { challengeLogin, safeLoginReasons } from './login-step.ts';

/** Username or e-mail and password → a session, or 2016 and a pending second step. */
export const loginCall = (s: AccountServices) =>
  answer(login, async (input, ctx) => {
    const user = await s.users.byAccount(input.account);
    const attempts = await callerAttempts(s, 'password', user, input.account, ctx);
    await s.guard.ensureOpen(attempts);
    // An unknown account costs the same scrypt as a known one: timing does not tell which exist.
    const valid = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !valid) return s.guard.fail(attempts, new ApiError(CODE.wrongCredentials));
    await s.guard.succeed(attempts);
    if (needsRehash(user.passwordHash)) await s.users.update(user.id, { passwordHash: await hashPassword(input.password) });

    const reasons = await safeLoginReasons(s, user, ctx);
    // While strangers are failing at this account, a right password from a new device or IP is
    // not enough on its own (it may have been guessed): the second step is asked.
    if (!attempts.known && !reasons.includes('safe_login') && (await s.guard.underAttack(attempts))) reasons.push('safe_login');
    if (reasons.length > 0) return challengeLogin(s, user, reasons, ctx);
    const token = await s.sessions.open(user, ctx, 'password');
    return { login_token: token, user_name: user.userName };
  });
