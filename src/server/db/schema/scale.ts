import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { robots } from './bots.ts';
import { createdNow, instant } from './columns.ts';

/**
 * Worker processes of the scaled-out mode (`npm run worker`). A worker is live while its heartbeat
 * is fresh; live workers split the running bots between them.
 */
export const workers = pgTable('workers', {
  /** host:pid:random, made at the worker's start. */
  id: text('id').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  startedAt: createdNow(),
  heartbeatAt: instant('heartbeat_at').notNull().defaultNow(),
});

/**
 * Which worker runs each running bot, until when. A worker renews its leases well before they
 * expire; an expired lease (its worker died or lost the database) may be taken by another worker,
 * which raises the fence. Order intents are written only under a lease whose fence is still the
 * current one, so a worker that lost a bot cannot place orders for it.
 */
export const botLeases = pgTable('bot_leases', {
  botId: integer('bot_id')
    .primaryKey()
    .references(() => robots.id, { onDelete: 'cascade' }),
  workerId: text('worker_id').notNull(),
  /** Raised each time the bot changes hands. */
  fence: integer('fence').notNull(),
  expiresAt: instant('expires_at').notNull(),
});
