import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { freshness, marketPairFields } from './pair.ts';

export const KLINE_PERIODS = ['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w'] as const;
export type KlinePeriodKey = (typeof KLINE_PERIODS)[number];

const MINUTE = 60;
/** Each candle period's length in seconds. */
export const KLINE_PERIOD_SECONDS: Record<KlinePeriodKey, number> = {
  '1m': MINUTE,
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '30m': 30 * MINUTE,
  '1h': 60 * MINUTE,
  '4h': 240 * MINUTE,
  '1d': 1_440 * MINUTE,
  '1w': 10_080 * MINUTE,
};

/** Candles of a market from its shared feed: [open time, open, high, low, close, base volume], oldest first. */
export const getKline = defineCall({
  module: 'Markets',
  action: 'get_kline',
  auth: 'user',
  request: z.object({
    ...marketPairFields,
    period: z.enum(KLINE_PERIODS, 'validation.period').default('1m'),
    limit: z.number().int().min(1).max(1000).default(200),
  }),
  response: z.object({
    candles: z.array(z.tuple([z.number(), z.number(), z.number(), z.number(), z.number(), z.number()])),
    ...freshness,
  }),
});
