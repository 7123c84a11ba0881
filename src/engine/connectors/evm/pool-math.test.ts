import { describe, expect, it } from 'vitest';
import { depthLevels, poolPrice, swapOfSize, swapToPrice } from './pool-math.ts';

const pool = { base: 1_000, quote: 2_000, feePercent: 0.3 };

describe('constant-product pool math', () => {
  it('moves the price to a target with the swap the curve asks for, fee included', () => {
    const up = swapToPrice(pool, 2.42);
    // x·y = k: 1000·2000 = 2e6; at price 2.42 the pool holds √(2e6/2.42) = 909.09 base.
    expect(up.amountOut).toBeCloseTo(1_000 - Math.sqrt(2e6 / 2.42), 6);
    expect(up.amountIn).toBeCloseTo((Math.sqrt(2e6 * 2.42) - 2_000) / 0.997, 6);
    const down = swapToPrice(pool, 1.8);
    expect(down.amountIn).toBeCloseTo((Math.sqrt(2e6 / 1.8) - 1_000) / 0.997, 6);
    expect(down.amountOut).toBeCloseTo(2_000 - Math.sqrt(2e6 * 1.8), 6);
  });

  it('agrees with getAmountOut: spending what swapToPrice says lands on the target', () => {
    const needed = swapToPrice(pool, 2.5);
    const done = swapOfSize(pool, 'buy', needed.amountIn);
    expect(done.amountOut).toBeCloseTo(needed.amountOut, 6);
    // The fee stays in the pool, so the price lands a hair above the target.
    expect(done.priceAfter).toBeGreaterThanOrEqual(2.5);
    expect(done.priceAfter).toBeCloseTo(2.5, 2);
    const sold = swapOfSize(pool, 'sell', 10);
    expect(sold.amountOut).toBeCloseTo((10 * 0.997 * 2_000) / (1_000 + 10 * 0.997), 9);
    expect(sold.priceAfter).toBeLessThan(poolPrice(pool));
  });

  it('lays the depth curve out as levels further from the price with base amounts that add up', () => {
    const { asks, bids } = depthLevels(pool, 15);
    expect(asks).toHaveLength(15);
    expect(bids).toHaveLength(13);
    for (let i = 1; i < asks.length; i++) expect(asks[i]![0]).toBeGreaterThan(asks[i - 1]![0]);
    for (let i = 1; i < bids.length; i++) expect(bids[i]![0]).toBeLessThan(bids[i - 1]![0]);
    const boughtToDouble = asks.slice(0, 14).reduce((sum, [, amount]) => sum + amount, 0);
    expect(boughtToDouble).toBeCloseTo(swapToPrice(pool, 4).amountOut, 6);
    expect(asks[0]![0]).toBeCloseTo((2 * 1.0025) / 0.997, 9);
    expect(bids.every(([, amount]) => amount > 0)).toBe(true);
  });
});
