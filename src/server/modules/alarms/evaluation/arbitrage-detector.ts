// Detects an arbitrage bot trading against the account's quotes on a market. Pure: the account's
// own fills and the market's recent prices in, a verdict out. The signature of such a bot (see
// docs/alerts.md "The arbitrage-bot detector"):
//
// 1. Hits: outside orders take our resting quotes (our fill is the maker side and no order of ours
//    is the taker: our own bots crossing each other do not count). Fills of one side within a
//    second are one hit (one taker order sweeping several of our levels).
// 2. Repeated: at least MIN_HITS hits within the window.
// 3. And either machine-regular (the gaps between hits vary little: a bot polling on a timer), or
//    toxic (most hits are followed by the market moving through our fill price: the taker knew
//    the fair price had moved, typically on another venue, and picked off our stale quote).
//
// People trading against us hit at irregular times and are right about the next move about half
// the time, so they do not trip it.
import type { OrderSide } from '../../../../engine/connectors/types.ts';

export const ARBITRAGE_PARAMS = {
  windowMs: 10 * 60_000,
  /** Fills of one side this close together belong to one taker order. */
  sweepMs: 1_000,
  minHits: 6,
  /** Coefficient of variation of the gaps between hits at or below which the cadence is regular. */
  regularVariation: 0.35,
  /** How long after a hit the market's price is read to see who was right. */
  markoutMs: 30_000,
  /** Share of hits followed by an adverse move at or above which the flow is toxic. */
  toxicShare: 0.75,
} as const;

export interface Fill {
  side: OrderSide;
  price: number;
  amount: number;
  /** null when the venue does not say. */
  maker: boolean | null;
  timestamp: number;
}

export interface PricePoint {
  at: number;
  price: number;
}

export interface Hit {
  at: number;
  /** Our side: 'sell' means the outside order bought from us. */
  side: OrderSide;
  price: number;
  amount: number;
}

export interface ArbitrageVerdict {
  detected: boolean;
  hits: number;
  meanIntervalSeconds: number;
  /** Coefficient of variation of the gaps between hits (0 = a perfect metronome). */
  intervalVariation: number;
  /** Share of hits (with a known later price) after which the price moved through our fill. */
  adverseShare: number;
  regular: boolean;
  toxic: boolean;
}

/** Our maker fills that an order of ours took (same price and amount, opposite side, within the sweep time). */
function withoutSelfTrades(fills: readonly Fill[], sweepMs: number): Fill[] {
  const takers = fills.filter((fill) => fill.maker === false);
  return fills.filter(
    (fill) =>
      fill.maker === true &&
      !takers.some(
        (taker) =>
          taker.side !== fill.side &&
          taker.price === fill.price &&
          taker.amount === fill.amount &&
          Math.abs(taker.timestamp - fill.timestamp) <= sweepMs,
      ),
  );
}

/** Groups our maker fills into the outside orders that made them. */
export function hitsOf(fills: readonly Fill[], params = ARBITRAGE_PARAMS): Hit[] {
  const makers = withoutSelfTrades(fills, params.sweepMs).sort((a, b) => a.timestamp - b.timestamp);
  const hits: Array<Hit & { cost: number }> = [];
  for (const fill of makers) {
    const last = hits[hits.length - 1];
    if (last && last.side === fill.side && fill.timestamp - last.at <= params.sweepMs) {
      last.amount += fill.amount;
      last.cost += fill.amount * fill.price;
      last.price = last.cost / last.amount;
    } else {
      hits.push({ at: fill.timestamp, side: fill.side, price: fill.price, amount: fill.amount, cost: fill.amount * fill.price });
    }
  }
  return hits.map(({ cost: _cost, ...hit }) => hit);
}

/** The last price at or before `at`, if it comes after `after` (the price must be news). */
function priceBetween(prices: readonly PricePoint[], after: number, at: number): number | null {
  let found: number | null = null;
  for (const point of prices) {
    if (point.at > at) break;
    if (point.at > after) found = point.price;
  }
  return found;
}

function variation(values: readonly number[]): { mean: number; cv: number } {
  if (values.length === 0) return { mean: 0, cv: Number.POSITIVE_INFINITY };
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  if (mean <= 0) return { mean, cv: Number.POSITIVE_INFINITY };
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
  return { mean, cv: Math.sqrt(variance) / mean };
}

export function detectArbitrageBot(
  fills: readonly Fill[],
  prices: readonly PricePoint[],
  now: number,
  params: typeof ARBITRAGE_PARAMS = ARBITRAGE_PARAMS,
): ArbitrageVerdict {
  const recent = fills.filter((fill) => fill.timestamp > now - params.windowMs && fill.timestamp <= now);
  const hits = hitsOf(recent, params);
  const sortedPrices = [...prices].sort((a, b) => a.at - b.at);

  const gaps = hits.slice(1).map((hit, i) => hit.at - hits[i]!.at);
  const { mean, cv } = variation(gaps);

  let judged = 0;
  let adverse = 0;
  for (const hit of hits) {
    if (hit.at + params.markoutMs > now) continue; // too recent to know who was right
    const later = priceBetween(sortedPrices, hit.at, hit.at + params.markoutMs);
    if (later === null) continue;
    judged += 1;
    // We sold and the price rose past our fill, or we bought and it fell below it.
    if ((hit.side === 'sell' && later > hit.price) || (hit.side === 'buy' && later < hit.price)) adverse += 1;
  }
  const adverseShare = judged > 0 ? adverse / judged : 0;

  const repeated = hits.length >= params.minHits;
  const regular = repeated && cv <= params.regularVariation;
  const toxic = repeated && judged >= Math.ceil(params.minHits / 2) && adverseShare >= params.toxicShare;
  return {
    detected: regular || toxic,
    hits: hits.length,
    meanIntervalSeconds: Number.isFinite(mean) ? mean / 1000 : 0,
    intervalVariation: Number.isFinite(cv) ? cv : 0,
    adverseShare,
    regular,
    toxic,
  };
}
