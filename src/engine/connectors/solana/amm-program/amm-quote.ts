// The program's prices, computed off-chain with the same integer steps (amm_math.h,
// amm_curve.h): a quote equals what the transaction pays out, to the unit. Refusals throw the
// SandboxAmmError the program would fail with.
import { SandboxAmmError } from './amm-errors.ts';

const U64_MAX = (1n << 64n) - 1n;
export const BPS_DENOMINATOR = 10_000n;

/** floor(a * b / c), refused like the program's mul_div when c is zero or the result needs more than 64 bits. */
export function mulDiv(a: bigint, b: bigint, c: bigint): bigint {
  if (c === 0n) throw new SandboxAmmError('MathOverflow');
  const quotient = (a * b) / c;
  if (quotient > U64_MAX) throw new SandboxAmmError('MathOverflow');
  return quotient;
}

function addChecked(a: bigint, b: bigint): bigint {
  if (a + b > U64_MAX) throw new SandboxAmmError('MathOverflow');
  return a + b;
}

function checkU64(value: bigint): void {
  if (value < 0n || value > U64_MAX) throw new SandboxAmmError('MathOverflow');
}

export interface SwapReserves {
  reserveIn: bigint;
  reserveOut: bigint;
}

/** Exact-in swap: out = reserveOut * inAfterFee / (reserveIn + inAfterFee), the fee staying in the pool. */
export function quoteSwap(reserves: SwapReserves, amountIn: bigint, feeBps: number): bigint {
  checkU64(amountIn);
  if (amountIn === 0n) throw new SandboxAmmError('ZeroAmount');
  if (reserves.reserveIn === 0n || reserves.reserveOut === 0n) throw new SandboxAmmError('InsufficientLiquidity');
  const inAfterFee = mulDiv(amountIn, BPS_DENOMINATOR - BigInt(feeBps), BPS_DENOMINATOR);
  const out = mulDiv(reserves.reserveOut, inAfterFee, addChecked(reserves.reserveIn, inAfterFee));
  if (out === 0n) throw new SandboxAmmError('ZeroAmount');
  return out;
}

/** The smallest output to accept for a quote and a slippage tolerance in basis points. */
export function minOutWithSlippage(quotedOut: bigint, slippageBps: number): bigint {
  return (quotedOut * (BPS_DENOMINATOR - BigInt(slippageBps))) / BPS_DENOMINATOR;
}

export type CurveStatus = 'trading' | 'complete' | 'migrated';

/** What a curve quote reads from the curve state. */
export interface CurvePricing {
  virtualBase: bigint;
  virtualQuote: bigint;
  baseSold: bigint;
  status: CurveStatus;
}

/** The curve's vault balances (its real reserves). */
export interface CurveBalances {
  base: bigint;
  quote: bigint;
}

function tradeOut(curve: CurvePricing, balances: CurveBalances, amountIn: bigint, buy: boolean): bigint {
  checkU64(amountIn);
  if (curve.status !== 'trading') throw new SandboxAmmError('CurveGraduated');
  if (amountIn === 0n) throw new SandboxAmmError('ZeroAmount');
  if (!buy && amountIn > curve.baseSold) throw new SandboxAmmError('InsufficientLiquidity');
  const base = addChecked(curve.virtualBase, balances.base);
  const quote = addChecked(curve.virtualQuote, balances.quote);
  const [reserveIn, reserveOut, realOut] = buy ? [quote, base, balances.base] : [base, quote, balances.quote];
  const out = mulDiv(reserveOut, amountIn, addChecked(reserveIn, amountIn));
  if (out === 0n) throw new SandboxAmmError('ZeroAmount');
  if (out > realOut) throw new SandboxAmmError('InsufficientLiquidity');
  return out;
}

/** Base tokens a curve buy of `quoteIn` pays out. */
export function quoteCurveBuy(curve: CurvePricing, balances: CurveBalances, quoteIn: bigint): bigint {
  return tradeOut(curve, balances, quoteIn, true);
}

/** Quote tokens a curve sell of `baseIn` pays out. */
export function quoteCurveSell(curve: CurvePricing, balances: CurveBalances, baseIn: bigint): bigint {
  return tradeOut(curve, balances, baseIn, false);
}

/** Whether a buy of `quoteIn` makes the curve complete (ready to graduate). */
export function buyCompletesCurve(graduationQuote: bigint, balances: CurveBalances, quoteIn: bigint): boolean {
  return balances.quote + quoteIn >= graduationQuote;
}

export interface Graduation {
  /** Base moved into the pool: the quote reserve's worth at the curve's last price. */
  baseForPool: bigint;
  quoteForPool: bigint;
  baseBurned: bigint;
}

/** What `graduate` moves into the new pool and burns. */
export function quoteGraduation(curve: CurvePricing & { graduationQuote: bigint }, balances: CurveBalances): Graduation {
  if (curve.status === 'migrated') throw new SandboxAmmError('CurveGraduated');
  if (balances.quote < curve.graduationQuote) throw new SandboxAmmError('CurveNotGraduated');
  const base = addChecked(curve.virtualBase, balances.base);
  const quote = addChecked(curve.virtualQuote, balances.quote);
  let baseForPool = mulDiv(balances.quote, base, quote);
  if (baseForPool > balances.base) baseForPool = balances.base;
  if (baseForPool === 0n) throw new SandboxAmmError('InsufficientLiquidity');
  return { baseForPool, quoteForPool: balances.quote, baseBurned: balances.base - baseForPool };
}
