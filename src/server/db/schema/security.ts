import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

/**
 * Counters of the rate limiter (src/server/security/rate-limiter.ts): one row per rule and subject
 * (an account, an address, an IP), a fixed window, and a lock time for rules that lock out.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: instant('window_started_at').notNull(),
  lockedUntil: instant('locked_until'),
});
