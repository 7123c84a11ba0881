import { describe, expect, it } from 'vitest';
import type { PublicTrade } from '../types.ts';
import { candlesFromTrades } from './swap-candles.ts';

const trade = (timestamp: number, price: number, amount = 1): PublicTrade => ({
  id: String(timestamp),
  timestamp,
  side: 'buy',
  price,
  amount,
});

describe('candles from swaps', () => {
  it('groups swaps by period and carries the close over periods without swaps', () => {
    const trades = [trade(60_000, 10, 2), trade(90_000, 12, 1), trade(100_000, 9, 3), trade(250_000, 11, 1)];
    expect(candlesFromTrades(trades, '1m', 10, 299_000)).toEqual([
      [60_000, 10, 12, 9, 9, 6],
      [120_000, 9, 9, 9, 9, 0],
      [180_000, 9, 9, 9, 9, 0],
      [240_000, 9, 11, 9, 11, 1],
    ]);
  });

  it('keeps the last `limit` periods, opening at the close before them', () => {
    const trades = [trade(0, 5), trade(61_000, 6), trade(121_000, 7), trade(181_000, 8)];
    expect(candlesFromTrades(trades, '1m', 2, 200_000)).toEqual([
      [120_000, 6, 7, 6, 7, 1],
      [180_000, 7, 8, 7, 8, 1],
    ]);
    expect(candlesFromTrades([], '1m', 5, 0)).toEqual([]);
  });

  it("gives a swap stamped ahead of the caller's clock its candle", () => {
    expect(candlesFromTrades([trade(10_000, 5), trade(70_000, 6)], '1m', 5, 30_000)).toEqual([
      [0, 5, 5, 5, 5, 1],
      [60_000, 5, 6, 5, 6, 1],
    ]);
  });
});
