// A Solana venue's book, drawn from quotes. Its pools are reached through a swap API (a venue is
// the `dexes` filter of an aggregator's routes), whose pools may be of any design, so the depth
// curve is measured rather than computed from reserves: quotes at sizes doubling from a probe
// ("ladders"), each step between two quotes one book level, priced at the step's own rate. The
// levels then add up to what a swap of the ladder's top would do, fee and price impact included.
import type { BookLevel } from '../types.ts';

/** One quote: base units in, base units out. */
export interface QuotePoint {
  amountIn: bigint;
  amountOut: bigint;
}

export interface PairDecimals {
  baseDecimals: number;
  quoteDecimals: number;
}

/** The smallest output a probe must bring for its price to have six significant digits. */
export const PROBE_MIN_OUT = 1_000_000n;
/** Times the probe may grow a thousandfold to bring a precise price (a token worth a millionth of its quote). */
const PROBE_GROWTHS = 3;

/**
 * The base units a pair's prices are probed with: `start` (one whole token), grown a thousandfold
 * until selling it brings PROBE_MIN_OUT; with what selling it brings.
 */
export async function probeSize(sell: (units: bigint) => Promise<bigint>, start: bigint): Promise<{ probe: bigint; out: bigint }> {
  let probe = start;
  let out = await sell(probe);
  for (let growth = 0; out < PROBE_MIN_OUT && growth < PROBE_GROWTHS; growth += 1) {
    probe *= 1_000n;
    out = await sell(probe);
  }
  return { probe, out };
}

/** Sizes doubling from `probe`: `levels` of them. */
export function ladderSizes(probe: bigint, levels: number): bigint[] {
  return Array.from({ length: levels }, (_, k) => probe << BigInt(k));
}

/**
 * Levels from one ladder, best first. `level` turns a step (units in, units out) into a book
 * level. A step whose rate is no worse than the level before it (a router splitting a larger swap
 * across pools can do better per unit) joins that level, so prices only worsen down the book; a
 * step that brought nothing more is no level.
 */
function levelsOf(
  ladder: readonly QuotePoint[],
  level: (unitsIn: number, unitsOut: number) => BookLevel,
  better: (price: number, than: number) => boolean,
): BookLevel[] {
  const levels: BookLevel[] = [];
  let previous: QuotePoint = { amountIn: 0n, amountOut: 0n };
  let last: { unitsIn: number; unitsOut: number } | null = null;
  for (const point of ladder) {
    const unitsIn = Number(point.amountIn - previous.amountIn);
    const unitsOut = Number(point.amountOut - previous.amountOut);
    previous = point;
    if (unitsIn <= 0 || unitsOut <= 0) continue;
    if (last && !better(level(last.unitsIn, last.unitsOut)[0], level(unitsIn, unitsOut)[0])) {
      last = { unitsIn: last.unitsIn + unitsIn, unitsOut: last.unitsOut + unitsOut };
      levels[levels.length - 1] = level(last.unitsIn, last.unitsOut);
      continue;
    }
    last = { unitsIn, unitsOut };
    levels.push(level(unitsIn, unitsOut));
  }
  return levels;
}

/**
 * The book from two ladders. `sells` swap base for quote (the bids: a level's price is quote out
 * per base in, its amount the base sold); `buys` swap quote for base (the asks: quote in per base
 * out, its amount the base bought). Prices and amounts in whole tokens.
 */
export function depthFromLadders(
  sells: readonly QuotePoint[],
  buys: readonly QuotePoint[],
  decimals: PairDecimals,
): { bids: BookLevel[]; asks: BookLevel[] } {
  const base = (units: number) => units / 10 ** decimals.baseDecimals;
  const quote = (units: number) => units / 10 ** decimals.quoteDecimals;
  return {
    bids: levelsOf(
      sells,
      (baseIn, quoteOut) => [quote(quoteOut) / base(baseIn), base(baseIn)],
      (price, than) => price > than,
    ),
    asks: levelsOf(
      buys,
      (quoteIn, baseOut) => [quote(quoteIn) / base(baseOut), base(baseOut)],
      (price, than) => price < than,
    ),
  };
}

/** Quote units that buy about as much base as `baseUnits` sold for `sold` (the probe's rate). */
export function quoteSizeFor(baseUnits: bigint, sold: QuotePoint): bigint {
  if (sold.amountIn === 0n) return 0n;
  return (baseUnits * sold.amountOut) / sold.amountIn;
}
