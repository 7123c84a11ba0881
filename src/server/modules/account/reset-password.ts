import { resetPassword } from '../../../shared/contracts/account/reset-password.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import { hashPassword } from '../../security/password-hash.ts';
import type { AccountServices } from './account-services.ts';
import { accountSubject, passwordAttempts } from './attempt-guard.ts';
import { callerAttempts } from './caller-attempts.ts';

/**
 * Forgotten password: the code sent to the account's address sets a new one. Every session ends
 * (2020) and this caller's login lock on the account is lifted. Wrong codes lock only the address
 * that typed them (and slow strangers down), so a stranger cannot block the owner's reset. The
 * authenticator, when on, is still asked at the next login, so a mailbox alone does not open the
 * account.
 */
export const resetPasswordCall = (s: AccountServices) =>
  answer(resetPassword, async (input, ctx) => {
    const user = await s.users.byEmail(input.email);
    const buckets = await callerAttempts(s, 'code', user, `e:${input.email}`, ctx);
    const consumeCode = await s.emailCodes.check({ purpose: 'reset', email: input.email, code: input.code, buckets });
    // A code only exists for an address that belongs to an account, but be explicit.
    if (!user) throw new ApiError(CODE.wrongEmailCode);
    await consumeCode();
    await s.users.update(user.id, { passwordHash: await hashPassword(input.password), passwordChangedAt: new Date(s.deps.now()) });
    await s.sessions.endOthers(user.id, null, 'password');
    await s.guard.succeed(passwordAttempts(accountSubject(user, ''), ctx.ip, true));
    await s.guard.succeed(buckets);
    return {};
  });
