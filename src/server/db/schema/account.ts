import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { appendedRowId, clientColumns, createdNow, instant } from './columns.ts';
import { userReference } from './user-reference.ts';
import { users } from './users.ts';

/** Invite codes: one per user (its referral code) plus operator codes that belong to nobody. */
export const inviteCodes = pgTable(
  'invite_codes',
  {
    code: text('code').primaryKey(),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(), // 'user' | 'operator'
    createdAt: createdNow(),
  },
  (t) => [uniqueIndex('invite_codes_owner').on(t.ownerUserId)],
);

/** Login sessions. Only the SHA-256 of the token is kept; ended sessions keep why they ended. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: userReference(),
    tokenHash: text('token_hash').notNull(),
    ...clientColumns(),
    createdAt: instant('created_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    endedAt: instant('ended_at'),
    /** 'logout' | 'elsewhere' | 'password' */
    endReason: text('end_reason'),
  },
  (t) => [uniqueIndex('sessions_token_hash').on(t.tokenHash), index('sessions_user').on(t.userId)],
);

/** Successful sign-ins (time, IP, device), shown in the security centre. */
export const loginRecords = pgTable(
  'login_records',
  {
    id: appendedRowId(),
    userId: userReference(),
    at: instant('at').notNull(),
    ...clientColumns(),
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
    id: appendedRowId(),
    /** 'register' | 'login' | 'reset' | 'bind_email' | 'security' */
    purpose: text('purpose').notNull(),
    email: text('email').notNull(),
    userId: integer('user_id'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
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
    userId: userReference(),
    deviceId: text('device_id').notNull(),
    ip: text('ip').notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceId] })],
);
