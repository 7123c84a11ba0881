import { describe, expect, it } from 'vitest';
import { PriceHistory } from './price-history.ts';

describe('price history', () => {
  it('gives the low and high of a window, the latest price included', () => {
    const history = new PriceHistory(60_000);
    for (const [at, price] of [
      [0, 100],
      [10_000, 90],
      [20_000, 120],
      [30_000, 110],
    ] as const)
      history.add(at, price);
    expect(history.range(15_000)).toEqual({ low: 110, high: 120 });
    expect(history.range(0)).toEqual({ low: 90, high: 120 });
    expect(history.range(40_000)).toEqual({ low: 110, high: 110 });
  });

  it('forgets prices older than it keeps and ignores late or invalid ones', () => {
    const history = new PriceHistory(1_000);
    history.add(0, 1);
    history.add(500, 2);
    history.add(2_000, 3);
    history.add(1_800, 9);
    history.add(2_100, Number.NaN);
    expect(history.all()).toEqual([{ at: 2_000, price: 3 }]);
  });
});
