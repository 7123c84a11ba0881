import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdNow, instant } from './columns.ts';

/** A registered user (spec §3 "User / session"). Secrets are never stored in the clear. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userName: text('user_name').notNull(),
    /** Lower case; unique. */
    email: text('email').notNull(),
    /** scrypt, see src/server/security/password-hash.ts. */
    passwordHash: text('password_hash').notNull(),
    /** 0 = normal account, 1 = designated test account (the demo user). */
    type: integer('type').notNull().default(0),
    /** Plan level key: personal, enterprise, flagship, dex, nft, futures. */
    level: text('level').notNull().default('personal'),
    /** End of the paid (or trial) period: available_time. */
    availableUntil: instant('available_until').notNull(),
    /** The bound Telegram account (name or chat id) for alarms; null when not bound. */
    telegram: text('telegram'),
    safeLogin: boolean('safe_login').notNull().default(true),
    /** Bound authenticator secret, sealed by the secret box (context "totp:<id>"). */
    totpSecret: text('totp_secret'),
    /** A secret offered by get_google_authenticator and not yet confirmed with a code. */
    totpPendingSecret: text('totp_pending_secret'),
    totpPendingAt: instant('totp_pending_at'),
    totpSwitch: boolean('totp_switch').notNull().default(false),
    /** Last 30-second step whose code was accepted: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    multiLogin: boolean('multi_login').notNull().default(true),
    ipCheck: boolean('ip_check').notNull().default(true),
    /** When IP verification was turned off: the moment it turns itself back on. */
    ipCheckReenableAt: instant('ip_check_reenable_at'),
    invitedBy: integer('invited_by'),
    paySet: boolean('pay_set').notNull().default(false),
    novice: boolean('novice').notNull().default(true),
    /** The beginner tour's next step (0: not begun); kept so the tour resumes where it was left, on any device. */
    tourStep: integer('tour_step').notNull().default(0),
    autoRenew: boolean('auto_renew').notNull().default(false),
    /** The period auto-renew renews for: that of the latest paid plan. */
    planPeriod: text('plan_period').notNull().default('monthly'),
    /**
     * The unused value of the current plan at planValueAt, in micro-USDT; it runs down evenly to 0
     * at availableUntil. A package change credits what is left of it.
     */
    planValueMicros: bigint('plan_value_micros', { mode: 'number' }).notNull().default(0),
    planValueAt: instant('plan_value_at'),
    /** The first bot start: from then on the user's plan payments earn their referrer's reward. */
    botActivatedAt: instant('bot_activated_at'),
    language: text('language').notNull().default('en'),
    theme: text('theme').notNull().default('dark'),
    createdAt: createdNow(),
    passwordChangedAt: instant('password_changed_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_user_name_lower').on(sql`lower(${t.userName})`), uniqueIndex('users_email').on(t.email)],
);
