// Shared pieces of the analytics calls (spec §1 data and asset reports, §2 /data, /property,
// /realTimeData, §9 history windows 7/15/30 days and reports 1/3/6 months).
import { z } from 'zod';
import { coinField, webField } from '../markets/pair.ts';

export const HISTORY_WINDOWS = [7, 15, 30] as const;
export type HistoryWindow = (typeof HISTORY_WINDOWS)[number];
export const REPORT_MONTHS = [1, 3, 6] as const;
export type ReportMonths = (typeof REPORT_MONTHS)[number];

export const historyWindowField = z.union(
  HISTORY_WINDOWS.map((days) => z.literal(days)),
  'validation.data.window',
);
export const reportMonthsField = z.union(
  REPORT_MONTHS.map((months) => z.literal(months)),
  'validation.data.months',
);

/** A market filter: all three for one market, none for the total across every market. */
export const marketFilterFields = {
  web: webField.optional(),
  yenUnit1: coinField.optional(),
  yenUnit2: coinField.optional(),
};

/** 'cex': a bound exchange account (source is its venue id); 'dex': the user's wallets on a chain (source is the chain). */
export const SOURCE_TYPES = ['cex', 'dex'] as const;
export const sourceTypeField = z.enum(SOURCE_TYPES);

/** What was traded over a span: amounts in base, volumes, fees and profit in quote (USDT in a total). */
export const tradingFigures = z.object({
  buy_amount: z.number(),
  buy_volume: z.number(),
  sell_amount: z.number(),
  sell_volume: z.number(),
  fills: z.number().int(),
  fees: z.number(),
  realised_profit: z.number(),
});
export type TradingFigures = z.infer<typeof tradingFigures>;

/** Spot, or futures (a pair's perpetual): counted apart, each with its own fills and realised P&L. */
export const MARKET_KINDS = ['spot', 'futures'] as const;
export type MarketKindName = (typeof MARKET_KINDS)[number];

/** One market a user has traded, for the market picker. */
export const tradedMarket = z.object({
  web: z.string(),
  /** The venue's display name. */
  web_name: z.string(),
  yenUnit1: z.string(),
  yenUnit2: z.string(),
});
export type TradedMarket = z.infer<typeof tradedMarket>;
