// Rounding to a market's steps: prices to the tick (buys down, sells up, so a rounded quote is
// never more aggressive than intended), quantities down to the lot.
import type { MarketInfo } from '../connectors/types.ts';
import type { MarketRules } from './types.ts';

const EPSILON = 1e-9;

/** Decimals of a step (0.001 → 3), for printing without float noise. */
export const decimalsOf = (step: number) => Math.max(0, Math.ceil(-Math.log10(step) - EPSILON));

const snap = (value: number, step: number) => Number(value.toFixed(decimalsOf(step)));

export function roundPrice(price: number, rules: MarketRules, mode: 'down' | 'up' | 'nearest' = 'nearest'): number {
  const steps = price / rules.priceStep;
  const whole = mode === 'down' ? Math.floor(steps + EPSILON) : mode === 'up' ? Math.ceil(steps - EPSILON) : Math.round(steps);
  return snap(whole * rules.priceStep, rules.priceStep);
}

/** A price for a side: buys round down, sells up. */
export const priceFor = (side: 'buy' | 'sell', price: number, rules: MarketRules) =>
  roundPrice(price, rules, side === 'buy' ? 'down' : 'up');

export function roundAmount(amount: number, rules: MarketRules): number {
  return snap(Math.floor(amount / rules.amountStep + EPSILON) * rules.amountStep, rules.amountStep);
}

/** Whether an order of this size and price meets the market's minimums. */
export function meetsMinimums(amount: number, price: number, rules: MarketRules): boolean {
  return amount >= rules.minAmount && amount > 0 && amount * price >= rules.minCost - EPSILON;
}

/** The smallest amount an order at this price may carry (the minimum amount and the minimum cost, up to the lot). */
export function smallestAmount(price: number, rules: MarketRules): number {
  const least = Math.max(rules.minAmount, price > 0 ? rules.minCost / price : 0);
  return snap(Math.ceil(least / rules.amountStep - EPSILON) * rules.amountStep, rules.amountStep);
}

/** The market's rules from the venue, with a bot's precisions (decimals) where it sets them. */
export function marketRules(info: MarketInfo, precisions: { price_precision?: number; amount_precision?: number } = {}): MarketRules {
  const priceStep = precisions.price_precision !== undefined ? 10 ** -precisions.price_precision : (info.priceStep ?? 1e-8);
  const amountStep = precisions.amount_precision !== undefined ? 10 ** -precisions.amount_precision : (info.amountStep ?? 1e-8);
  return {
    symbol: info.symbol,
    base: info.base,
    quote: info.quote,
    // A precision finer than the venue's step would be refused: keep the coarser of the two.
    priceStep: Math.max(priceStep, info.priceStep ?? 0),
    amountStep: Math.max(amountStep, info.amountStep ?? 0),
    minAmount: info.minAmount ?? 0,
    minCost: info.minCost ?? 0,
  };
}
