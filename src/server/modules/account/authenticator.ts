// Google Authenticator (TOTP, RFC 6238: SHA-1, 6 digits, 30 s) through the otpauth package.
// Secrets are sealed by the secret box; a code is accepted within one step of the clock either
// way, and never twice (the last accepted step is kept per user).
import { Secret, TOTP } from 'otpauth';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AccountDeps } from './account-deps.ts';
import { TOTP_ISSUER } from './account-policy.ts';
import type { AttemptGuard, Attempts } from './attempt-guard.ts';
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

    /**
     * Checks a code of the user's bound secret without using it up: its time step, or a failure
     * counted toward the lockout (4003 / 4009). A code older than the last accepted one is wrong.
     */
    async checkBound(user: UserRow, code: string, attempts: Attempts): Promise<number> {
      await guard.ensureOpen(attempts);
      if (!user.totpSecret) throw new ApiError(CODE.authenticatorNotBound);
      const step = this.matchStep(deps.secretBox.open(user.totpSecret, boundContext(user.id)), code);
      if (step === null || (user.totpLastStep !== null && step <= user.totpLastStep))
        return guard.fail(attempts, new ApiError(CODE.wrongAuthCode));
      return step;
    },

    /** Uses a checked step up (compare-and-set): false when a racing call took it or a later one first. */
    claimStep: (userId: number, step: number): Promise<boolean> => users.claimTotpStep(userId, step),

    /** Checks a code of the user's bound secret and uses it up. */
    async verifyBound(user: UserRow, code: string, attempts: Attempts): Promise<void> {
      const step = await this.checkBound(user, code, attempts);
      if (!(await this.claimStep(user.id, step))) throw new ApiError(CODE.wrongAuthCode);
    },
  };
}
export type AuthenticatorService = ReturnType<typeof authenticatorService>;
