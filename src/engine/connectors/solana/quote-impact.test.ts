import { describe, expect, it } from 'vitest';
import { type QuoteOf, QuoteImpact } from './quote-impact.ts';

/** A constant-product pool of 2,000 SOL (9 decimals) and 300,000 USDC (6 decimals), 0.3% fee. */
const BASE = 2_000n * 10n ** 9n;
const QUOTE = 300_000n * 10n ** 6n;
const FEE_BPS = 30n;
const afterFee = (units: bigint) => (units * (10_000n - FEE_BPS)) / 10_000n;
const pool: QuoteOf = async (side, unitsIn) =>
  side === 'sell' ? (QUOTE * afterFee(unitsIn)) / (BASE + afterFee(unitsIn)) : (BASE * afterFee(unitsIn)) / (QUOTE + afterFee(unitsIn));
const market = { baseDecimals: 9, quoteDecimals: 6, probe: 10n ** 9n };
/** The pool's price (USDC a SOL) after a swap, from its reserves. */
const spotAfter = (side: 'sell' | 'buy', unitsIn: bigint, out: bigint) =>
  side === 'sell' ? Number(QUOTE - out) / 1e6 / (Number(BASE + unitsIn) / 1e9) : Number(QUOTE + unitsIn) / 1e6 / (Number(BASE - out) / 1e9);

describe('QuoteImpact', () => {
  it('reads the price before, the fee, and what a sell of a size does, as the pool’s reserves would', async () => {
    const impact = await new QuoteImpact(pool, market).ofSize('sell', 100n * 10n ** 9n);
    expect(impact.priceBefore).toBeCloseTo(150, 0);
    expect(Math.abs(impact.priceBefore / 150 - 1)).toBeLessThan(0.002);
    expect(impact.feePercent).toBeCloseTo(0.3, 2);
    const out = await pool('sell', 100n * 10n ** 9n);
    expect(impact.amountIn).toBe(100);
    expect(impact.amountOut).toBe(Number(out) / 1e6);
    expect(Math.abs(impact.priceAfter / spotAfter('sell', 100n * 10n ** 9n, out) - 1)).toBeLessThan(0.002);
  });

  it('finds the buy that lifts the price to a target', async () => {
    const impact = await new QuoteImpact(pool, market).toPrice('buy', 165);
    expect(Math.abs(impact.priceAfter / 165 - 1)).toBeLessThan(0.002);
    const spent = BigInt(Math.round(impact.amountIn * 1e6));
    expect(Math.abs(spotAfter('buy', spent, await pool('buy', spent)) / 165 - 1)).toBeLessThan(0.003);
    expect(impact.amountOut).toBeGreaterThan(0);
  });

  it('finds the sell that lowers the price to a target', async () => {
    const impact = await new QuoteImpact(pool, market).toPrice('sell', 120);
    expect(Math.abs(impact.priceAfter / 120 - 1)).toBeLessThan(0.002);
    expect(impact.amountIn).toBeGreaterThan(200);
  });

  it('answers a swap past a pool’s depth with its own average rate', async () => {
    const shallow: QuoteOf = async (side, unitsIn) => ((await pool(side, unitsIn)) > 10n ** 9n ? 10n ** 9n : pool(side, unitsIn));
    const impact = await new QuoteImpact(shallow, market).ofSize('buy', 10n ** 12n);
    expect(impact.amountOut).toBe(1);
    expect(Math.abs(impact.priceAfter / 1_000_000 - 1)).toBeLessThan(0.005);
  });
});
