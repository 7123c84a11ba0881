// A swap's price limit (a reserved price, a floor, a sniper's maximum) is about the average price
// the swap gets, fee included: what a buyer pays per token, what a seller receives. The runner
// shrinks a swap to the largest size that stays within it on the pool as it stands, and the limit
// also becomes the swap's least acceptable output on chain, so a pool that moves before the swap is
// mined cannot carry it past the limit either.
import { keptAfterFee } from '../../connectors/evm/pool-math.ts';
import type { PoolView, SwapSide } from './dex-types.ts';

/**
 * The largest amount ≤ `amount` (quote on a buy, base on a sell) whose average price is within
 * `limitPrice`: at most it on a buy, at least it on a sell. 0 when even a tiny swap is past it.
 */
export function amountWithin(pool: PoolView, side: SwapSide, amount: number, limitPrice: number): number {
  const keep = keptAfterFee(pool);
  // Buy: average = (quote + a·keep) / (keep · base) ≤ L  ⇔  a ≤ (L·keep·base − quote) / keep.
  // Sell: average = keep · quote / (base + a·keep) ≥ L  ⇔  a ≤ (keep·quote / L − base) / keep.
  const most = side === 'buy' ? (limitPrice * keep * pool.base - pool.quote) / keep : ((keep * pool.quote) / limitPrice - pool.base) / keep;
  return Math.max(0, Math.min(amount, most));
}

/** The least output a swap of `amount` may bring for its average price to stay within the limit. */
export function leastOutput(side: SwapSide, amount: number, limitPrice: number): number {
  return side === 'buy' ? amount / limitPrice : amount * limitPrice;
}
