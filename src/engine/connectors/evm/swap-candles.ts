// Candles built from a pool's swaps: one per period from the first swap on, a period without
// swaps carries the last close with no volume (a pool's price stands still until someone trades).
import { KLINE_PERIOD_SECONDS, type KlinePeriodKey } from '../../../shared/contracts/markets/get-kline.ts';
import type { Candle, PublicTrade } from '../types.ts';

/** The last `limit` candles of `period` up to `now`, oldest first; trades must be in time order. */
export function candlesFromTrades(trades: readonly PublicTrade[], period: string, limit: number, now: number): Candle[] {
  const seconds = KLINE_PERIOD_SECONDS[period as KlinePeriodKey];
  if (!seconds) throw new Error(`unknown candle period ${period}`);
  const size = seconds * 1000;
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
