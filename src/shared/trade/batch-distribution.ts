// The orders of a batch (spec §5 "Float range", §9): prices spread evenly between the bounds and the
// total quantity split by the float range — 0% an even split, 80% or more a random allocation, and
// in between an even split where each size floats by up to that percent. The client shows this as
// the preview and the server places exactly these orders: the random draws come from a seed the
// request carries, so both sides compute the same plan.
import { mulberry32 } from '../mulberry32.ts';
import { floorToStep, roundToStep } from './decimals.ts';
import { floatingSplit } from './float-split.ts';

export const MAX_BATCH_ORDERS = 500;
/** From this float range on, sizes are a random allocation rather than an even split with float. */
export const RANDOM_FLOAT_FROM = 80;

export interface BatchPlanInput {
  side: 'buy' | 'sell';
  priceMin: number;
  priceMax: number;
  count: number;
  totalQuantity: number;
  /** Percent, 0 to 100. */
  floatRange: number;
  seed: number;
  /** The market's tick and lot size (null: the venue gives none; 8 decimals then). */
  priceStep: number | null;
  amountStep: number | null;
  /** The venue's smallest order quantity, when it gives one. */
  minAmount?: number | null;
}

export interface PlannedOrder {
  /** Position in the batch, 0-based; part of the order's client order id. */
  index: number;
  price: number;
  quantity: number;
}

export type BatchPlan =
  | { ok: true; orders: PlannedOrder[] /** What the sizes add up to after rounding to the lot size. */; totalQuantity: number }
  | { ok: false; reason: 'tooSmall' };

export type DistributionMode = 'even' | 'float' | 'random';

export function distributionMode(floatRange: number): DistributionMode {
  if (floatRange <= 0) return 'even';
  return floatRange >= RANDOM_FLOAT_FROM ? 'random' : 'float';
}

/**
 * Prices from the best end inwards: a buy batch starts at the upper bound and steps down, a sell
 * batch starts at the lower bound and steps up. Each price is rounded to the tick and kept inside
 * the bounds.
 */
export function batchPrices(side: 'buy' | 'sell', priceMin: number, priceMax: number, count: number, priceStep: number | null): number[] {
  const [from, to] = side === 'buy' ? [priceMax, priceMin] : [priceMin, priceMax];
  const gap = count > 1 ? (to - from) / (count - 1) : 0;
  return Array.from({ length: count }, (_, i) => {
    let price = roundToStep(from + gap * i, priceStep);
    if (price > priceMax) price = floorToStep(priceMax, priceStep);
    if (price < priceMin && priceStep) price = roundToStep(Math.ceil(priceMin / priceStep - 1e-9) * priceStep, priceStep);
    return price;
  });
}

/** Relative weights of the sizes: all equal, each within ±floatRange% of equal, or random. */
export function sizeWeights(count: number, floatRange: number, random: () => number): number[] {
  const mode = distributionMode(floatRange);
  if (mode === 'even') return Array(count).fill(1);
  // A random allocation still gives every order a share (at least 1/20 of an even one).
  if (mode === 'random') return Array.from({ length: count }, () => 0.05 + random());
  const spread = floatRange / 100;
  return Array.from({ length: count }, () => 1 + spread * (2 * random() - 1));
}

/**
 * Sizes that add up to the total, each rounded down to the lot size. A float keeps every size within
 * its range of the even one, in whole lots (float-split.ts); otherwise the rounding remainder goes
 * one lot at a time to the first orders.
 */
export function batchSizes(count: number, total: number, floatRange: number, random: () => number, amountStep: number | null): number[] {
  if (distributionMode(floatRange) === 'float') {
    const lot = amountStep ?? 1e-8;
    const lots = floatingSplit(BigInt(Math.floor(total / lot + 1e-9)), count, floatRange, random);
    // A range that holds no whole lot (a tiny float on few lots) falls back to the split below.
    if (lots) return lots.map((share) => roundToStep(Number(share) * lot, amountStep));
  }
  const weights = sizeWeights(count, floatRange, random);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const sizes = weights.map((w) => floorToStep((total * w) / weightSum, amountStep));
  const lot = amountStep ?? 1e-8;
  let left = total - sizes.reduce((a, b) => a + b, 0);
  for (let i = 0; left >= lot * (1 - 1e-9) && i < count * 4; i++) {
    const at = i % count;
    sizes[at] = roundToStep(sizes[at]! + lot, amountStep);
    left -= lot;
  }
  return sizes;
}

export function planBatch(input: BatchPlanInput): BatchPlan {
  const count = Math.trunc(input.count);
  if (count < 1 || count > MAX_BATCH_ORDERS || !(input.totalQuantity > 0)) return { ok: false, reason: 'tooSmall' };
  const random = mulberry32(input.seed);
  const prices = batchPrices(input.side, input.priceMin, input.priceMax, count, input.priceStep);
  const sizes = batchSizes(count, input.totalQuantity, input.floatRange, random, input.amountStep);
  const smallest = Math.max(input.minAmount ?? 0, 0);
  if (sizes.some((size) => size <= 0 || size < smallest)) return { ok: false, reason: 'tooSmall' };
  const orders = prices.map((price, index) => ({ index, price, quantity: sizes[index]! }));
  const totalQuantity = roundToStep(
    sizes.reduce((a, b) => a + b, 0),
    input.amountStep,
  );
  return { ok: true, orders, totalQuantity };
}
