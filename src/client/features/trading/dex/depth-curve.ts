// A pool's depth curve from the synthetic book get_pankou gives for a DEX pair: asks are price
// levels above the pool price, each [price a buyer pays there (fee included), base amount bought
// between the level before and this one]; bids likewise below for a seller. Added up level by level
// this says what moving the price costs: "+1%: pay X BNB, get Y CAKE".
//
// The quote side of each step is worked out from the base amount: in a constant-product pool
// (x·y = k) a swap that moves the marginal price from p0 to p1 trades at exactly √(p0·p1), and the
// fee scales both bounds alike. The first step starts from the pool price itself (the fee-free
// marginal price), so it is off by about half the fee on that one step.

/** [price, amount] */
export type DepthLevel = readonly [number, number];

export interface DepthPoint {
  /** The level's price. */
  price: number;
  /** Its distance from the pool price in percent (positive above, negative below). */
  changePercent: number;
  /** Base amount bought (asks) or sold (bids) to reach this level from the pool price. */
  base: number;
  /** Quote amount paid (asks) or received (bids) for it. */
  quote: number;
}

export interface DepthCurve {
  /** The pool price the moves are measured from; null with no level on either side. */
  poolPrice: number | null;
  /** Nearest level first. */
  asks: DepthPoint[];
  bids: DepthPoint[];
}

/**
 * The pool price between the two sides: the geometric mean of the nearest ask and bid, which sit
 * the same move above and below it (the fee, added to one and taken from the other, cancels).
 */
export function poolPriceOf(bestBid: number | undefined, bestAsk: number | undefined): number | null {
  if (bestBid !== undefined && bestAsk !== undefined && bestBid > 0 && bestAsk > 0) return Math.sqrt(bestBid * bestAsk);
  return bestBid ?? bestAsk ?? null;
}

function accumulate(levels: readonly DepthLevel[], poolPrice: number): DepthPoint[] {
  const points: DepthPoint[] = [];
  let base = 0;
  let quote = 0;
  let previous = poolPrice;
  for (const [price, amount] of levels) {
    if (!(price > 0) || !(amount >= 0)) continue;
    base += amount;
    quote += amount * Math.sqrt(previous * price);
    previous = price;
    points.push({ price, changePercent: (price / poolPrice - 1) * 100, base, quote });
  }
  return points;
}

export function depthCurve(bids: readonly DepthLevel[], asks: readonly DepthLevel[]): DepthCurve {
  // Nearest first whatever order they come in: asks rising, bids falling.
  const sortedAsks = [...asks].sort((a, b) => a[0] - b[0]);
  const sortedBids = [...bids].sort((a, b) => b[0] - a[0]);
  const poolPrice = poolPriceOf(sortedBids[0]?.[0], sortedAsks[0]?.[0]);
  if (poolPrice === null || !(poolPrice > 0)) return { poolPrice: null, asks: [], bids: [] };
  return { poolPrice, asks: accumulate(sortedAsks, poolPrice), bids: accumulate(sortedBids, poolPrice) };
}

/** The levels nearest the pool price, `count` a side (the chart and table show these unless asked for all). */
export function nearLevels(curve: DepthCurve, count: number): DepthCurve {
  return { poolPrice: curve.poolPrice, asks: curve.asks.slice(0, count), bids: curve.bids.slice(0, count) };
}
