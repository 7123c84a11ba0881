import { updateGoogleAuthenticator } from '../../../shared/contracts/account/update-google-authenticator.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import { TOTP_PENDING_TTL_MS } from './account-policy.ts';
import type { AccountServices } from './account-services.ts';
import { accountSubject, codeBuckets } from './attempt-guard.ts';
import { currentUser } from './current-user.ts';
import { requireAuthenticatorIfOn } from './security-proof.ts';
import { securityStateOf } from './security-settings.ts';

/** Binds (or replaces) the authenticator with the pending secret and switches it on. */
export const updateGoogleAuthenticatorCall = (s: AccountServices) =>
  answer(updateGoogleAuthenticator, async (input, ctx) => {
    const user = await currentUser(s, ctx);
    const now = s.deps.now();
    const pending = user.totpPendingAt !== null && now - user.totpPendingAt.getTime() < 3 * TOTP_PENDING_TTL_MS;
    const secret = pending ? s.authenticator.openPending(user) : null;
    if (!secret) throw new ApiError(CODE.verificationExpired);

    const buckets = codeBuckets(accountSubject(user, ''), ctx.ip);
    const consumeEmailCode = await s.emailCodes.checkOwn(user, 'security', input.email_code, buckets);
    await requireAuthenticatorIfOn(s, user, input.auth_code, ctx);
    await s.guard.ensureOpen(buckets);
    // The new secret's code is matched, not claimed: the old code (when asked) may share its time
    // step. Storing the step below keeps this code from being used again to log in.
    const step = s.authenticator.matchStep(secret, input.code);
    if (step === null) return s.guard.fail(buckets, new ApiError(CODE.wrongAuthCode));
    await consumeEmailCode();
    const updated = await s.users.update(user.id, {
      totpSecret: s.authenticator.sealBound(user.id, secret),
      totpPendingSecret: null,
      totpPendingAt: null,
      totpSwitch: true,
      totpLastStep: step,
    });
    return securityStateOf(updated, now);
  });
