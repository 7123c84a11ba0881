import { getGoogleAuthenticator } from '../../../shared/contracts/account/get-google-authenticator.ts';
import { answer } from '../../http/call-registry.ts';
import { TOTP_ISSUER, TOTP_PENDING_TTL_MS } from './account-policy.ts';
import type { AccountServices } from './account-services.ts';
import { currentUser } from './current-user.ts';

/** A secret to bind, kept sealed as "pending" until update_google_authenticator confirms it. */
export const getGoogleAuthenticatorCall = (s: AccountServices) =>
  answer(getGoogleAuthenticator, async (_input, ctx) => {
    const user = await currentUser(s, ctx);
    const now = s.deps.now();
    const fresh = user.totpPendingAt !== null && now - user.totpPendingAt.getTime() < TOTP_PENDING_TTL_MS;
    let secret = fresh ? s.authenticator.openPending(user) : null;
    if (!secret) {
      secret = s.authenticator.newSecret();
      await s.users.update(user.id, { totpPendingSecret: s.authenticator.sealPending(user.id, secret), totpPendingAt: new Date(now) });
    }
    return {
      secret,
      otpauth_url: s.authenticator.uri(secret, user.userName),
      issuer: TOTP_ISSUER,
      account: user.userName,
      bound: user.totpSecret !== null,
    };
  });
