import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, marketColumns, orderColumns } from './columns.ts';
import { userReference } from './user-reference.ts';

/**
 * Orders placed through the console's manual trading (single orders and batches), for the order
 * history (/record). A single order's row is written before it is sent (status 'pending'), so a
 * retry after a lost answer finds it by client order id instead of sending it again.
 */
export const tradeOrders = pgTable(
  'trade_orders',
  {
    clientOrderId: text('client_order_id').primaryKey(),
    userId: userReference(),
    ...marketColumns(),
    /** 'spot', or 'swap' for a perpetual futures order (its symbol is BASE/QUOTE:QUOTE). */
    marketKind: text('market_kind').notNull().default('spot'),
    ...orderColumns(),
    /** The batch task that placed it; null for a single order. */
    scheduleCode: text('schedule_code'),
  },
  (t) => [
    index('trade_orders_user_time').on(t.userId, t.createdAt),
    index('trade_orders_live').on(t.userId, t.web).where(sql`${t.status} in ('pending', 'open')`),
  ],
);

/**
 * Background tasks (spec §4), keyed by schedule code: a batch of orders or of cancels. Progress
 * (use / skip / fail) is counted from the items, so it can never disagree with them.
 */
export const tradeTasks = pgTable(
  'trade_tasks',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    userId: userReference(),
    /** Spec §3 task type: 'order' for batch orders and batch cancels. */
    type: text('type').notNull(),
    /** 'batch_trade' | 'batch_cancel' */
    action: text('action').notNull(),
    ...marketColumns(),
    /** The request as validated. */
    params: jsonb('params').notNull(),
    /** 0 queued, 1 running, 2 done, 3 failed */
    status: integer('status').notNull().default(0),
    total: integer('total').notNull(),
    /** The failure's message key (messages namespace), when the task failed as a whole. */
    messageKey: text('message_key'),
    /** The caller's language, for the push sent when the task ends. */
    language: text('language').notNull().default('en'),
    createdAt: instant('created_at').notNull(),
    startedAt: instant('started_at'),
    endedAt: instant('ended_at'),
    /** Set once the end-of-task push went out (it is sent once, even across a restart). */
    notifiedAt: instant('notified_at'),
  },
  (t) => [uniqueIndex('trade_tasks_code').on(t.code), index('trade_tasks_unfinished').on(t.status).where(sql`${t.status} < 2`)],
);

/**
 * One item of a task, written with the task before anything is sent (the intent): an order to
 * place with its deterministic client order id, or an order to cancel. `attemptedAt` is set before
 * each send; after a crash an attempted item without a result is looked up at the venue by its
 * client order id before anything is sent again.
 */
export const tradeTaskItems = pgTable(
  'trade_task_items',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tradeTasks.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    /** The order's client order id (placing), or the venue's order id (cancelling). */
    clientOrderId: text('client_order_id'),
    venueOrderId: text('venue_order_id'),
    side: text('side').notNull(),
    price: doublePrecision('price'),
    amount: doublePrecision('amount').notNull(),
    /** What a wallet task's item moves or approves (wallets, token, amount in base units). */
    intent: jsonb('intent'),
    /** null until done; then 'use' | 'skip' | 'fail' */
    result: text('result'),
    reason: text('reason'),
    attempts: integer('attempts').notNull().default(0),
    attemptedAt: instant('attempted_at'),
    doneAt: instant('done_at'),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.index] }), uniqueIndex('trade_task_items_client_order').on(t.clientOrderId)],
);
