import { updateGoogleAuthenticator } from '../../../shared/contracts/account/update-google-authenticator.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import { TOTP_PENDING_TTL_MS } from './account-policy.ts';
import type { AccountServices } from './account-services.ts';
import { sessionAttempts } from './caller-attempts.ts';
import { currentUser } from './current-user.ts';
import { checkProof, spendProof } from './security-proof.ts';
import { authenticatorOn, securityStateOf } from './security-settings.ts';

/**
 * Binds (or replaces) the authenticator with the pending secret and switches it on. Every proof is
 * checked before any is used up, so a wrong code of the new secret spends neither the e-mail code
 * nor the old authenticator's code. The user's other sessions end: whoever else was signed in has
 * to pass the new authenticator.
 */
export const updateGoogleAuthenticatorCall = (s: AccountServices) =>
  answer(updateGoogleAuthenticator, async (input, ctx) => {
    const user = await currentUser(s, ctx);
    const now = s.deps.now();
    const pending = user.totpPendingAt !== null && now - user.totpPendingAt.getTime() < 3 * TOTP_PENDING_TTL_MS;
    const secret = pending ? s.authenticator.openPending(user) : null;
    if (!secret) throw new ApiError(CODE.verificationExpired);

    const proof = await checkProof(s, user, input, ctx, { emailCode: true, authCode: authenticatorOn(user) });
    const attempts = sessionAttempts('code', user, ctx.ip);
    await s.guard.ensureOpen(attempts);
    // The new secret's code is matched, not claimed: the old code (when asked) may share its time
    // step. Storing the step below keeps this code from being used again to log in.
    const step = s.authenticator.matchStep(secret, input.code);
    if (step === null) return s.guard.fail(attempts, new ApiError(CODE.wrongAuthCode));
    await spendProof(s, user, proof);
    const updated = await s.users.update(user.id, {
      totpSecret: s.authenticator.sealBound(user.id, secret),
      totpPendingSecret: null,
      totpPendingAt: null,
      totpSwitch: true,
      totpLastStep: Math.max(step, proof.authStep ?? step),
    });
    await s.sessions.endOthers(user.id, ctx.user?.sessionId ?? null, 'security');
    return securityStateOf(updated, now);
  });
