// A total split into shares that each stay within ±floatRange% of an even share, adding up to the
// total exactly, in whole units (base units of a token, lots of an order size). The weights are
// centred rather than rescaled, since rescaling is what pushes a share past the range.
import { variedWeights } from './swap-shares.ts';

/** Weights in millionths keep the split in integers. */
const WEIGHT_SCALE = 1_000_000;
/** Float ranges in hundredths of a percent, so that the range's bounds are exact integers. */
const PERCENT_HUNDREDTHS = 10_000n;

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;
const smaller = (a: bigint, b: bigint) => (a < b ? a : b);

/**
 * Every share within ±floatRange% of total / count; null when the range holds no share of whole
 * units. The centred weights average 1, so the shares already come close to the total; the integer
 * rounding's remainder then goes to the shares with room left in the range, which there always is
 * once the range holds a whole unit. Draws nothing from `random` when it answers null.
 */
export function floatingSplit(total: bigint, count: number, floatRange: number, random: () => number): bigint[] | null {
  const shareCount = BigInt(count);
  // Rounded down: a range finer than a hundredth of a percent is kept, never widened.
  const range = BigInt(Math.floor(floatRange * 100 + 1e-6));
  const lowest = ceilDiv(total * (PERCENT_HUNDREDTHS - range), PERCENT_HUNDREDTHS * shareCount);
  const highest = (total * (PERCENT_HUNDREDTHS + range)) / (PERCENT_HUNDREDTHS * shareCount);
  if (lowest < 1n || lowest * shareCount > total || highest * shareCount < total) return null;
  const shares = variedWeights(count, floatRange, random).map((weight) => {
    const share = (total * BigInt(Math.round(weight * WEIGHT_SCALE))) / (BigInt(WEIGHT_SCALE) * shareCount);
    return share < lowest ? lowest : share > highest ? highest : share;
  });
  let left = total - shares.reduce((a, b) => a + b, 0n);
  for (let index = 0; index < count && left !== 0n; index++) {
    const share = shares[index]!;
    const step = left > 0n ? smaller(highest - share, left) : -smaller(share - lowest, -left);
    shares[index] = share + step;
    left -= step;
  }
  return shares;
}
