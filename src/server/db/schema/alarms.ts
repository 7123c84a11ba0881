import { sql } from 'drizzle-orm';
import { bigint, boolean, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { appendedRowId, createdNow, instant, marketColumns, rowTimestamps, singleRowId } from './columns.ts';
import { ownedRowColumns, userReference } from './user-reference.ts';

/**
 * Alerts (spec §3 "Alarm"): a market of a bound account, its conditions (a null threshold is a
 * condition turned off), what to do when it fires and the channels it is sent on. See docs/alerts.md.
 */
export const alarms = pgTable(
  'alarms',
  {
    ...ownedRowColumns(),
    ...marketColumns(),
    webType: integer('web_type').notNull().default(0),
    remark: text('remark').notNull().default(''),
    priceAbove: doublePrecision('price_above'),
    priceBelow: doublePrecision('price_below'),
    /** '' = the pair's base coin. */
    balanceAsset: text('balance_asset').notNull().default(''),
    balanceBelow: doublePrecision('balance_below'),
    jumpPercent: doublePrecision('jump_percent'),
    jumpWindowMinutes: integer('jump_window_minutes').notNull().default(5),
    hourlyDropEnabled: boolean('hourly_drop_enabled').notNull().default(false),
    hourlyDropPercent: doublePrecision('hourly_drop_percent'),
    snapshotDropEnabled: boolean('snapshot_drop_enabled').notNull().default(false),
    snapshotDropPercent: doublePrecision('snapshot_drop_percent'),
    arbitrageBot: boolean('arbitrage_bot').notNull().default(false),
    stopRobots: boolean('stop_robots').notNull().default(false),
    /** Comma-separated: push, telegram, email. */
    channels: text('channels').notNull(),
    /** 'active' | 'inactive' */
    status: text('status').notNull().default('active'),
    /** Reminders dismissed until (spec §9: one week). */
    dismissedUntil: instant('dismissed_until'),
    /** The evaluator's memory: which conditions may fire again (edge trigger with hysteresis). */
    state: jsonb('state').notNull().default(sql`'{}'::jsonb`),
    lastFiredAt: instant('last_fired_at'),
    ...rowTimestamps(),
  },
  (t) => [index('alarms_user').on(t.userId), index('alarms_status_market').on(t.status, t.web, t.base, t.quote)],
);

/** Each firing with its reason, figures, delivery per channel and the robots it stopped. */
export const alarmFirings = pgTable(
  'alarm_firings',
  {
    id: appendedRowId(),
    alarmId: integer('alarm_id')
      .notNull()
      .references(() => alarms.id, { onDelete: 'cascade' }),
    userId: userReference(),
    condition: text('condition').notNull(),
    values: jsonb('values').notNull().default(sql`'{}'::jsonb`),
    firedAt: instant('fired_at').notNull(),
    muted: boolean('muted').notNull().default(false),
    /** [{channel, status, reason, at}] */
    deliveries: jsonb('deliveries').notNull().default(sql`'[]'::jsonb`),
    robotsStopped: integer('robots_stopped'),
  },
  (t) => [index('alarm_firings_user').on(t.userId, t.id), index('alarm_firings_alarm').on(t.alarmId, t.id)],
);

/** Browsers subscribed to web push (one row per device endpoint). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    ...ownedRowColumns(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    deviceId: text('device_id').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdNow(),
    lastSentAt: instant('last_sent_at'),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint').on(t.endpoint), index('push_subscriptions_user').on(t.userId)],
);

/**
 * The server's VAPID key pair, created on first start and kept (one row). The private key is sealed
 * by the secret box; every process of a scaled-out deployment signs with the same pair.
 */
export const pushVapidKeys = pgTable('push_vapid_keys', {
  id: singleRowId(),
  publicKey: text('public_key').notNull(),
  privateKeySealed: text('private_key_sealed').notNull(),
  createdAt: createdNow(),
});

/** One-time codes a user sends to the product's Telegram bot to bind the chat (stored as a hash). */
export const telegramBindCodes = pgTable(
  'telegram_bind_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: userReference(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('telegram_bind_codes_user').on(t.userId)],
);

/** Where reading the bot's updates stopped (getUpdates offset), so a restart neither loses nor repeats one. */
export const telegramPollState = pgTable('telegram_poll_state', {
  id: singleRowId(),
  nextUpdateId: bigint('next_update_id', { mode: 'number' }).notNull().default(0),
});

/** Per-user alert settings: the dismissed "Telegram or e-mail not bound" prompt. */
export const alarmUserSettings = pgTable('alarm_user_settings', {
  userId: userReference().primaryKey(),
  bindPromptDismissedUntil: instant('bind_prompt_dismissed_until'),
});
