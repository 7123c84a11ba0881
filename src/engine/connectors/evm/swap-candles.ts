// Candles built from a pool's swaps: one per period from the first swap on, a period without
// swaps carries the last close with no volume (a pool's price stands still until someone trades).
import type { Candle, PublicTrade } from '../types.ts';

const MINUTE = 60_000;
export const PERIOD_MS: Record<string, number> = {
  '1m': MINUTE,
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '30m': 30 * MINUTE,
  '1h': 60 * MINUTE,
  '4h': 240 * MINUTE,
  '1d': 1_440 * MINUTE,
  '1w': 10_080 * MINUTE,
};

/** The last `limit` candles of `period` up to `now`, oldest first; trades must be in time order. */
export function candlesFromTrades(trades: readonly PublicTrade[], period: string, limit: number, now: number): Candle[] {
  const size = PERIOD_MS[period];
  if (!size) throw new Error(`unknown candle period ${period}`);
  if (trades.length === 0) return [];
  // A chain's clock may run ahead of ours (a block's time is at least one second past the last
  // block's): its latest swap still gets its candle.
  const last = Math.floor(Math.max(now, trades[trades.length - 1]!.timestamp) / size) * size;
  const first = Math.max(Math.floor(trades[0]!.timestamp / size) * size, last - (limit - 1) * size);
  const candles: Candle[] = [];
  let index = 0;
  let close: number | null = null;
  // Trades before the window only set the opening price.
  while (index < trades.length && trades[index]!.timestamp < first) close = trades[index++]!.price;
  for (let start = first; start <= last; start += size) {
    let candle: Candle | null = close === null ? null : [start, close, close, close, close, 0];
    while (index < trades.length && trades[index]!.timestamp < start + size) {
      const { price, amount } = trades[index++]!;
      if (!candle) candle = [start, price, price, price, price, 0];
      candle[2] = Math.max(candle[2], price);
      candle[3] = Math.min(candle[3], price);
      candle[4] = price;
      candle[5] += amount;
    }
    if (candle) {
      candles.push(candle);
      close = candle[4];
    }
  }
  return candles;
}
