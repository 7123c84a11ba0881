import { sendEmail } from '../../../shared/contracts/account/send-email.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer, type CallContext } from '../../http/call-registry.ts';
import type { AccountServices } from './account-services.ts';
import type { IssuedCode } from './email-codes.ts';

/** Sends a verification code; which address and what it proves depend on the purpose. */
export const sendEmailCall = (s: AccountServices) =>
  answer(sendEmail, async (input, ctx): Promise<IssuedCode> => {
    const base = { language: ctx.language, ip: ctx.ip };
    switch (input.purpose) {
      case 'register': {
        // A taken address hears so by mail; the caller gets the same answer either way.
        const taken = (await s.users.byEmail(input.email)) !== undefined;
        return s.emailCodes.issue({
          ...base,
          purpose: 'register',
          email: input.email,
          userId: null,
          ...(taken ? { notice: 'accountExists' as const } : {}),
        });
      }
      case 'reset': {
        // The same answer whether or not the address has an account: no way to test addresses here.
        const user = await s.users.byEmail(input.email);
        return s.emailCodes.issue({
          ...base,
          purpose: 'reset',
          email: input.email,
          userId: user?.id ?? null,
          ...(user ? {} : { notice: 'noAccount' as const }),
        });
      }
      case 'login': {
        const user = await s.users.byAccount(input.account);
        const challenge = user ? await s.challenges.find(user.id, ctx.deviceId) : undefined;
        if (!user || !challenge || challenge.expiresAt.getTime() <= s.deps.now()) throw new ApiError(CODE.verificationExpired);
        return s.emailCodes.issue({ ...base, purpose: 'login', email: user.email, userId: user.id });
      }
      case 'bind_email': {
        const user = await signedInUser(s, ctx);
        if (input.email === user.email) throw new ApiError(CODE.emailAlreadyLinked);
        if (await s.users.byEmail(input.email)) throw new ApiError(CODE.emailTaken);
        return s.emailCodes.issue({ ...base, purpose: 'bind_email', email: input.email, userId: user.id });
      }
      case 'security': {
        const user = await signedInUser(s, ctx);
        return s.emailCodes.issue({ ...base, purpose: 'security', email: user.email, userId: user.id });
      }
    }
  });

/** bind_email and security need a session: the call is open to all, so resolve the token here. */
async function signedInUser(s: AccountServices, ctx: CallContext) {
  const session = await s.sessions.resolve(ctx.token, ctx);
  const user = await s.users.byId(session.userId);
  if (!user) throw new ApiError(CODE.sessionInvalid);
  return user;
}
