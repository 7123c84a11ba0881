// The compute-unit price a Solana transaction offers, with the gas multiplier's meaning on EVM
// chains (spec §5, §9): 1 to 5 times the going price, 0 adaptive. The going price is read from
// getRecentPrioritizationFees (per slot, for the accounts the transaction writes), whose many zero
// slots would drag a plain average to nothing: the median of the slots that paid is the going
// price, and adaptive offers the 75th percentile, so a busy pool's transactions still land.

/** Micro-lamports per compute unit offered when recent slots paid nothing: what lands on an idle cluster. */
export const MIN_COMPUTE_UNIT_PRICE = 1_000n;
/** Never more than 0.01 SOL a million compute units: a fee spike must not drain a wallet. */
export const MAX_COMPUTE_UNIT_PRICE = 10_000_000n;

export interface RecentFee {
  slot: bigint | number;
  prioritizationFee: bigint | number;
}

function percentile(sorted: bigint[], fraction: number): bigint {
  if (sorted.length === 0) return 0n;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

/** Micro-lamports per compute unit for a gas multiplier of 0 (adaptive) or 1 to 5. */
export function computeUnitPrice(multiplier: number, recent: readonly RecentFee[]): bigint {
  if (!(multiplier === 0 || (multiplier >= 1 && multiplier <= 5))) throw new RangeError(`gas multiplier ${multiplier} is not 0 or 1 to 5`);
  const paid = recent
    .map((fee) => BigInt(fee.prioritizationFee))
    .filter((fee) => fee > 0n)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const going = multiplier === 0 ? percentile(paid, 0.75) : percentile(paid, 0.5);
  const base = going > MIN_COMPUTE_UNIT_PRICE ? going : MIN_COMPUTE_UNIT_PRICE;
  // Tenths of the multiplier keep 1.5 exact without floating point in the fee.
  const offered = multiplier === 0 ? base : (base * BigInt(Math.round(multiplier * 10))) / 10n;
  return offered < MAX_COMPUTE_UNIT_PRICE ? offered : MAX_COMPUTE_UNIT_PRICE;
}

/** Lamports the priority part of the fee costs at this price and compute-unit limit. */
export const priorityFeeLamports = (microLamportsPerUnit: bigint, computeUnitLimit: number): bigint =>
  (microLamportsPerUnit * BigInt(computeUnitLimit) + 999_999n) / 1_000_000n;
