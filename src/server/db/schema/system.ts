import { sql } from 'drizzle-orm';
import { bigserial, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Failing calls reported by clients through /System/request_error_log. */
export const requestErrorLogs = pgTable('request_error_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  account: text('account').notNull().default(''),
  web: text('web').notNull().default(''),
  currencyPair: text('currency_pair').notNull().default(''),
  url: text('url').notNull(),
  param: text('param').notNull().default(''),
  result: text('result').notNull().default(''),
  httpCode: integer('http_code').notNull(),
  ip: text('ip').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Versions a client refused (1003 → "later"): not offered to that client again. */
export const ignoredVersions = pgTable(
  'ignored_versions',
  {
    clientId: text('client_id').notNull(),
    version: text('version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.version] })],
);

/**
 * Delayed and recurring jobs of the in-process scheduler. A row exists until a delayed job has
 * run to completion, so a job due during a restart still runs after it.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  data: jsonb('data').notNull().default(sql`'{}'::jsonb`),
  runAt: timestamp('run_at', { withTimezone: true }).notNull(),
  intervalMs: integer('interval_ms'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
});
