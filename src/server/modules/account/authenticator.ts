// Google Authenticator (TOTP, RFC 6238: SHA-1, 6 digits, 30 s) through the otpauth package.
// Secrets are sealed by the secret box; a code is accepted within one step of the clock either
// way, and never twice (the last accepted step is kept per user).
import { Secret, TOTP } from 'otpauth';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AccountDeps } from './account-deps.ts';
import { TOTP_ISSUER } from './account-policy.ts';
import type { AttemptGuard, Bucket } from './attempt-guard.ts';
import type { UserRepository, UserRow } from './user-repository.ts';

const PERIOD_SECONDS = 30;

const totpOf = (secret: string, label: string) =>
  new TOTP({ issuer: TOTP_ISSUER, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS });

export function authenticatorService(deps: AccountDeps, users: UserRepository, guard: AttemptGuard) {
  const boundContext = (userId: number) => `totp:${userId}`;
  const pendingContext = (userId: number) => `totp-pending:${userId}`;

  return {
    newSecret: (): string => new Secret({ size: 20 }).base32,
    uri: (secret: string, account: string): string => totpOf(secret, account).toString(),
    sealBound: (userId: number, secret: string) => deps.secretBox.seal(secret, boundContext(userId)),
    sealPending: (userId: number, secret: string) => deps.secretBox.seal(secret, pendingContext(userId)),
    openPending: (user: UserRow) => (user.totpPendingSecret ? deps.secretBox.open(user.totpPendingSecret, pendingContext(user.id)) : null),

    /** The time step a code belongs to (within one step of now), or null when it is wrong. */
    matchStep(secret: string, code: string): number | null {
      const now = deps.now();
      const delta = totpOf(secret, 'check').validate({ token: code, timestamp: now, window: 1 });
      return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
    },

    /** Accepts a code of a secret once: false for a wrong code or one already used. */
    async claim(userId: number, secret: string, code: string): Promise<number | null> {
      const step = this.matchStep(secret, code);
      if (step === null || !(await users.claimTotpStep(userId, step))) return null;
      return step;
    },

    /** Checks a code of the user's bound secret; wrong or reused codes count toward the lockout (4003 / 4009). */
    async verifyBound(user: UserRow, code: string, buckets: Bucket[]): Promise<void> {
      await guard.ensureOpen(buckets);
      if (!user.totpSecret) throw new ApiError(CODE.authenticatorNotBound);
      const secret = deps.secretBox.open(user.totpSecret, boundContext(user.id));
      if ((await this.claim(user.id, secret, code)) === null) await guard.fail(buckets, new ApiError(CODE.wrongAuthCode));
    },
  };
}
export type AuthenticatorService = ReturnType<typeof authenticatorService>;
