import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
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

/**
 * Signatures of the requests answered within the replay window (src/server/http/replay-store-database.ts),
 * so the embedded mode refuses a replay after a restart too. `signature` is the hex of the decoded
 * 32 bytes; rows past `expires_at` are purged in the background.
 */
export const replaySignatures = pgTable(
  'replay_signatures',
  {
    signature: text('signature').primaryKey(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('replay_signatures_expires_at_idx').on(table.expiresAt)],
);
