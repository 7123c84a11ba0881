// Counts events per rule and subject (an account, an e-mail address, an IP) in fixed windows kept in
// the database, so every server process sees the same counts and a restart does not reset them.
// Two kinds of rule:
// - a plain limit: at most `limit` events per window; the next one is refused until the window ends;
// - a lockout (lockMs set): the `limit`-th event (e.g. the fifth failed login) locks the subject
//   for lockMs, whatever happens to the window. With `growth`, each further event past the limit
//   locks for `growth` times longer than the one before, up to maxLockMs: a slow-down that spaces
//   events out ever more without shutting the subject for long.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rateLimits } from '../db/schema/index.ts';

export interface LimitRule {
  name: string;
  limit: number;
  windowMs: number;
  lockMs?: number;
  /** Each event past the limit locks this many times longer than the last (a growing delay). */
  growth?: number;
  /** The longest a growing lock gets. */
  maxLockMs?: number;
}

/** How long the count-th event locks the subject for, under a lockout rule. */
export function lockMsOf(rule: LimitRule, count: number): number {
  const base = rule.lockMs ?? 0;
  if (rule.growth === undefined) return base;
  const grown = base * rule.growth ** Math.max(0, count - rule.limit);
  return Math.min(grown, rule.maxLockMs ?? grown);
}

export interface LimitState {
  /** Events counted in the current window (after this one, for hit()). */
  count: number;
  /** True when the subject may not act now. */
  blocked: boolean;
  /** How long until it may, when blocked. */
  retryAfterMs: number;
}

const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
const keyOf = (rule: LimitRule, subject: string) => `${rule.name}:${subject.toLowerCase()}`;

export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one event and says whether it is over the rule (a lockout rule locks on its limit-th event). */
  async hit(rule: LimitRule, subject: string): Promise<LimitState> {
    const now = this.now();
    const key = keyOf(rule, subject);
    const expired = sql`${rateLimits.windowStartedAt} <= ${at(now - rule.windowMs)}`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, count: 1, windowStartedAt: new Date(now) })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
          windowStartedAt: sql`case when ${expired} then ${at(now)} else ${rateLimits.windowStartedAt} end`,
        },
      })
      .returning();
    if (!row) throw new Error('rate limit upsert returned no row');
    const lockedUntil = row.lockedUntil?.getTime() ?? 0;
    if (rule.lockMs !== undefined) {
      if (lockedUntil > now) return { count: row.count, blocked: true, retryAfterMs: lockedUntil - now };
      if (row.count >= rule.limit) {
        const lockMs = lockMsOf(rule, row.count);
        await this.db
          .update(rateLimits)
          .set({ lockedUntil: new Date(now + lockMs) })
          .where(eq(rateLimits.key, key));
        return { count: row.count, blocked: true, retryAfterMs: lockMs };
      }
      return { count: row.count, blocked: false, retryAfterMs: 0 };
    }
    const windowEnd = row.windowStartedAt.getTime() + rule.windowMs;
    return row.count > rule.limit
      ? { count: row.count, blocked: true, retryAfterMs: Math.max(0, windowEnd - now) }
      : { count: row.count, blocked: false, retryAfterMs: 0 };
  }

  /** Whether the subject is blocked now, without counting anything. */
  async peek(rule: LimitRule, subject: string): Promise<LimitState> {
    const now = this.now();
    const [row] = await this.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, keyOf(rule, subject)));
    if (!row) return { count: 0, blocked: false, retryAfterMs: 0 };
    const windowEnd = row.windowStartedAt.getTime() + rule.windowMs;
    const count = windowEnd > now ? row.count : 0;
    if (rule.lockMs !== undefined) {
      const lockedUntil = row.lockedUntil?.getTime() ?? 0;
      return lockedUntil > now ? { count, blocked: true, retryAfterMs: lockedUntil - now } : { count, blocked: false, retryAfterMs: 0 };
    }
    return count >= rule.limit ? { count, blocked: true, retryAfterMs: windowEnd - now } : { count, blocked: false, retryAfterMs: 0 };
  }

  /** Forgets the subject's count and lock (a successful login clears its failures). */
  async clear(rule: LimitRule, subject: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, keyOf(rule, subject)));
  }

  /** Deletes rows whose window and lock ended more than `olderThanMs` ago. */
  async prune(olderThanMs: number): Promise<void> {
    const cutoff = new Date(this.now() - olderThanMs);
    await this.db
      .delete(rateLimits)
      .where(and(lt(rateLimits.windowStartedAt, cutoff), or(isNull(rateLimits.lockedUntil), lt(rateLimits.lockedUntil, cutoff))));
  }
}
