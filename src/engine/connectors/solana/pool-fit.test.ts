import { describe, expect, it } from 'vitest';
import { PoolFit, type PoolQuote } from './pool-fit.ts';

/** A constant-product pool's exact-in quotes, the fee taken from the input, rounded down as programs do. */
function constantProduct(base: bigint, quote: bigint, feeBps: bigint): PoolQuote {
  return async (side, unitsIn) => {
    const [reserveIn, reserveOut] = side === 'sell' ? [base, quote] : [quote, base];
    const net = (unitsIn * (10_000n - feeBps)) / 10_000n;
    return (reserveOut * net) / (reserveIn + net);
  };
}

describe('a pool fitted from quotes', () => {
  it('recovers a constant-product pool’s reserves, price and fee', async () => {
    // 2,000,000 DEMO (6 decimals) against 300 SOL (9 decimals), 0.25% fee.
    const fit = new PoolFit(constantProduct(2_000_000n * 10n ** 6n, 300n * 10n ** 9n, 25n), { base: 6, quote: 9 });
    const pool = await fit.read();
    expect(pool!.base).toBeCloseTo(2_000_000, -3);
    expect(pool!.quote).toBeCloseTo(300, 0);
    expect(pool!.price).toBeCloseTo(300 / 2_000_000, 8);
    expect(pool!.feePercent).toBeCloseTo(0.25, 2);
  });

  it('fits a shallow pool and a deep one alike', async () => {
    for (const [base, quote] of [
      [5_000n, 2n],
      [10_000_000_000n, 1_000_000n],
    ] as const) {
      const fit = new PoolFit(constantProduct(base * 10n ** 9n, quote * 10n ** 9n, 30n), { base: 9, quote: 9 });
      const pool = await fit.read();
      expect(pool!.base / Number(base)).toBeCloseTo(1, 2);
      expect(pool!.quote / Number(quote)).toBeCloseTo(1, 2);
    }
  });

  it('says nothing of a pair without a route', async () => {
    const fit = new PoolFit(async () => 0n, { base: 6, quote: 9 });
    expect(await fit.read()).toBeNull();
  });

  it('reads the pool again in three quotes once it knows its sizes', async () => {
    let quotes = 0;
    const counted: PoolQuote = async (side, unitsIn) => {
      quotes += 1;
      return constantProduct(5_000n * 10n ** 9n, 2n * 10n ** 9n, 30n)(side, unitsIn);
    };
    const fit = new PoolFit(counted, { base: 9, quote: 9 });
    const first = await fit.read();
    quotes = 0;
    expect(await fit.read()).toEqual(first);
    expect(quotes).toBe(3);
  });
});
