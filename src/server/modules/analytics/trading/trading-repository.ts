// Queries of /data's trading figures over trade_hourly (the rollup the database keeps by triggers,
// migration 0011): a 30-day view reads at most 720 rows per market and bot, however many fills they
// stand for. Its key (user_id, hour, …) is the index every query here walks.
import { and, eq, gte, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TradingFigures } from '../../../../shared/contracts/data/index.ts';
import type { Db } from '../../../db/database.ts';
import { assetSnapshots, tradeHourly } from '../../../db/schema/index.ts';

export interface Market {
  web: string;
  base: string;
  quote: string;
}

export interface Span {
  from: number;
  to: number;
}

const sumOf = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

const figureColumns = {
  buy_amount: sumOf(tradeHourly.buyAmount),
  buy_volume: sumOf(tradeHourly.buyVolume),
  sell_amount: sumOf(tradeHourly.sellAmount),
  sell_volume: sumOf(tradeHourly.sellVolume),
  fills: sumOf(tradeHourly.fills),
  fees: sumOf(tradeHourly.fees),
  realised_profit: sumOf(tradeHourly.realisedProfit),
};

function hoursOf(userId: number, span: Span, market?: Market): SQL | undefined {
  return and(
    eq(tradeHourly.userId, userId),
    gte(tradeHourly.hour, new Date(span.from)),
    lt(tradeHourly.hour, new Date(span.to)),
    ...(market ? [eq(tradeHourly.web, market.web), eq(tradeHourly.base, market.base), eq(tradeHourly.quote, market.quote)] : []),
  );
}

export function tradingRepository(db: Db) {
  return {
    /** The span's figures per day in the zone `utcOffset` minutes east of UTC (an hour counts to the day it begins on) and quote. */
    dailyByQuote(
      userId: number,
      span: Span,
      utcOffset: number,
      market?: Market,
    ): Promise<Array<TradingFigures & { day: string; quote: string; marketKind: string }>> {
      const day = sql<string>`to_char((${tradeHourly.hour} at time zone 'UTC') + ${utcOffset}::int * interval '1 minute', 'YYYY-MM-DD')`;
      return db
        .select({ day, quote: tradeHourly.quote, marketKind: tradeHourly.marketKind, ...figureColumns })
        .from(tradeHourly)
        .where(hoursOf(userId, span, market))
        .groupBy(sql`1`, sql`2`, sql`3`);
    },

    /** The span's figures per bot (0: manual), market and market kind (spot or the pair's perpetual). */
    byBot(
      userId: number,
      span: Span,
      market?: Market,
    ): Promise<Array<TradingFigures & Market & { bot_id: number; kind: string; marketKind: string }>> {
      return db
        .select({
          bot_id: tradeHourly.botId,
          kind: sql<string>`max(${tradeHourly.kind})`,
          web: tradeHourly.web,
          base: tradeHourly.base,
          quote: tradeHourly.quote,
          marketKind: tradeHourly.marketKind,
          ...figureColumns,
        })
        .from(tradeHourly)
        .where(hoursOf(userId, span, market))
        .groupBy(tradeHourly.botId, tradeHourly.web, tradeHourly.base, tradeHourly.quote, tradeHourly.marketKind);
    },

    /** Every market with trading since `since`. */
    tradedMarkets(userId: number, since: number): Promise<Market[]> {
      return db
        .selectDistinct({ web: tradeHourly.web, base: tradeHourly.base, quote: tradeHourly.quote })
        .from(tradeHourly)
        .where(and(eq(tradeHourly.userId, userId), gte(tradeHourly.hour, new Date(since))))
        .orderBy(tradeHourly.web, tradeHourly.base, tradeHourly.quote);
    },

    /** The newest USDT price of each asset in the user's snapshots taken since `since`. */
    async snapshotPrices(userId: number, assets: string[], since: number): Promise<Map<string, number>> {
      if (assets.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([assetSnapshots.asset], { asset: assetSnapshots.asset, price: assetSnapshots.priceUsdt })
        .from(assetSnapshots)
        .where(
          and(
            eq(assetSnapshots.userId, userId),
            gte(assetSnapshots.takenAt, new Date(since)),
            inArray(assetSnapshots.asset, assets),
            isNotNull(assetSnapshots.priceUsdt),
          ),
        )
        .orderBy(assetSnapshots.asset, sql`${assetSnapshots.takenAt} desc`);
      return new Map(rows.flatMap((row) => (row.price === null ? [] : [[row.asset, row.price] as const])));
    },
  };
}

export type TradingRepository = ReturnType<typeof tradingRepository>;
