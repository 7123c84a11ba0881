import { updateEmail } from '../../../shared/contracts/account/update-email.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import { verifyPassword } from '../../security/password-hash.ts';
import type { AccountServices } from './account-services.ts';
import { accountSubject, codeBuckets, passwordBuckets } from './attempt-guard.ts';
import { currentUser } from './current-user.ts';
import { requireAuthenticatorIfOn } from './security-proof.ts';

/** Adds or changes the e-mail: proven by the code sent to the new address, the password and the authenticator. */
export const updateEmailCall = (s: AccountServices) =>
  answer(updateEmail, async (input, ctx) => {
    const user = await currentUser(s, ctx);
    if (input.email === user.email) throw new ApiError(CODE.emailAlreadyLinked);
    if (await s.users.byEmail(input.email)) throw new ApiError(CODE.emailTaken);
    const subject = accountSubject(user, '');
    const passwords = passwordBuckets(subject, ctx.ip);
    await s.guard.ensureOpen(passwords);
    if (!(await verifyPassword(input.password, user.passwordHash))) return s.guard.fail(passwords, new ApiError(CODE.wrongCurrentPassword));
    const buckets = codeBuckets(subject, ctx.ip);
    const consumeCode = await s.emailCodes.check({ purpose: 'bind_email', email: input.email, userId: user.id, code: input.code, buckets });
    await requireAuthenticatorIfOn(s, user, input.auth_code, ctx);
    await consumeCode();
    const updated = await s.users.update(user.id, { email: input.email });
    return { email: updated.email };
  });
