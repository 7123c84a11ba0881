// A constant-product pool (Uniswap V2 and its forks) in plain numbers: the price, the depth curve
// (how much base a buyer gets, or a seller must bring, to move the price to each level) and the
// swap that moves the price to a target. Amounts are in whole tokens (decimals applied); the fee
// is taken from what goes in, as the pair contract does.

export interface PoolReserves {
  /** Base and quote held by the pool, in whole tokens. */
  base: number;
  quote: number;
  /** The pool's fee on the amount in, in percent (Uniswap V2 0.3, PancakeSwap V2 0.25). */
  feePercent: number;
}

/** The pool's marginal price: quote per base. */
export const poolPrice = (pool: PoolReserves) => pool.quote / pool.base;

/** The share of an amount in that moves the curve (the rest is the fee). */
export const keptAfterFee = (pool: Pick<PoolReserves, 'feePercent'>) => 1 - pool.feePercent / 100;

/** Price moves (in percent) at which the depth curve is sampled, each side. */
export const DEPTH_STEPS = [0.25, 0.5, 1, 2, 3, 5, 7.5, 10, 15, 20, 30, 50, 75, 100, 200];

export interface SwapToPrice {
  /** Into the pool: quote on a buy, base on a sell; fee included. */
  amountIn: number;
  /** Out of the pool: base on a buy, quote on a sell. */
  amountOut: number;
  priceAfter: number;
}

/** The swap that moves the pool's price to `target` (up on a buy, down on a sell). */
export function swapToPrice(pool: PoolReserves, target: number): SwapToPrice {
  const k = pool.base * pool.quote;
  const baseAfter = Math.sqrt(k / target);
  const quoteAfter = Math.sqrt(k * target);
  const keep = keptAfterFee(pool);
  if (target >= poolPrice(pool)) {
    // Buying base: the quote that enters beyond the fee is what moves the curve.
    return { amountIn: (quoteAfter - pool.quote) / keep, amountOut: pool.base - baseAfter, priceAfter: target };
  }
  return { amountIn: (baseAfter - pool.base) / keep, amountOut: pool.quote - quoteAfter, priceAfter: target };
}

/** What swapping `amountIn` does: on a buy `amountIn` is quote spent, on a sell base sold
 *  (getAmountOut's formula, in whole tokens). */
export function swapOfSize(pool: PoolReserves, side: 'buy' | 'sell', amountIn: number): SwapToPrice {
  const keep = keptAfterFee(pool);
  const [reserveIn, reserveOut] = side === 'buy' ? [pool.quote, pool.base] : [pool.base, pool.quote];
  const amountOut = (amountIn * keep * reserveOut) / (reserveIn + amountIn * keep);
  const base = side === 'buy' ? pool.base - amountOut : pool.base + amountIn;
  const quote = side === 'buy' ? pool.quote + amountIn : pool.quote - amountOut;
  return { amountIn, amountOut, priceAfter: quote / base };
}

/** [price, base amount] */
export type DepthLevel = [number, number];

/** The depth curve as book levels: asks are the price a buyer pays at each step up (fee
 *  included) with the base bought between the previous step and this one; bids likewise down. */
export function depthLevels(pool: PoolReserves, count: number): { asks: DepthLevel[]; bids: DepthLevel[] } {
  const price = poolPrice(pool);
  const keep = keptAfterFee(pool);
  const asks: DepthLevel[] = [];
  const bids: DepthLevel[] = [];
  let bought = 0;
  let sold = 0;
  for (const step of DEPTH_STEPS.slice(0, count)) {
    const up = price * (1 + step / 100);
    const buy = swapToPrice(pool, up);
    asks.push([up / keep, buy.amountOut - bought]);
    bought = buy.amountOut;
    if (step >= 100) continue; // a price cannot fall by 100% or more
    const down = price * (1 - step / 100);
    const sell = swapToPrice(pool, down);
    bids.push([down * keep, sell.amountIn - sold]);
    sold = sell.amountIn;
  }
  return { asks, bids };
}
