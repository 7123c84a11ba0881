// How a DEX batch order's total is split between its wallets (spec §3 "Batch swap parameters"):
// each share varies around the average by up to the variation percent (40% gives 60%-140% of the
// average) and the shares add up to the total to the base unit. The batch planner's float range
// (sizeWeights) does not fit here: from 80% on it becomes a random allocation, and normalising its
// weights can push a share past the band; here the deviations are centred and scaled so that every
// share stays inside it.

/**
 * Weights in 10^-12 keep the split in integers. Rounding each weight moves it by half a unit at
 * most, so normalising by their sum moves a share by about 10^-12 of the average: in millionths a
 * share at the band's edge landed 1.5e-7 of the average outside it.
 */
const WEIGHT_SCALE = 1_000_000_000_000;

/** Relative weights averaging exactly 1, each within ±variationPercent% of it. */
export function variedWeights(count: number, variationPercent: number, random: () => number): number[] {
  const band = Math.min(Math.max(variationPercent, 0), 100) / 100;
  if (count <= 1 || band === 0) return Array(count).fill(1);
  const draws = Array.from({ length: count }, () => 2 * random() - 1);
  const mean = draws.reduce((a, b) => a + b, 0) / count;
  const deviations = draws.map((draw) => draw - mean);
  // Centring can push a deviation past ±1; shrinking them all alike keeps the sum at zero.
  const widest = Math.max(...deviations.map(Math.abs));
  const shrink = widest > 1 ? 1 / widest : 1;
  return deviations.map((deviation) => 1 + band * deviation * shrink);
}

/** `total` (base units) split over `count` wallets by varied weights; null when a share would be 0. */
export function swapShares(total: bigint, count: number, variationPercent: number, random: () => number): bigint[] | null {
  if (count <= 0 || total <= 0n) return null;
  const weights = variedWeights(count, variationPercent, random).map((weight) => BigInt(Math.max(1, Math.round(weight * WEIGHT_SCALE))));
  const weightSum = weights.reduce((a, b) => a + b, 0n);
  const shares = weights.map((weight) => (total * weight) / weightSum);
  let left = total - shares.reduce((a, b) => a + b, 0n);
  for (let i = 0; left > 0n; i = (i + 1) % count, left--) shares[i]! += 1n;
  return shares.some((share) => share <= 0n) ? null : shares;
}

/** The largest share a wallet can be given: the whole total alone, else the average plus the variation. */
export function largestShare(total: bigint, count: number, variationPercent: number): bigint {
  if (count <= 1) return total;
  const percent = BigInt(Math.ceil(Math.min(Math.max(variationPercent, 0), 100) * 100));
  const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;
  // One base unit of room for the integer rounding of the split.
  return ceilDiv(total * (10_000n + percent), 10_000n * BigInt(count)) + 1n;
}
