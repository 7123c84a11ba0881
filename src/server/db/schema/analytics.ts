import { doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { appendedRowId, instant } from './columns.ts';
import { userReference } from './user-reference.ts';

/**
 * What a user holds, taken every 10 minutes (spec §1 asset reports, §2 /data and /property): one
 * row per source and asset, valued in USDT. A source is a bound exchange account (its venue id) or
 * the user's DEX wallets on one chain, summed. The alarm system's 10-minute and hourly balance-drop
 * thresholds read the same rows. Kept 6 months: the database deletes older rows itself as new ones
 * arrive (a trigger in the migrations), so no job has to remember to.
 */
export const assetSnapshots = pgTable(
  'asset_snapshots',
  {
    id: appendedRowId(),
    userId: userReference(),
    takenAt: instant('taken_at').notNull(),
    /** 'cex' | 'dex' */
    sourceType: text('source_type').notNull(),
    /** The venue id (web) of an exchange account, or the chain of the wallets. */
    source: text('source').notNull(),
    asset: text('asset').notNull(),
    amount: doublePrecision('amount').notNull(),
    /** USDT per unit when it was taken; null when no market priced the asset. */
    priceUsdt: doublePrecision('price_usdt'),
    /** amount × price, 0 when unpriced. */
    valueUsdt: doublePrecision('value_usdt').notNull(),
  },
  (t) => [index('asset_snapshots_user_time').on(t.userId, t.takenAt), index('asset_snapshots_time').on(t.takenAt)],
);

/**
 * Trading per user, market, bot and hour (UTC hour start), kept by triggers on the tables that
 * record trades (bot fills, manual orders as they fill, settled swaps, a bot's realised profit) in
 * the same transaction as the record, so it can never disagree with them. /data reads these
 * instead of scanning fills: a 30-day view is at most 720 rows per market and bot. Hours rather
 * than days so that a day can be cut in the reader's own time zone.
 */
export const tradeHourly = pgTable(
  'trade_hourly',
  {
    userId: userReference(),
    hour: instant('hour').notNull(),
    web: text('web').notNull(),
    base: text('base').notNull(),
    quote: text('quote').notNull(),
    /** The bot, or 0 for manual orders and batches. Not a reference: history outlives a deleted bot. */
    botId: integer('bot_id').notNull().default(0),
    /** The bot's kind ('' for manual), kept so a deleted bot's history still says what it was. */
    kind: text('kind').notNull().default(''),
    /** 'spot' or 'swap' (the pair's perpetual): futures trading is counted apart from spot on the same pair. */
    marketKind: text('market_kind').notNull().default('spot'),
    buyAmount: doublePrecision('buy_amount').notNull().default(0),
    /** Quote spent on buys. */
    buyVolume: doublePrecision('buy_volume').notNull().default(0),
    sellAmount: doublePrecision('sell_amount').notNull().default(0),
    /** Quote received for sells. */
    sellVolume: doublePrecision('sell_volume').notNull().default(0),
    fills: integer('fills').notNull().default(0),
    /** Trading fees valued in the quote currency. */
    fees: doublePrecision('fees').notNull().default(0),
    /**
     * Realised profit in the quote currency booked in that hour: a bot's own report (a grid's round
     * trips), and on futures what its closing fills realised against the position's entry.
     */
    realisedProfit: doublePrecision('realised_profit').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hour, t.web, t.base, t.quote, t.botId, t.marketKind] })],
);
