import { updatePassword } from '../../../shared/contracts/account/update-password.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import { hashPassword, verifyPassword } from '../../security/password-hash.ts';
import type { AccountServices } from './account-services.ts';
import { sessionAttempts } from './caller-attempts.ts';
import { currentUser } from './current-user.ts';
import { requireAuthenticatorIfOn } from './security-proof.ts';

/** New password; the user's other sessions end with 2020, this one stays. */
export const updatePasswordCall = (s: AccountServices) =>
  answer(updatePassword, async (input, ctx) => {
    const user = await currentUser(s, ctx);
    const buckets = sessionAttempts('password', user, ctx.ip);
    await s.guard.ensureOpen(buckets);
    if (!(await verifyPassword(input.old_password, user.passwordHash))) {
      return s.guard.fail(buckets, new ApiError(CODE.wrongCurrentPassword));
    }
    await requireAuthenticatorIfOn(s, user, input.auth_code, ctx);
    await s.users.update(user.id, { passwordHash: await hashPassword(input.password), passwordChangedAt: new Date(s.deps.now()) });
    await s.sessions.endOthers(user.id, ctx.user?.sessionId ?? null, 'password');
    return {};
  });
