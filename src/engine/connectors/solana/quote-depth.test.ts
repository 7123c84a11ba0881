import { describe, expect, it } from 'vitest';
import { depthFromLadders, ladderSizes, probeSize, type QuotePoint, quoteSizeFor } from './quote-depth.ts';

/** A constant-product pool's quote with a fee in basis points (what the sandbox program computes). */
const cpQuote = (reserveIn: bigint, reserveOut: bigint, feeBps: bigint) => (amountIn: bigint) => {
  const kept = (amountIn * (10_000n - feeBps)) / 10_000n;
  return (reserveOut * kept) / (reserveIn + kept);
};

const DECIMALS = { baseDecimals: 9, quoteDecimals: 6 };
const SOL = 10n ** 9n;
// 2,000 SOL against 300,000 USDC: 150 USDC a SOL, 0.3% fee.
const sell = cpQuote(2_000n * SOL, 300_000n * 10n ** 6n, 30n);
const buy = cpQuote(300_000n * 10n ** 6n, 2_000n * SOL, 30n);
const ladder = (quote: (amount: bigint) => bigint, sizes: bigint[]): QuotePoint[] =>
  sizes.map((amountIn) => ({ amountIn, amountOut: quote(amountIn) }));

describe('the book drawn from quotes', () => {
  const sizes = ladderSizes(SOL, 10);
  const sells = ladder(sell, sizes);
  const buys = ladder(
    buy,
    sizes.map((size) => quoteSizeFor(size, sells[0]!)),
  );
  const { bids, asks } = depthFromLadders(sells, buys, DECIMALS);

  it('doubles its sizes from the probe', () => {
    expect(ladderSizes(5n, 4)).toEqual([5n, 10n, 20n, 40n]);
  });

  it('prices the best levels at the pool price less and plus the fee, and worsens down the book', () => {
    expect(bids[0]![0]).toBeCloseTo(150 * 0.997, 0);
    expect(asks[0]![0]).toBeCloseTo(150 / 0.997, 0);
    for (let i = 1; i < bids.length; i++) expect(bids[i]![0]).toBeLessThan(bids[i - 1]![0]);
    for (let i = 1; i < asks.length; i++) expect(asks[i]![0]).toBeGreaterThan(asks[i - 1]![0]);
    expect(bids[0]![0]).toBeLessThan(asks[0]![0]);
  });

  it('adds up to what a swap of the ladder’s top brings', () => {
    const top = sells.at(-1)!;
    const baseSold = bids.reduce((sum, [, amount]) => sum + amount, 0);
    const quoteReceived = bids.reduce((sum, [price, amount]) => sum + price * amount, 0);
    expect(baseSold).toBeCloseTo(Number(top.amountIn) / 1e9, 6);
    expect(quoteReceived).toBeCloseTo(Number(top.amountOut) / 1e6, 3);
    const baseBought = asks.reduce((sum, [, amount]) => sum + amount, 0);
    expect(baseBought).toBeCloseTo(Number(buys.at(-1)!.amountOut) / 1e9, 6);
  });

  it('joins a step that did no worse into the level before it, and skips a step that brought nothing', () => {
    // A router that split the second size across two pools got a better rate for it.
    const levels = depthFromLadders(
      [
        { amountIn: 1_000n, amountOut: 100n },
        { amountIn: 2_000n, amountOut: 210n },
        { amountIn: 3_000n, amountOut: 210n },
        { amountIn: 4_000n, amountOut: 290n },
      ],
      [],
      { baseDecimals: 0, quoteDecimals: 0 },
    );
    expect(levels.bids).toEqual([
      [0.105, 2_000],
      [0.08, 1_000],
    ]);
    expect(levels.asks).toEqual([]);
  });

  it('sizes the buy side at the probe’s rate', () => {
    expect(quoteSizeFor(4n, { amountIn: 2n, amountOut: 300n })).toBe(600n);
    expect(quoteSizeFor(4n, { amountIn: 0n, amountOut: 0n })).toBe(0n);
  });

  it('grows the probe a thousandfold until its price has six significant digits, three times at most', async () => {
    const sizes: bigint[] = [];
    // A token worth a millionth of its quote, both of 6 decimals: a whole token brings one unit.
    const cheap = async (units: bigint) => {
      sizes.push(units);
      return units / 1_000_000n;
    };
    expect(await probeSize(cheap, 1_000_000n)).toEqual({ probe: 1_000_000_000_000n, out: 1_000_000n });
    expect(sizes).toEqual([1_000_000n, 1_000_000_000n, 1_000_000_000_000n]);
    const worthless = async () => 0n;
    expect(await probeSize(worthless, 1n)).toEqual({ probe: 1_000_000_000n, out: 0n });
    const pool = cpQuote(2_000n * 10n ** 9n, 300_000n * 10n ** 6n, 30n);
    expect(await probeSize(async (units) => pool(units), 10n ** 9n)).toEqual({
      probe: 10n ** 9n,
      out: 149_475_486n,
    });
  });
});
