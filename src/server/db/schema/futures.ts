import { sql } from 'drizzle-orm';
import { doublePrecision, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, rowTimestamps } from './columns.ts';
import { ownedRowColumns } from './user-reference.ts';

/**
 * Risk users (spec §3, §6 "risk-user management is shown for futures"): a futures account the user
 * watches (one of their bound accounts, by venue), with thresholds that raise alerts through the
 * alert channels. A null threshold is a condition turned off. See docs/futures.md.
 */
export const riskUsers = pgTable(
  'risk_users',
  {
    ...ownedRowColumns(),
    /** The watched account: the user's bound account on this venue. */
    web: text('web').notNull(),
    remark: text('remark').notNull().default(''),
    /** Maintenance margin over margin (1 is liquidation) at or above which an alert is raised. */
    marginRatioAbove: doublePrecision('margin_ratio_above'),
    /** Unrealised loss across the account's positions, in the settlement coin, at or above which an alert is raised. */
    lossAbove: doublePrecision('loss_above'),
    /** Total position value (exposure), in the settlement coin, at or above which an alert is raised. */
    exposureAbove: doublePrecision('exposure_above'),
    /** Comma-separated: push, telegram, email. */
    channels: text('channels').notNull(),
    /** The evaluator's memory: which conditions may fire again (edge trigger with hysteresis). */
    state: jsonb('state').notNull().default(sql`'{}'::jsonb`),
    lastFiredAt: instant('last_fired_at'),
    ...rowTimestamps(),
  },
  (t) => [uniqueIndex('risk_users_user_web').on(t.userId, t.web)],
);
