import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdNow, instant, marketColumns, rowTimestamps } from './columns.ts';
import { ownedRowColumns, userReference } from './user-reference.ts';

/**
 * Exchange accounts bound by API credentials (spec §3 "Account binding"): one per user and venue.
 * Every credential is sealed together by the secret box (context "exchange-account:<user>:<web>");
 * only a masked key is kept in the clear to show.
 */
export const exchangeAccounts = pgTable(
  'exchange_accounts',
  {
    ...ownedRowColumns(),
    /** The venue id (web). */
    web: text('web').notNull(),
    remark: text('remark').notNull(),
    apiKeyMasked: text('api_key_masked').notNull().default(''),
    /** JSON of the credential fields, sealed. */
    credentialsSealed: text('credentials_sealed').notNull(),
    /** Names of the credential fields given, comma-separated (their values stay sealed). */
    fieldsSet: text('fields_set').notNull().default(''),
    /** Comma-separated addresses or ranges. */
    ipWhitelist: text('ip_whitelist').notNull().default(''),
    /** What the venue reported of the key; null when it does not report permissions. */
    withdrawEnabled: boolean('withdraw_enabled'),
    /** 'normal' | 'invalid' | 'unreachable' | 'unchecked' */
    status: text('status').notNull().default('unchecked'),
    statusCheckedAt: instant('status_checked_at'),
    ...rowTimestamps(),
  },
  (t) => [uniqueIndex('exchange_accounts_user_web').on(t.userId, t.web)],
);

/** Favourite pairs (spec: collect list). */
export const favouritePairs = pgTable(
  'favourite_pairs',
  {
    userId: userReference(),
    ...marketColumns(),
    webType: integer('web_type').notNull(),
    createdAt: createdNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.web, t.webType, t.base, t.quote] }), index('favourite_pairs_user').on(t.userId, t.createdAt)],
);

/**
 * Venues whose demo keys were bound to the demo user once; a binding the user deletes later is not
 * brought back at the next start.
 */
export const demoVenueBindings = pgTable(
  'demo_venue_bindings',
  {
    web: text('web').notNull(),
    userId: userReference(),
    boundAt: instant('bound_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.web, t.userId] })],
);
