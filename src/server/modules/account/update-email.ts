import { updateEmail } from '../../../shared/contracts/account/update-email.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import { verifyPassword } from '../../security/password-hash.ts';
import type { AccountServices } from './account-services.ts';
import { sessionAttempts } from './caller-attempts.ts';
import { currentUser } from './current-user.ts';
import { tellOldAddress } from './email-change-notice.ts';
import { checkProof, spendProof } from './security-proof.ts';
import { authenticatorOn } from './security-settings.ts';

/**
 * Changes the e-mail, which is where every later proof goes, so it takes everything: the password,
 * the code sent to the new address, the code sent to the current one and, when on, the
 * authenticator. The old address is told, and every other session ends.
 */
export const updateEmailCall = (s: AccountServices) =>
  answer(updateEmail, async (input, ctx) => {
    const user = await currentUser(s, ctx);
    if (input.email === user.email) throw new ApiError(CODE.emailAlreadyLinked);
    if (await s.users.byEmail(input.email)) throw new ApiError(CODE.emailTaken);
    const passwords = sessionAttempts('password', user, ctx.ip);
    await s.guard.ensureOpen(passwords);
    if (!(await verifyPassword(input.password, user.passwordHash))) return s.guard.fail(passwords, new ApiError(CODE.wrongCurrentPassword));
    const attempts = sessionAttempts('code', user, ctx.ip);
    const proof = await checkProof(s, user, input, ctx, { emailCode: true, authCode: authenticatorOn(user) });
    const consumeNewCode = await s.emailCodes.check({
      purpose: 'bind_email',
      email: input.email,
      userId: user.id,
      code: input.code,
      buckets: attempts,
    });
    await spendProof(s, user, proof);
    await consumeNewCode();
    const updated = await s.users.update(user.id, { email: input.email });
    await s.sessions.endOthers(user.id, ctx.user?.sessionId ?? null, 'security');
    await tellOldAddress(s, user, updated.email, ctx.language);
    return { email: updated.email };
  });
