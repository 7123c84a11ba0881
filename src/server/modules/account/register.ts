import { register } from '../../../shared/contracts/account/register.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import { TRIAL_LEVEL, TRIAL_MS } from './account-policy.ts';
import type { AccountServices } from './account-services.ts';
import { codeBuckets } from './attempt-guard.ts';
import { createAccount } from './create-account.ts';
import { normaliseInviteCode } from './invite-codes.ts';

/** A new account: 7-day Basic trial, its own invite code, signed in on the registering device. */
export const registerCall = (s: AccountServices) =>
  answer(register, async (input, ctx) => {
    const buckets = codeBuckets(`e:${input.email}`, ctx.ip);
    await s.guard.ensureOpen(buckets);
    if (await s.users.byUserName(input.user_name)) throw new ApiError(CODE.usernameTaken);
    if (await s.users.byEmail(input.email)) throw new ApiError(CODE.emailTaken);
    const invite = await s.invites.find(normaliseInviteCode(input.invite_code));
    if (!invite) throw new ApiError(CODE.unknownInviteCode);
    const consumeCode = await s.emailCodes.check({ purpose: 'register', email: input.email, code: input.code, buckets });

    const now = s.deps.now();
    const user = await createAccount(s, {
      userName: input.user_name,
      email: input.email,
      password: input.password,
      level: TRIAL_LEVEL,
      availableUntil: new Date(now + TRIAL_MS),
      invitedBy: invite.ownerUserId,
      language: ctx.language,
      createdAt: new Date(now),
      passwordChangedAt: new Date(now),
    });
    await consumeCode();
    const token = await s.sessions.open(user, ctx, 'register');
    return { login_token: token, user_name: user.userName };
  });
