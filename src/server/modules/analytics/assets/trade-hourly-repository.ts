// Reads trade_hourly (kept by triggers on the tables that record trades; this module never writes
// it) for a statement: what each bot, and manual trading as bot 0, traded and realised on each
// market over a span, in the market's quote currency.
import { and, eq, gte, lt, sum } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { tradeHourly } from '../../../db/schema/index.ts';

export interface MarketResult {
  web: string;
  base: string;
  quote: string;
  /** 0 for manual orders and batches. */
  botId: number;
  kind: string;
  /** Quote spent on buys plus quote received for sells. */
  volume: number;
  realisedProfit: number;
}

export function tradeHourlyRepository(db: Db) {
  return {
    /** Per market and bot, the hours starting in [from, to). */
    async results(userId: number, from: Date, to: Date): Promise<MarketResult[]> {
      const rows = await db
        .select({
          web: tradeHourly.web,
          base: tradeHourly.base,
          quote: tradeHourly.quote,
          botId: tradeHourly.botId,
          kind: tradeHourly.kind,
          buyVolume: sum(tradeHourly.buyVolume).mapWith(Number),
          sellVolume: sum(tradeHourly.sellVolume).mapWith(Number),
          realisedProfit: sum(tradeHourly.realisedProfit).mapWith(Number),
        })
        .from(tradeHourly)
        .where(and(eq(tradeHourly.userId, userId), gte(tradeHourly.hour, from), lt(tradeHourly.hour, to)))
        .groupBy(tradeHourly.web, tradeHourly.base, tradeHourly.quote, tradeHourly.botId, tradeHourly.kind);
      return rows.map(({ buyVolume, sellVolume, ...row }) => ({
        ...row,
        volume: (buyVolume ?? 0) + (sellVolume ?? 0),
        realisedProfit: row.realisedProfit ?? 0,
      }));
    },
  };
}

export type TradeHourlyRepository = ReturnType<typeof tradeHourlyRepository>;
