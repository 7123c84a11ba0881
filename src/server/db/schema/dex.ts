import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { robots } from './bots.ts';
import { appendedRowId, createdNow, instant, marketColumns } from './columns.ts';
import { tradeTasks } from './trade.ts';
import { ownedRowColumns, userReference } from './user-reference.ts';
import { wallets } from './wallets.ts';

/**
 * Tokens a user added to a DEX venue by contract address (spec §3 "New token"): the pair
 * symbol/quote appears in that user's exchange list. Symbol and decimals are what the chain said.
 */
export const dexTokens = pgTable(
  'dex_tokens',
  {
    ...ownedRowColumns(),
    web: text('web').notNull(),
    symbol: text('symbol').notNull(),
    /** Checksummed contract address. */
    address: text('address').notNull(),
    decimals: integer('decimals').notNull(),
    quote: text('quote').notNull(),
    pairAddress: text('pair_address').notNull(),
    /** The pool's fee in percent. */
    fee: real('fee').notNull(),
    createdAt: createdNow(),
  },
  (t) => [uniqueIndex('dex_tokens_user_web_address_quote').on(t.userId, t.web, t.address, t.quote), index('dex_tokens_user').on(t.userId)],
);

/**
 * Every swap the product sends on a DEX (the DEX order history, /Trade/dex_orders): a bot's, a DEX
 * batch order's or one from the main wallet on /stocks. A bot's swap is written here (pending)
 * before it is signed, so a restarted bot knows every swap it may have sent; its transaction is in
 * chain_sends under the same bot and step.
 */
export const dexSwaps = pgTable(
  'dex_swaps',
  {
    id: appendedRowId(),
    userId: userReference(),
    /** 'bot' | 'batch' | 'main' */
    source: text('source').notNull(),
    robotId: integer('robot_id').references(() => robots.id, { onDelete: 'set null' }),
    taskId: integer('task_id').references(() => tradeTasks.id, { onDelete: 'set null' }),
    /** The bot's step, or the task's item. */
    step: integer('step').notNull(),
    tag: text('tag'),
    chain: text('chain').notNull(),
    ...marketColumns(),
    walletId: integer('wallet_id').references(() => wallets.id, { onDelete: 'set null' }),
    walletAddress: text('wallet_address').notNull(),
    /** 'buy' (quote in, base out) | 'sell' (base in, quote out) */
    side: text('side').notNull(),
    /** What was asked: quote spent on a buy, base sold on a sell (whole tokens). */
    requested: doublePrecision('requested').notNull(),
    /** What moved, read from the receipt (whole tokens); null until settled. */
    baseAmount: doublePrecision('base_amount'),
    quoteAmount: doublePrecision('quote_amount'),
    price: doublePrecision('price'),
    /** Native coin paid for gas. */
    gasFee: doublePrecision('gas_fee'),
    hash: text('hash'),
    /** 'pending' | 'done' | 'failed' */
    status: text('status').notNull().default('pending'),
    /** Why it failed (an error reason key). */
    reason: text('reason'),
    createdAt: createdNow(),
    settledAt: instant('settled_at'),
  },
  (t) => [
    uniqueIndex('dex_swaps_robot_step').on(t.robotId, t.step),
    uniqueIndex('dex_swaps_task_item').on(t.taskId, t.step),
    index('dex_swaps_user_time').on(t.userId, t.createdAt),
    index('dex_swaps_pending').on(t.robotId).where(sql`${t.status} = 'pending'`),
  ],
);
