import { describe, expect, it } from 'vitest';
import { MarketSeries } from './market-data.ts';

const minute = 60_000;
const trade = (id: number, time: number, priceTicks: number, lots = 10) => ({
  id,
  time,
  priceTicks,
  lots,
  quoteAtoms: BigInt(priceTicks * lots),
  buyerIsMaker: false,
});

describe('rolling 24-hour statistics', () => {
  it('covers the trades of the last 24 hours and reports the close before them', () => {
    const series = new MarketSeries();
    series.record(trade(1, 0, 90));
    series.record(trade(2, 2 * minute, 100));
    series.record(trade(3, 24 * 60 * minute, 120));
    series.record(trade(4, 24 * 60 * minute + 30_000, 110, 5));
    const stats = series.dayStats(24 * 60 * minute + 40_000)!;
    expect(stats).toMatchObject({
      openTicks: 100,
      highTicks: 120,
      lowTicks: 100,
      lastTicks: 110,
      prevCloseTicks: 90,
      lastLots: 5,
      volumeLots: 25,
      firstId: 2,
      lastId: 4,
      count: 3,
    });
  });

  it('has no statistics before the first trade, and keeps only the recent tape', () => {
    const series = new MarketSeries();
    expect(series.dayStats(0)).toBeNull();
    for (let i = 1; i <= 1_200; i++) series.record(trade(i, i, 100));
    expect(series.tape).toHaveLength(1_000);
    expect(series.tape[0]?.id).toBe(201);
  });
});
