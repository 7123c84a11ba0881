// Float range (spec §5, §9): how a total is split over parts (wallets, tranches). 0% splits
// evenly; between 0% and 80% each part varies by up to that much around the average (40% gives
// 60%-140%), and the parts are rescaled to the total; 80% or more allocates at random.

export const RANDOM_ALLOCATION_FROM_PERCENT = 80;

/** Splits `total` into `parts` shares that add up to `total` exactly (up to floating point). */
export function allocate(total: number, parts: number, floatPercent: number, random: () => number): number[] {
  if (parts <= 0) return [];
  if (floatPercent <= 0) return Array.from({ length: parts }, () => total / parts);
  const weights =
    floatPercent >= RANDOM_ALLOCATION_FROM_PERCENT
      ? Array.from({ length: parts }, () => 0.05 + random())
      : Array.from({ length: parts }, () => 1 + (floatPercent / 100) * (2 * random() - 1));
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  const shares = weights.map((weight) => (total * weight) / sum);
  // Put the rounding remainder on the last share so the parts add up to the total.
  const drift = total - shares.reduce((acc, share) => acc + share, 0);
  shares[parts - 1]! += drift;
  return shares;
}

/** A size varied by up to ±jitterPercent around `size` (spec §9: about ±30% on most CEX bots). */
export function jitter(size: number, jitterPercent: number, random: () => number): number {
  return size * (1 + (jitterPercent / 100) * (2 * random() - 1));
}
