import { describe, expect, it } from 'vitest';
import { type DepthLevel, depthCurve, nearLevels, poolPriceOf } from './depth-curve.ts';

// A constant-product pool of 1,000 CAKE and 2,000 BNB (price 2) without a fee, described the way
// get_pankou describes a pool: levels at fixed moves, each with the base amount between it and the
// level before.
const BASE = 1000;
const QUOTE = 2000;
const K = BASE * QUOTE;
const PRICE = QUOTE / BASE;
const MOVES = [0.0025, 0.005, 0.01, 0.02, 0.05];

/** Base held by the pool when its price is p: x = √(k/p). */
const baseAt = (price: number) => Math.sqrt(K / price);
const quoteAt = (price: number) => Math.sqrt(K * price);

function side(direction: 1 | -1): DepthLevel[] {
  let previous = PRICE;
  return MOVES.map((move) => {
    const price = PRICE * (1 + direction * move);
    const level: DepthLevel = [price, Math.abs(baseAt(previous) - baseAt(price))];
    previous = price;
    return level;
  });
}

describe('a pool’s depth curve', () => {
  const curve = depthCurve(side(-1), side(1));

  it('finds the pool price between the nearest bid and ask', () => {
    expect(curve.poolPrice).toBeCloseTo(PRICE * Math.sqrt(1 - 0.0025 ** 2), 12);
    expect(poolPriceOf(undefined, 2.5)).toBe(2.5);
    expect(poolPriceOf(undefined, undefined)).toBeNull();
  });

  it('adds up what buying to each level above the price costs and brings', () => {
    const plusTwo = curve.asks[3]!;
    expect(plusTwo.changePercent).toBeCloseTo(2, 3);
    expect(plusTwo.base).toBeCloseTo(BASE - baseAt(PRICE * 1.02), 9);
    // Paying the exact constant-product cost: the quote the pool gains.
    expect(plusTwo.quote).toBeCloseTo(quoteAt(PRICE * 1.02) - QUOTE, 2);
  });

  it('adds up what selling to each level below the price takes and brings', () => {
    const minusFive = curve.bids[4]!;
    expect(minusFive.changePercent).toBeCloseTo(-5, 3);
    expect(minusFive.base).toBeCloseTo(baseAt(PRICE * 0.95) - BASE, 9);
    expect(minusFive.quote).toBeCloseTo(QUOTE - quoteAt(PRICE * 0.95), 2);
  });

  it('takes the levels nearest first whatever order they come in, and skips empty prices', () => {
    const shuffled = depthCurve([...side(-1)].reverse(), [[0, 5], ...side(1).reverse()]);
    expect(shuffled.asks.map((point) => point.price)).toEqual(curve.asks.map((point) => point.price));
    expect(shuffled.bids.map((point) => point.base)).toEqual(curve.bids.map((point) => point.base));
  });

  it('is empty without levels', () => {
    expect(depthCurve([], [])).toEqual({ poolPrice: null, asks: [], bids: [] });
  });
});

describe('the near levels of a depth curve', () => {
  it('keep the first levels of each side and the pool price', () => {
    const curve = depthCurve(side(-1), side(1));
    const near = nearLevels(curve, 2);
    expect(near.poolPrice).toBe(curve.poolPrice);
    expect(near.asks).toEqual(curve.asks.slice(0, 2));
    expect(near.bids).toEqual(curve.bids.slice(0, 2));
  });
});
