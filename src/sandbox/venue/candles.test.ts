import { describe, expect, it } from 'vitest';
import { CandleSeries, isInterval } from './candles.ts';

const minute = 60_000;
const trade = (id: number, time: number, priceTicks: number, lots = 1, takerBought = true) => ({
  id,
  time,
  priceTicks,
  lots,
  quoteAtoms: BigInt(priceTicks * lots),
  takerBought,
});

describe('candles from trades', () => {
  it('aggregates the trades of one minute into open, high, low, close and volumes', () => {
    const series = new CandleSeries('1m');
    series.add(trade(1, 10 * minute + 1_000, 100, 2));
    series.add(trade(2, 10 * minute + 20_000, 105, 1, false));
    series.add(trade(3, 10 * minute + 59_999, 98, 3));
    expect(series.candles).toEqual([
      {
        openTime: 10 * minute,
        open: 100,
        high: 105,
        low: 98,
        close: 98,
        volumeLots: 6,
        quoteVolume: 599n,
        trades: 3,
        takerBuyLots: 5,
        takerBuyQuote: 494n,
        firstTradeId: 1,
        lastTradeId: 3,
      },
    ]);
  });

  it('serves the latest candles up to now, filling quiet periods with flat candles at the last close', () => {
    const series = new CandleSeries('1m');
    series.add(trade(1, 0, 100));
    series.add(trade(2, 2 * minute, 110));
    const candles = series.query({ limit: 10, now: 4 * minute + 5 });
    expect(candles.map((c) => [c.openTime / minute, c.open, c.close, c.trades])).toEqual([
      [0, 100, 100, 1],
      [1, 100, 100, 0],
      [2, 110, 110, 1],
      [3, 110, 110, 0],
      [4, 110, 110, 0],
    ]);
  });

  it('honours startTime, endTime and limit like Binance', () => {
    const series = new CandleSeries('1m');
    for (let i = 0; i < 10; i++) series.add(trade(i + 1, i * minute, 100 + i));
    const now = 9 * minute + 1;
    expect(series.query({ startTime: 3 * minute, limit: 2, now }).map((c) => c.open)).toEqual([103, 104]);
    expect(series.query({ startTime: 3 * minute, endTime: 5 * minute, limit: 100, now }).map((c) => c.open)).toEqual([103, 104, 105]);
    expect(series.query({ limit: 3, now }).map((c) => c.open)).toEqual([107, 108, 109]);
  });

  it('aligns an hourly series to the hour', () => {
    const series = new CandleSeries('1h');
    series.add(trade(1, 3 * 3_600_000 + 1_234_567, 100));
    expect(series.candles[0]?.openTime).toBe(3 * 3_600_000);
  });

  it('knows the intervals Binance spot offers between 1m and 1d', () => {
    expect(['1m', '5m', '1h', '4h', '1d'].every(isInterval)).toBe(true);
    expect(isInterval('7m')).toBe(false);
    expect(isInterval('toString')).toBe(false);
  });
});
