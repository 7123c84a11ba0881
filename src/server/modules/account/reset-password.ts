import { resetPassword } from '../../../shared/contracts/account/reset-password.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import { hashPassword } from '../../security/password-hash.ts';
import type { AccountServices } from './account-services.ts';
import { codeBuckets, passwordBuckets } from './attempt-guard.ts';

/**
 * Forgotten password: the code sent to the account's address sets a new one. Every session ends
 * (2020) and the account's login lockout is lifted. The authenticator, when on, is still asked at
 * the next login, so a mailbox alone does not open the account.
 */
export const resetPasswordCall = (s: AccountServices) =>
  answer(resetPassword, async (input, ctx) => {
    const buckets = codeBuckets(`e:${input.email}`, ctx.ip);
    const user = await s.users.byEmail(input.email);
    const consumeCode = await s.emailCodes.check({ purpose: 'reset', email: input.email, code: input.code, buckets });
    // A code only exists for an address that belongs to an account, but be explicit.
    if (!user) throw new ApiError(CODE.wrongEmailCode);
    await consumeCode();
    await s.users.update(user.id, { passwordHash: await hashPassword(input.password), passwordChangedAt: new Date(s.deps.now()) });
    await s.sessions.endOthers(user.id, null, 'password');
    await s.guard.succeed(passwordBuckets(`u${user.id}`, ctx.ip));
    await s.guard.succeed(buckets);
    return {};
  });
