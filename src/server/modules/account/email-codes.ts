// E-mail verification codes: 6 random digits, valid 10 minutes, used once, and stored only as an
// HMAC (keyed from the master key, so a copy of the database does not give the codes away even
// though six digits are few). Sending is rate-limited per address and purpose, per address and
// per IP; checking counts wrong codes toward the account's and the IP's lockout. A login whose mail
// may not go out yet goes on with the address's last code while that one is still valid.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Language } from '../../../shared/app-info.ts';
import type { EmailPurpose } from '../../../shared/contracts/account/send-email.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { translatorFor } from '../../i18n.ts';
import type { LimitState } from '../../security/rate-limiter.ts';
import type { AccountDeps } from './account-deps.ts';
import {
  EMAIL_CODE_MAX_ATTEMPTS,
  EMAIL_CODE_TTL_MS,
  MAIL_PER_ADDRESS,
  MAIL_PER_ADDRESS_AND_PURPOSE,
  MAIL_PER_IP,
} from './account-policy.ts';
import { type AttemptGuard, type Attempts, tooFrequent } from './attempt-guard.ts';
import type { EmailCodeRepository } from './email-code-repository.ts';
import { maskEmail } from './mask-email.ts';

export interface IssuedCode {
  sent_to: string;
  expires_in: number;
  resend_in: number;
}

export interface IssueRequest {
  purpose: EmailPurpose;
  email: string;
  userId: number | null;
  language: Language;
  ip: string;
  /**
   * Instead of the code, tell the address why none came: a registration asked for an address that
   * already has an account, or a reset for one that has none. The caller hears the same answer,
   * after the same work (a code row, a mail), as when a code is sent: nothing tells which
   * addresses have accounts but the mailbox itself.
   */
  notice?: 'accountExists' | 'noAccount';
}

/** A login's code: mailed now, or, when no mail may go out yet, the one already mailed and still valid. */
export interface LoginCode extends IssuedCode {
  /** When the code to type was mailed (ms since the epoch). */
  sentAt: number;
  /** True when nothing was mailed now: the code mailed at sentAt is still valid. */
  sentEarlier: boolean;
}

export interface CheckRequest {
  purpose: EmailPurpose;
  email: string;
  code: string;
  /** When set, the code must have been issued to this user. */
  userId?: number;
  buckets: Attempts;
}

/** Uses the checked code up (compare-and-set: 4002 when a racing call used it first), or gives it back. */
export type CodeClaim = (() => Promise<void>) & { release(): Promise<void> };

const TTL_SECONDS = EMAIL_CODE_TTL_MS / 1000;
const RESEND_SECONDS = MAIL_PER_ADDRESS_AND_PURPOSE.windowMs / 1000;

