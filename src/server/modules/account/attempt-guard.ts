// Failed attempts (wrong passwords, wrong codes) counted per account and per IP; the limit-th
// failure locks the subject out for a while, and the message says so and for how long (4009).
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import type { LimitRule, RateLimiter } from '../../security/rate-limiter.ts';
import { CODE_FAILURES_PER_ACCOUNT, CODE_FAILURES_PER_IP, LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_IP } from './account-policy.ts';

export type Bucket = readonly [LimitRule, string];

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

export const passwordBuckets = (subject: string, ip: string): Bucket[] => [
  [LOGIN_FAILURES_PER_ACCOUNT, subject],
  [LOGIN_FAILURES_PER_IP, ip],
];

export const codeBuckets = (subject: string, ip: string): Bucket[] => [
  [CODE_FAILURES_PER_ACCOUNT, subject],
  [CODE_FAILURES_PER_IP, ip],
];

export function attemptGuard(limiter: RateLimiter) {
  return {
    /** Throws 4009 while any of the subjects is locked out. */
    async ensureOpen(buckets: Bucket[]): Promise<void> {
      for (const [rule, subject] of buckets) {
        const state = await limiter.peek(rule, subject);
        if (state.blocked) throw lockedOut(state.retryAfterMs);
      }
    },
    /** Counts a failure on every subject and throws: 4009 when that locked one, else `error`. */
    async fail(buckets: Bucket[], error: ApiError): Promise<never> {
      let lockMs = 0;
      for (const [rule, subject] of buckets) {
        const state = await limiter.hit(rule, subject);
        if (state.blocked) lockMs = Math.max(lockMs, state.retryAfterMs);
      }
      throw lockMs > 0 ? lockedOut(lockMs) : error;
    },
    /** A success forgets the account's failures (not the IP's). */
    async succeed(buckets: Bucket[]): Promise<void> {
      const first = buckets[0];
      if (first) await limiter.clear(first[0], first[1]);
    },
  };
}
export type AttemptGuard = ReturnType<typeof attemptGuard>;
