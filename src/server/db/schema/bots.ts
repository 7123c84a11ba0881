import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { appendedRowId, instant, marketColumns, orderColumns, rowTimestamps } from './columns.ts';
import { ownedRowColumns } from './user-reference.ts';

/**
 * Bots (spec §3 "Bot types", §4 "Robot"): a kind on one market of one venue, its parameters as the
 * kind's schema parsed them, its lifecycle and the running totals the bot list shows.
 */
export const robots = pgTable(
  'robots',
  {
    ...ownedRowColumns(),
    kind: text('kind').notNull(),
    /** The venue id (web) and the pair. */
    ...marketColumns(),
    /** 'spot', or 'swap' for a bot on the venue's perpetual of the pair (only Quick Follow runs there). */
    marketKind: text('market_kind').notNull().default('spot'),
    /** The second venue of arbitrage and follow kinds. */
    secondWeb: text('second_web'),
    params: jsonb('params').notNull(),
    /** 'stopped' | 'queued' | 'running' | 'paused' */
    status: text('status').notNull().default('stopped'),
    /** Why it stopped or paused: an i18n key of bots:events and its parameters. */
    statusReason: jsonb('status_reason'),
    /** A queued bot begins at this time. */
    startAt: instant('start_at'),
    startedAt: instant('started_at'),
    stoppedAt: instant('stopped_at'),
    /** When the user confirmed the legal notice of a volume or price-moving kind. */
    legalConfirmedAt: instant('legal_confirmed_at'),
    ordersCount: integer('orders_count').notNull().default(0),
    /** Quote volume filled. */
    volume: doublePrecision('volume').notNull().default(0),
    /** Realised profit in quote currency, for kinds that report one. */
    realisedProfit: doublePrecision('realised_profit'),
    ...rowTimestamps(),
  },
  (t) => [index('robots_user').on(t.userId, t.web, t.base, t.quote), index('robots_status').on(t.status)],
);

/** The bot a row belongs to; it goes when the bot does. */
function ownerBotId() {
  return integer('bot_id')
    .notNull()
    .references(() => robots.id, { onDelete: 'cascade' });
}

/** A bot's strategy state, written after each tick that changed it. */
export const robotState = pgTable('robot_state', {
  botId: ownerBotId().primaryKey(),
  state: jsonb('state').notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/**
 * Every order a bot sent or was about to send. The row is written before the order leaves (status
 * pending), so after a crash the runner looks the client order id up instead of sending it again.
 */
export const robotOrders = pgTable(
  'robot_orders',
  {
    clientOrderId: text('client_order_id').primaryKey(),
    botId: ownerBotId(),
    step: integer('step').notNull(),
    /** 'primary' | 'second' */
    slot: text('slot').notNull(),
    web: text('web').notNull(),
    symbol: text('symbol').notNull(),
    tag: text('tag').notNull(),
    ...orderColumns(),
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('robot_orders_bot_step').on(t.botId, t.step),
    index('robot_orders_live').on(t.botId).where(sql`${t.status} in ('pending', 'open')`),
  ],
);

/** Fills of bot orders (each leg of an arbitrage is its own row). */
export const robotFills = pgTable(
  'robot_fills',
  {
    id: appendedRowId(),
    botId: ownerBotId(),
    clientOrderId: text('client_order_id').notNull(),
    slot: text('slot').notNull(),
    web: text('web').notNull(),
    tag: text('tag').notNull(),
    side: text('side').notNull(),
    price: doublePrecision('price').notNull(),
    amount: doublePrecision('amount').notNull(),
    /** The venue's fee for this fill and the asset it was charged in, when the venue says. */
    fee: doublePrecision('fee'),
    feeAsset: text('fee_asset'),
    /** On a perpetual: what the fill realised against the position's average entry (0 when it opened or added), in the quote. */
    realisedPnl: doublePrecision('realised_pnl'),
    at: instant('at').notNull(),
  },
  (t) => [index('robot_fills_bot').on(t.botId, t.at)],
);

/** The robot log: every decision and action of a bot, as an i18n key and its parameters. */
export const robotLogs = pgTable(
  'robot_logs',
  {
    id: appendedRowId(),
    botId: ownerBotId(),
    at: instant('at').notNull(),
    /** 'info' | 'warn' */
    level: text('level').notNull(),
    key: text('key').notNull(),
    params: jsonb('params'),
    /** A summary line's details (the lines of a step's orders: key, params, level), read on demand. */
    details: jsonb('details'),
  },
  (t) => [index('robot_logs_bot').on(t.botId, t.at)],
);

/** Sequence plans (spec §3): named (time, price) paths the charting bots follow. */
export const sequencePlans = pgTable(
  'sequence_plans',
  {
    ...ownedRowColumns(),
    name: text('name').notNull(),
    points: jsonb('points').notNull(),
    ...rowTimestamps(),
  },
  (t) => [uniqueIndex('sequence_plans_user_name').on(t.userId, t.name)],
);
