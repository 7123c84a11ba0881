import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { appendedRowId, createdNow, instant } from './columns.ts';

/** Failing calls reported by clients through /System/request_error_log. */
export const requestErrorLogs = pgTable('request_error_logs', {
  id: appendedRowId(),
  account: text('account').notNull().default(''),
  web: text('web').notNull().default(''),
  currencyPair: text('currency_pair').notNull().default(''),
  url: text('url').notNull(),
  param: text('param').notNull().default(''),
  result: text('result').notNull().default(''),
  httpCode: integer('http_code').notNull(),
  ip: text('ip').notNull().default(''),
  createdAt: createdNow(),
});

/** Versions a client refused (1003 → "later"): not offered to that client again. */
export const ignoredVersions = pgTable(
  'ignored_versions',
  {
    clientId: text('client_id').notNull(),
    version: text('version').notNull(),
    createdAt: createdNow(),
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
  runAt: instant('run_at').notNull(),
  intervalMs: integer('interval_ms'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
});
