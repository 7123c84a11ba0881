import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    availableUntil: timestamp('available_until', { withTimezone: true }).notNull(),
    /** The bound Telegram account (name or chat id) for alarms; null when not bound. */
    telegram: text('telegram'),
    safeLogin: boolean('safe_login').notNull().default(true),
    /** Bound authenticator secret, sealed by the secret box (context "totp:<id>"). */
    totpSecret: text('totp_secret'),
    /** A secret offered by get_google_authenticator and not yet confirmed with a code. */
    totpPendingSecret: text('totp_pending_secret'),
    totpPendingAt: timestamp('totp_pending_at', { withTimezone: true }),
    totpSwitch: boolean('totp_switch').notNull().default(false),
    /** Last 30-second step whose code was accepted: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    multiLogin: boolean('multi_login').notNull().default(true),
    ipCheck: boolean('ip_check').notNull().default(true),
    /** When IP verification was turned off: the moment it turns itself back on. */
    ipCheckReenableAt: timestamp('ip_check_reenable_at', { withTimezone: true }),
    invitedBy: integer('invited_by'),
    paySet: boolean('pay_set').notNull().default(false),
    novice: boolean('novice').notNull().default(true),
    autoRenew: boolean('auto_renew').notNull().default(false),
    language: text('language').notNull().default('en'),
    theme: text('theme').notNull().default('dark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_user_name_lower').on(sql`lower(${t.userName})`), uniqueIndex('users_email').on(t.email)],
);

/** Invite codes: one per user (its referral code) plus operator codes that belong to nobody. */
export const inviteCodes = pgTable(
  'invite_codes',
  {
    code: text('code').primaryKey(),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(), // 'user' | 'operator'
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invite_codes_owner').on(t.ownerUserId)],
);

/** Login sessions. Only the SHA-256 of the token is kept; ended sessions keep why they ended. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    deviceId: text('device_id').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** 'logout' | 'elsewhere' | 'password' */
    endReason: text('end_reason'),
  },
  (t) => [uniqueIndex('sessions_token_hash').on(t.tokenHash), index('sessions_user').on(t.userId)],
);

/** Successful sign-ins (time, IP, device), shown in the security centre. */
export const loginRecords = pgTable(
  'login_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    ip: text('ip').notNull(),
    deviceId: text('device_id').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    /** 'password' | 'safe_login' | 'register' */
    method: text('method').notNull(),
  },
  (t) => [
    index('login_records_user_at').on(t.userId, t.at),
    index('login_records_user_device').on(t.userId, t.deviceId),
    index('login_records_user_ip').on(t.userId, t.ip),
  ],
);

/** E-mail verification codes: stored as an HMAC, single-use, expiring. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'register' | 'login' | 'reset' | 'bind_email' | 'security' */
    purpose: text('purpose').notNull(),
    email: text('email').notNull(),
    userId: integer('user_id'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_codes_lookup').on(t.email, t.purpose, t.createdAt)],
);

/**
 * A login that passed the password check and waits for its second step (/Account/login_code),
 * bound to the device that made it.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceId] })],
);
