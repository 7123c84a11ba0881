import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../mulberry32.ts';
import { batchPrices, distributionMode, planBatch } from './batch-distribution.ts';
import { roundToStep } from './decimals.ts';

const base = {
  side: 'buy' as const,
  priceMin: 90,
  priceMax: 100,
  count: 5,
  totalQuantity: 10,
  floatRange: 0,
  seed: 42,
  priceStep: 0.01,
  amountStep: 0.001,
};

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('batch distribution', () => {
  it('names the mode from the float range: 0% even, 80% or more random, between float', () => {
    expect(distributionMode(0)).toBe('even');
    expect(distributionMode(1)).toBe('float');
    expect(distributionMode(79.9)).toBe('float');
    expect(distributionMode(80)).toBe('random');
    expect(distributionMode(100)).toBe('random');
  });

  it('spreads prices evenly from the best end: buys step down from the upper bound, sells up from the lower', () => {
    expect(batchPrices('buy', 90, 100, 5, 0.01)).toEqual([100, 97.5, 95, 92.5, 90]);
    expect(batchPrices('sell', 90, 100, 5, 0.01)).toEqual([90, 92.5, 95, 97.5, 100]);
    expect(batchPrices('buy', 1, 1, 3, 0.1)).toEqual([1, 1, 1]);
    expect(batchPrices('sell', 90, 100, 1, 0.01)).toEqual([90]);
  });

  it('rounds prices to the tick and keeps them inside the bounds', () => {
    const prices = batchPrices('buy', 0.1, 0.2, 4, 0.01);
    expect(prices).toEqual([0.2, 0.17, 0.13, 0.1]);
    for (const p of batchPrices('sell', 1.005, 1.095, 7, 0.01)) {
      expect(p).toBeGreaterThanOrEqual(1.005);
      expect(p).toBeLessThanOrEqual(1.095);
    }
  });

  it('splits evenly at 0%', () => {
    const plan = planBatch(base);
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.orders.map((o) => o.quantity)).toEqual([2, 2, 2, 2, 2]);
    expect(plan.totalQuantity).toBe(10);
    expect(plan.orders.map((o) => o.index)).toEqual([0, 1, 2, 3, 4]);
  });

  it('gives the rounding remainder to the first orders one lot at a time, never exceeding the total', () => {
    const plan = planBatch({ ...base, count: 3, totalQuantity: 1, amountStep: 0.01 });
    if (!plan.ok) throw new Error('plan failed');
    expect(plan.orders.map((o) => o.quantity)).toEqual([0.34, 0.33, 0.33]);
    expect(plan.totalQuantity).toBe(1);
  });

  it('keeps each size within the float of an even split, adding up to the total', () => {
    const plan = planBatch({ ...base, count: 100, totalQuantity: 1000, floatRange: 30 });
    if (!plan.ok) throw new Error('plan failed');
    const sizes = plan.orders.map((o) => o.quantity);
    for (const size of sizes) {
      expect(size).toBeGreaterThanOrEqual(10 * 0.7);
      expect(size).toBeLessThanOrEqual(10 * 1.3);
    }
    expect(new Set(sizes).size).toBeGreaterThan(50);
    expect(sum(sizes)).toBeCloseTo(1000, 6);
  });

  it('keeps every size within its float and the total exact, whatever the count, total, lot and float', () => {
    const random = mulberry32(7);
    for (let run = 0; run < 3_000; run++) {
      const count = 2 + Math.floor(random() * 60);
      const amountStep = [0.001, 0.01, 1][Math.floor(random() * 3)]!;
      const totalQuantity = roundToStep(count * amountStep * (20 + random() * 2_000), amountStep);
      const floatRange = 1 + Math.floor(random() * 78);
      const plan = planBatch({ ...base, count, totalQuantity, floatRange, amountStep, seed: run });
      if (!plan.ok) continue;
      const even = totalQuantity / count;
      const case_ = JSON.stringify({ count, totalQuantity, floatRange, amountStep });
      for (const { quantity } of plan.orders) {
        expect(quantity, case_).toBeGreaterThanOrEqual(even * (1 - floatRange / 100) - 1e-9);
        expect(quantity, case_).toBeLessThanOrEqual(even * (1 + floatRange / 100) + 1e-9);
      }
      expect(plan.totalQuantity, case_).toBeCloseTo(totalQuantity, 9);
    }
  });

  it('allocates randomly from 80%: sizes vary far beyond a float, yet add up to the total', () => {
    const plan = planBatch({ ...base, count: 200, totalQuantity: 1000, floatRange: 80 });
    if (!plan.ok) throw new Error('plan failed');
    const sizes = plan.orders.map((o) => o.quantity);
    expect(Math.max(...sizes) / Math.min(...sizes)).toBeGreaterThan(5);
    expect(sum(sizes)).toBeCloseTo(1000, 6);
    expect(sizes.every((s) => s > 0)).toBe(true);
  });

  it('gives the same plan for the same seed (the preview is what is placed) and another for another seed', () => {
    const one = planBatch({ ...base, count: 50, floatRange: 50 });
    const again = planBatch({ ...base, count: 50, floatRange: 50 });
    const other = planBatch({ ...base, count: 50, floatRange: 50, seed: 43 });
    expect(again).toEqual(one);
    expect(other).not.toEqual(one);
  });

  it('refuses a total too small for the count at the lot size or below the minimum amount', () => {
    expect(planBatch({ ...base, count: 500, totalQuantity: 0.1, amountStep: 0.001 })).toEqual({ ok: false, reason: 'tooSmall' });
    expect(planBatch({ ...base, count: 5, totalQuantity: 1, minAmount: 0.5 })).toEqual({ ok: false, reason: 'tooSmall' });
    expect(planBatch({ ...base, count: 501 })).toEqual({ ok: false, reason: 'tooSmall' });
    expect(planBatch({ ...base, totalQuantity: 0 })).toEqual({ ok: false, reason: 'tooSmall' });
  });

  it('plans 500 orders with sizes on the lot size', () => {
    const plan = planBatch({ ...base, count: 500, totalQuantity: 50, floatRange: 20, amountStep: 0.001 });
    if (!plan.ok) throw new Error('plan failed');
    expect(plan.orders).toHaveLength(500);
    for (const o of plan.orders) expect(Math.abs(o.quantity * 1000 - Math.round(o.quantity * 1000))).toBeLessThan(1e-6);
  });
});
