import { index, integer, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdNow } from './columns.ts';
import { ownedRowColumns } from './user-reference.ts';

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
