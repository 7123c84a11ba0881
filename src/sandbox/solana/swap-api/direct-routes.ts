// The sandbox's router: for an exact-in amount, the pool (of the DEXes allowed) paying out the
// most for it, in one hop. Real aggregators split and chain routes; the sandbox lists every token
// against SOL and USDC on each DEX it stands in for, so one hop reaches every pair a bot trades,
// and a one-instruction route leaves no intermediate balance to strand when the pool moves.
import type { Address } from '@solana/kit';
import type { PoolState } from '../../../engine/connectors/solana/amm-program/amm-accounts.ts';
import { dexName } from '../../../engine/connectors/solana/amm-program/amm-labels.ts';
import { BPS_DENOMINATOR, minOutWithSlippage, mulDiv, quoteSwap } from '../../../engine/connectors/solana/amm-program/amm-quote.ts';

export interface PoolView {
  address: Address;
  state: PoolState;
  reserveA: bigint;
  reserveB: bigint;
}

export interface DirectRoute {
  pool: PoolView;
  /** True when the input is the pool's mint A. */
  aToB: boolean;
  dex: string;
  inputMint: Address;
  outputMint: Address;
  inAmount: bigint;
  outAmount: bigint;
  /** The least output accepted at the slippage asked for: the swap instruction's minimum. */
  minOut: bigint;
  slippageBps: number;
  /** The pool's fee, in the input token. */
  feeAmount: bigint;
  /** How far the price paid is below the pool's spot price, as a fraction (0.0123 = 1.23%). */
  priceImpact: number;
}

export type RouteRefusal = 'notTradable' | 'noRoute';

/** Pools trading `inputMint` for `outputMint`, either way round, whose DEX is allowed (all when `dexes` is empty). */
export function poolsFor(pools: readonly PoolView[], inputMint: Address, outputMint: Address, dexes: readonly string[]): PoolView[] {
  return pools.filter(
    (pool) =>
      ((pool.state.mintA === inputMint && pool.state.mintB === outputMint) ||
        (pool.state.mintA === outputMint && pool.state.mintB === inputMint)) &&
      (dexes.length === 0 || dexes.includes(dexName(pool.state.label))),
  );
}

function routeThrough(pool: PoolView, inputMint: Address, inAmount: bigint, slippageBps: number): DirectRoute | null {
  const aToB = pool.state.mintA === inputMint;
  const reserveIn = aToB ? pool.reserveA : pool.reserveB;
  const reserveOut = aToB ? pool.reserveB : pool.reserveA;
  let outAmount: bigint;
  try {
    outAmount = quoteSwap({ reserveIn, reserveOut }, inAmount, pool.state.feeBps);
  } catch {
    // An empty pool, or an amount it cannot pay out: not a route.
    return null;
  }
  const spotOut = Number(reserveOut) * (Number(inAmount) / Number(reserveIn));
  return {
    pool,
    aToB,
    dex: dexName(pool.state.label),
    inputMint,
    outputMint: aToB ? pool.state.mintB : pool.state.mintA,
    inAmount,
    outAmount,
    minOut: minOutWithSlippage(outAmount, slippageBps),
    slippageBps,
    feeAmount: inAmount - mulDiv(inAmount, BPS_DENOMINATOR - BigInt(pool.state.feeBps), BPS_DENOMINATOR),
    priceImpact: spotOut > 0 ? Math.max(0, 1 - Number(outAmount) / spotOut) : 0,
  };
}

/** The best one-hop route, or why there is none: a mint no pool trades, or no pool that can pay. */
export function bestDirectRoute(
  pools: readonly PoolView[],
  request: { inputMint: Address; outputMint: Address; amount: bigint; slippageBps: number; dexes: readonly string[] },
): DirectRoute | RouteRefusal {
  const trades = (mint: Address) => pools.some((pool) => pool.state.mintA === mint || pool.state.mintB === mint);
  if (!trades(request.inputMint) || !trades(request.outputMint)) return 'notTradable';
  let best: DirectRoute | null = null;
  for (const pool of poolsFor(pools, request.inputMint, request.outputMint, request.dexes)) {
    const route = routeThrough(pool, request.inputMint, request.amount, request.slippageBps);
    if (route && (!best || route.outAmount > best.outAmount)) best = route;
  }
  return best ?? 'noRoute';
}

/**
 * A route at the amounts a user agreed to in an earlier quote, through the pool it named: the
 * swap APIs build the transaction from it without re-quoting, so the minimum output is the one
 * the user saw. A pool that moved since is the program's to refuse (slippage).
 */
export function agreedRoute(
  pool: PoolView,
  quote: { inputMint: Address; outputMint: Address; inAmount: bigint; outAmount: bigint; minOut: bigint; slippageBps: number },
): DirectRoute {
  return {
    ...quote,
    pool,
    aToB: pool.state.mintA === quote.inputMint,
    dex: dexName(pool.state.label),
    feeAmount: quote.inAmount - mulDiv(quote.inAmount, BPS_DENOMINATOR - BigInt(pool.state.feeBps), BPS_DENOMINATOR),
    priceImpact: 0,
  };
}

/** Whether a pool trades exactly this pair (either way round). */
export const poolTrades = (pool: PoolView, inputMint: Address, outputMint: Address) =>
  inputMint !== outputMint &&
  [pool.state.mintA, pool.state.mintB].includes(inputMint) &&
  [pool.state.mintA, pool.state.mintB].includes(outputMint);
