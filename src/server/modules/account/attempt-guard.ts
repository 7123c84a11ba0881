// Failed attempts (wrong passwords, wrong codes) are counted three ways. Two are hard locks on who
// failed: the (account, IP) pair and the IP; their limit-th failure locks them out for a while,
// and the message says so and for how long (4009). The third is the account's slow-down: it never
// refuses the owner's known devices and IPs, and makes a new one wait a growing time between
// tries (1429 with retry_after), so an attacker elsewhere can neither guess fast nor lock the
// owner out.
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import type { LimitRule, RateLimiter } from '../../security/rate-limiter.ts';
import {
  CODE_FAILURES_PER_ACCOUNT_AND_IP,
  CODE_FAILURES_PER_IP,
  CODE_SLOWDOWN_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ACCOUNT_AND_IP,
  LOGIN_FAILURES_PER_IP,
  LOGIN_SLOWDOWN_PER_ACCOUNT,
} from './account-policy.ts';

export type Bucket = readonly [LimitRule, string];

/** The counters one attempt goes through. */
export interface Attempts {
  /** Hard locks: the (account, IP) pair first, then the IP. */
  locks: Bucket[];
  /** The account's slow-down. */
  slow: Bucket;
  /** The caller's device or IP has signed in to this account before: the slow-down does not hold it. */
  known: boolean;
}

const seconds = (ms: number) => Math.ceil(ms / 1000);

export const lockedOut = (retryAfterMs: number) =>
  new ApiError(CODE.lockedOut, 'code.4009', {
    params: { minutes: Math.max(1, Math.ceil(retryAfterMs / 60_000)) },
    data: { retry_after: seconds(retryAfterMs) },
  });

export const tooFrequent = (retryAfterMs: number) =>
  new ApiError(CODE.tooManyRequests, 'code.1429', { data: { retry_after: seconds(retryAfterMs) } });

/** The subject of an account's counters: its id when known, else what was typed. */
export const accountSubject = (user: { id: number } | undefined, typed: string) => (user ? `u${user.id}` : `a:${typed.toLowerCase()}`);

export const passwordAttempts = (subject: string, ip: string, known: boolean): Attempts => ({
  locks: [
    [LOGIN_FAILURES_PER_ACCOUNT_AND_IP, `${subject}|${ip}`],
    [LOGIN_FAILURES_PER_IP, ip],
  ],
  slow: [LOGIN_SLOWDOWN_PER_ACCOUNT, subject],
  known,
});

export const codeAttempts = (subject: string, ip: string, known: boolean): Attempts => ({
  locks: [
    [CODE_FAILURES_PER_ACCOUNT_AND_IP, `${subject}|${ip}`],
    [CODE_FAILURES_PER_IP, ip],
  ],
  slow: [CODE_SLOWDOWN_PER_ACCOUNT, subject],
  known,
});

export function attemptGuard(limiter: RateLimiter) {
  return {
    /** Throws 4009 while the pair or the IP is locked, and 1429 while a new caller must wait. */
    async ensureOpen(attempts: Attempts): Promise<void> {
      for (const [rule, subject] of attempts.locks) {
        const state = await limiter.peek(rule, subject);
        if (state.blocked) throw lockedOut(state.retryAfterMs);
      }
      if (attempts.known) return;
      const [rule, subject] = attempts.slow;
      const wait = await limiter.peek(rule, subject);
      if (wait.blocked) throw tooFrequent(wait.retryAfterMs);
    },
    /** Counts a failure everywhere and throws: 4009 when that locked the pair or the IP, else `error`. */
    async fail(attempts: Attempts, error: ApiError): Promise<never> {
      let lockMs = 0;
      for (const [rule, subject] of attempts.locks) {
        const state = await limiter.hit(rule, subject);
        if (state.blocked) lockMs = Math.max(lockMs, state.retryAfterMs);
      }
      await limiter.hit(...attempts.slow);
      throw lockMs > 0 ? lockedOut(lockMs) : error;
    },
    /** Strangers have failed at this account often enough that new callers must wait between tries. */
    async underAttack(attempts: Attempts): Promise<boolean> {
      const [rule, subject] = attempts.slow;
      return (await limiter.peek(rule, subject)).count >= rule.limit;
    },
    /** A success forgets the pair's failures; the IP's and the account's slow-down stay. */
    async succeed(attempts: Attempts): Promise<void> {
      const pair = attempts.locks[0];
      if (pair) await limiter.clear(pair[0], pair[1]);
    },
  };
}
export type AttemptGuard = ReturnType<typeof attemptGuard>;
