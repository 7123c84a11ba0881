// Queries of the records /data's export lists: bot fills (robot_fills with their bot), manual
// orders as far as they filled (trade_orders keeps no fill rows: an order is one row, at its last
// update) and settled swaps (dex_swaps done, NFT listings and approvals left out as they trade
// nothing). Each source is read newest first up to the limit; the caller merges them.
import { and, desc, eq, gt, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/database.ts';
import { dexSwaps, robotFills, robots, tradeOrders } from '../../../db/schema/index.ts';
import type { Market, Span } from './trading-repository.ts';

/** One transaction as the export shows it; fee in the quote, null when the venue gave none in it. */
export interface Transaction {
  at: Date;
  web: string;
  base: string;
  quote: string;
  /** The bot, or 0 for a manual order or batch. */
  botId: number;
  kind: string;
  side: string;
  price: number;
  amount: number;
  volume: number;
  fee: number | null;
}

const marketOf = (columns: { web: AnyPgColumn; base: AnyPgColumn; quote: AnyPgColumn }, market?: Market): SQL[] =>
  market ? [eq(columns.web, market.web), eq(columns.base, market.base), eq(columns.quote, market.quote)] : [];

const numberOrNull = (value: unknown) => (value === null ? null : Number(value));

export function transactionsRepository(db: Db) {
  return {
    /** Bot fills; a fee counts in the quote as the rollup counts it (in the base at the fill's price). */
    botFills(userId: number, span: Span, limit: number, market?: Market): Promise<Transaction[]> {
      return db
        .select({
          at: robotFills.at,
          web: robotFills.web,
          base: robots.base,
          quote: robots.quote,
          botId: robots.id,
          kind: robots.kind,
          side: robotFills.side,
          price: robotFills.price,
          amount: robotFills.amount,
          volume: sql<number>`${robotFills.price} * ${robotFills.amount}`.mapWith(Number),
          fee: sql<number | null>`case
            when ${robotFills.feeAsset} = ${robots.quote} then ${robotFills.fee}
            when ${robotFills.feeAsset} = ${robots.base} then ${robotFills.fee} * ${robotFills.price}
          end`.mapWith(numberOrNull),
        })
        .from(robotFills)
        .innerJoin(robots, eq(robots.id, robotFills.botId))
        .where(
          and(
            eq(robots.userId, userId),
            gte(robotFills.at, new Date(span.from)),
            lte(robotFills.at, new Date(span.to)),
            ...marketOf({ web: robotFills.web, base: robots.base, quote: robots.quote }, market),
          ),
        )
        .orderBy(desc(robotFills.at), desc(robotFills.id))
        .limit(limit);
    },

    /** Manual orders that filled, each at its last update; the venue's fee is not recorded for them. */
    async manualOrders(userId: number, span: Span, limit: number, market?: Market): Promise<Transaction[]> {
      const rows = await db
        .select({
          at: tradeOrders.updatedAt,
          web: tradeOrders.web,
          base: tradeOrders.base,
          quote: tradeOrders.quote,
          side: tradeOrders.side,
          price: sql<number>`coalesce(${tradeOrders.average}, ${tradeOrders.price}, 0)`.mapWith(Number),
          amount: tradeOrders.filled,
        })
        .from(tradeOrders)
        .where(
          and(
            eq(tradeOrders.userId, userId),
            gt(tradeOrders.filled, 0),
            gte(tradeOrders.updatedAt, new Date(span.from)),
            lte(tradeOrders.updatedAt, new Date(span.to)),
            ...marketOf(tradeOrders, market),
          ),
        )
        .orderBy(desc(tradeOrders.updatedAt))
        .limit(limit);
      return rows.map((row) => ({ ...row, botId: 0, kind: '', volume: row.amount * row.price, fee: null }));
    },

    /** Settled swaps; gas is a fee in the quote only when the quote is the chain's coin. */
    async settledSwaps(userId: number, span: Span, limit: number, market?: Market): Promise<Transaction[]> {
      const rows = await db
        .select({
          at: dexSwaps.settledAt,
          web: dexSwaps.web,
          base: dexSwaps.base,
          quote: dexSwaps.quote,
          botId: sql<number>`coalesce(${dexSwaps.robotId}, 0)`.mapWith(Number),
          kind: sql<string>`coalesce(${robots.kind}, '')`,
          side: dexSwaps.side,
          price: sql<number>`coalesce(${dexSwaps.price}, ${dexSwaps.quoteAmount} / ${dexSwaps.baseAmount})`.mapWith(Number),
          amount: sql<number>`${dexSwaps.baseAmount}`.mapWith(Number),
          volume: sql<number>`coalesce(${dexSwaps.quoteAmount}, 0)`.mapWith(Number),
          fee: sql<number | null>`case when ${dexSwaps.quote} = dex_chain_coin(${dexSwaps.chain}) then ${dexSwaps.gasFee} end`.mapWith(
            numberOrNull,
          ),
        })
        .from(dexSwaps)
        .leftJoin(robots, eq(robots.id, dexSwaps.robotId))
        .where(
          and(
            eq(dexSwaps.userId, userId),
            eq(dexSwaps.status, 'done'),
            gt(dexSwaps.baseAmount, 0),
            // Settling sets settled_at: a done swap always has one.
            gte(dexSwaps.settledAt, new Date(span.from)),
            lte(dexSwaps.settledAt, new Date(span.to)),
            ...marketOf(dexSwaps, market),
          ),
        )
        .orderBy(desc(dexSwaps.settledAt))
        .limit(limit);
      return rows.map((row) => ({ ...row, at: row.at ?? new Date(span.from) }));
    },
  };
}

export type TransactionsRepository = ReturnType<typeof transactionsRepository>;
