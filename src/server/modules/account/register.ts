import { register } from '../../../shared/contracts/account/register.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import { TAKEN_NAMES_PER_ADDRESS, TRIAL_LEVEL, TRIAL_MS } from './account-policy.ts';
import type { AccountServices } from './account-services.ts';
import { codeAttempts, tooFrequent } from './attempt-guard.ts';
import { createAccount } from './create-account.ts';
import { normaliseInviteCode } from './invite-codes.ts';

/** A new account: 7-day Basic trial, its own invite code, signed in on the registering device. */
export const registerCall = (s: AccountServices) =>
  answer(register, async (input, ctx) => {
    const buckets = codeAttempts(`e:${input.email}`, ctx.ip, false);
    await s.guard.ensureOpen(buckets);
    const invite = await s.invites.find(normaliseInviteCode(input.invite_code));
    if (!invite) throw new ApiError(CODE.unknownInviteCode);
    // The mailed code first: only the holder of the mailbox hears whether a name or the address is
    // taken. A taken address never got a code (its mail said an account exists), so it answers 4002
    // like any wrong code.
    const consumeCode = await s.emailCodes.check({ purpose: 'register', email: input.email, code: input.code, buckets });
    if (await s.users.byUserName(input.user_name)) {
      // One mailbox may try a few names, not list them.
      const tries = await s.deps.limiter.hit(TAKEN_NAMES_PER_ADDRESS, input.email);
      if (tries.blocked) throw tooFrequent(tries.retryAfterMs);
      throw new ApiError(CODE.usernameTaken);
    }
    if (await s.users.byEmail(input.email)) throw new ApiError(CODE.emailTaken);

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