export function emailCodeService(deps: AccountDeps, repo: EmailCodeRepository, guard: AttemptGuard) {
  const perAddress = deps.mailPerHour ? { ...MAIL_PER_ADDRESS, limit: deps.mailPerHour.address } : MAIL_PER_ADDRESS;
  const perIp = deps.mailPerHour ? { ...MAIL_PER_IP, limit: deps.mailPerHour.ip } : MAIL_PER_IP;
  const hmacKey = deps.secretBox.deriveKey('email-code');
  const digest = (purpose: string, email: string, code: string) =>
    createHmac('sha256', hmacKey).update(`${purpose}\n${email}\n${code}`).digest();

  const answer = (email: string, resendIn: number): IssuedCode => ({
    sent_to: maskEmail(email),
    expires_in: TTL_SECONDS,
    resend_in: resendIn,
  });

  /** The code of this address and purpose that still counts and can still be accepted, if any. */
  async function usableCode(email: string, purpose: EmailPurpose) {
    const row = await repo.latestLive(email, purpose, new Date(deps.now()));
    return row && row.attempts < EMAIL_CODE_MAX_ATTEMPTS ? row : undefined;
  }

  /** Counts one send against each limit in turn; the limit that refuses it, or null when it may go. */
  async function refusalOf({ purpose, email, ip }: IssueRequest): Promise<LimitState | null> {
    const recent = await deps.limiter.hit(MAIL_PER_ADDRESS_AND_PURPOSE, `${purpose}:${email}`);
    // Within a minute of the last code, only while that code can still be used: once it has been
    // used (a login, a security change) or worn out by wrong tries, the next step needs a fresh one.
    if (recent.blocked && (await usableCode(email, purpose))) return recent;
    for (const [rule, subject] of [
      [perAddress, email],
      [perIp, ip],
    ] as const) {
      const state = await deps.limiter.hit(rule, subject);
      if (state.blocked) return state;
    }
    return null;
  }

  /** Stores a new code and mails it (or the request's notice instead); answers when (ms). */
  async function mailNew(request: IssueRequest): Promise<number> {
    const { purpose, email } = request;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = deps.now();
    const id = await repo.insert({
      purpose,
      email,
      userId: request.userId,
      codeHash: digest(purpose, email, code).toString('base64url'),
      createdAt: new Date(now),
      expiresAt: new Date(now + EMAIL_CODE_TTL_MS),
    });
    const t = translatorFor(request.language);
    try {
      await deps.mailer.send({
        to: email,
        subject: t(`mail.subject.${purpose}`),
        ...(request.notice
          ? { text: t(`mail.${request.notice}Body`), purpose: `${purpose}-notice` }
          : { text: t('mail.codeBody', { code, minutes: TTL_SECONDS / 60 }), purpose, code }),
      });
    } catch (error) {
      await repo.discard(id, new Date(deps.now()));
      deps.log.warn({ err: error, purpose }, 'could not send a verification e-mail');
      throw new ApiError(CODE.mailFailed);
    }
    return now;
  }

  return {
    /** Mails a new code, or refuses (1429) while a limit holds. */
    async issue(request: IssueRequest): Promise<IssuedCode> {
      const refusal = await refusalOf(request);
      if (refusal) throw tooFrequent(refusal.retryAfterMs);
      await mailNew(request);
      return answer(request.email, RESEND_SECONDS);
    },

    /**
     * A login's automatic code. When no mail may go out now but the address's last code is still
     * valid, the login goes on with that code (the owner has it in the mailbox) instead of refusing
     * a right password; resend_in then counts down to when another may be sent.
     */
    async issueOrReuse(request: IssueRequest): Promise<LoginCode> {
      const refusal = await refusalOf(request);
      if (refusal) {
        const earlier = await usableCode(request.email, request.purpose);
        if (!earlier) throw tooFrequent(refusal.retryAfterMs);
        const resendIn = Math.max(1, Math.ceil(refusal.retryAfterMs / 1000));
        return { ...answer(request.email, resendIn), sentAt: earlier.createdAt.getTime(), sentEarlier: true };
      }
      const sentAt = await mailNew(request);
      return { ...answer(request.email, RESEND_SECONDS), sentAt, sentEarlier: false };
    },

    /**
     * Checks a code without using it up, so a call that needs a second proof (an authenticator
     * code) can check that too before anything is consumed. Throws 4002 (or 4009 when this failure
     * locks the account or IP); answers the function that uses the code up.
     */
    async check(request: CheckRequest): Promise<CodeClaim> {
      await guard.ensureOpen(request.buckets);
      const row = await repo.latestLive(request.email, request.purpose, new Date(deps.now()));
      const expected = row ? Buffer.from(row.codeHash, 'base64url') : null;
      const given = digest(request.purpose, request.email, request.code);
      const matches =
        row !== undefined &&
        expected !== null &&
        row.attempts < EMAIL_CODE_MAX_ATTEMPTS &&
        (request.userId === undefined || row.userId === request.userId) &&
        expected.length === given.length &&
        timingSafeEqual(expected, given);
      if (!matches || !row) {
        if (row) await repo.countAttempt(row.id);
        return guard.fail(request.buckets, new ApiError(CODE.wrongEmailCode));
      }
      const usedAt = new Date(deps.now());
      const use = async () => {
        if (!(await repo.use(row.id, usedAt))) throw new ApiError(CODE.wrongEmailCode);
      };
      // Gives the code back when a later proof of the same call fails after it was used (the
      // authenticator step taken by a racing call): only if it is still this call's use.
      return Object.assign(use, { release: () => repo.release(row.id, usedAt) });
    },

    /** `check` of a code sent to a signed-up user's own address, which only that user may use. */
    checkOwn(user: { id: number; email: string }, purpose: EmailPurpose, code: string, buckets: Attempts) {
      return this.check({ purpose, email: user.email, userId: user.id, code, buckets });
    },

    async verify(request: CheckRequest): Promise<void> {
      const use = await this.check(request);
      await use();
    },
  };
}
export type EmailCodeService = ReturnType<typeof emailCodeService>;
