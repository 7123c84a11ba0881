// Moving a market's price to a target, shared by the price-management kinds (draw, follow, sync).
// A target beyond the book is reached by taking the outside orders up to it with immediate-or-cancel
// orders; a target inside the spread is printed by a self-trade of the bot's own two orders.
// The order amount is the most any one order carries, as its reader expects: every order, taking
// or printing, is the order amount varied by ±30% (spec §9), so no order exceeds 1.3 × the order
// amount. A target beyond the book therefore goes out as several orders, at most `maxOrders` of
// them (and never more than the safety module's budget for the tick), together at most
// `maxOrders` order amounts: a wall against the move is not bought out in one tick. A move may be
// one step of the robot log (`asStep`): one line for all its orders, their own lines as its details.
import { jitter } from '../../shared/bots/float-range.ts';
import { meetsMinimums, roundAmount, roundPrice, smallestAmount } from '../runner/market-rules.ts';
import type { Action, BookView, LogLine, MarketRules, StrategyContext } from '../runner/types.ts';
import { limit, say, selfTrade, selfTradeTags } from './helpers.ts';

/** How much an order's amount varies around the order amount (spec §9), in percent. */
export const MOVE_JITTER_PERCENT = 30;
/** The most any one order of a move carries, as a multiple of the order amount. */
export const MOVE_ORDER_CAP = 1 + MOVE_JITTER_PERCENT / 100;

export interface MoveInput {
  /** The bot's own market, its random source and the tick's action budget. */
  ctx: Pick<StrategyContext<unknown, unknown>, 'primary' | 'random' | 'actionBudget'>;
  /** The outside book (the bot's own orders left out). */
  outside: BookView;
  target: number;
  /** The order amount (the kind's single amount) before the ±30% variation. */
  orderAmount: number;
  /** The most orders one move sends to take the book; together they take at most this many order amounts. */
  maxOrders: number;
  /** Tag prefix: orders are `<prefix>:take`, `<prefix>:maker`, `<prefix>:taker`. */
  prefix: string;
  reason: LogLine;
  /**
   * The move is one step of the robot log: `reason` is written once, as the summary of what all its
   * orders did (runner/step-log.ts), instead of before the first order with a line per order after.
   */
  asStep?: boolean;
}

/** The price one step from `price` towards a target `gapPercent` away: at most `maxStepPercent` of the way. */
export function stepTowards(price: number, gapPercent: number, maxStepPercent: number, rules: MarketRules): number {
  const step = Math.sign(gapPercent) * Math.min(Math.abs(gapPercent), maxStepPercent);
  return roundPrice(price * (1 + step / 100), rules);
}

const sizeWhere = (levels: BookView['bids'], keep: (price: number) => boolean) =>
  levels.filter(([price]) => keep(price)).reduce((sum, [, amount]) => sum + amount, 0);

/**
 * One order's amount: the order amount varied by ±30%, at most `available`. A variation that falls
 * below the market's smallest order is raised to it while that stays within the cap (1.3 × the
 * order amount) and what is available; otherwise there is no order (null).
 */
function varied(input: MoveInput, available: number): number | null {
  const { ctx, target, orderAmount } = input;
  const rules = ctx.primary.rules;
  const amount = roundAmount(Math.min(jitter(orderAmount, MOVE_JITTER_PERCENT, ctx.random), available), rules);
  if (meetsMinimums(amount, target, rules)) return amount;
  const smallest = smallestAmount(target, rules);
  return smallest <= Math.min(available, orderAmount * MOVE_ORDER_CAP) && meetsMinimums(smallest, target, rules) ? smallest : null;
}

/** The book up to the target, taken by orders of one varied order amount each (the reason on the first). */
function takeOrders(side: 'buy' | 'sell', available: number, input: MoveInput): Action[] {
  const { target, ctx } = input;
  const rules = ctx.primary.rules;
  const orders: Action[] = [];
  let left = roundAmount(Math.min(available, input.orderAmount * input.maxOrders), rules);
  const count = Math.min(input.maxOrders, ctx.actionBudget);
  while (orders.length < count && left > 0) {
    const amount = varied(input, left);
    if (amount === null) break;
    const reason = orders.length === 0 ? { reason: input.reason } : {};
    orders.push(
      inStep(input, limit(side, target, amount, `${input.prefix}:take`, { timeInForce: 'IOC', ...(input.asStep ? {} : reason) })),
    );
    left = roundAmount(left - amount, rules);
  }
  return orders;
}

export function moveActions(input: MoveInput): Action[] {
  const { outside, target, prefix, ctx } = input;
  const { rules, free } = ctx.primary;
  const baseFree = free[rules.base] ?? 0;
  const quoteFree = free[rules.quote] ?? 0;
  const bid = outside.bids[0]?.[0];
  const ask = outside.asks[0]?.[0];
  if (ask !== undefined && target >= ask) {
    return takeOrders(
      'buy',
      Math.min(
        sizeWhere(outside.asks, (p) => p <= target),
        quoteFree / target,
      ),
      input,
    );
  }
  if (bid !== undefined && target <= bid) {
    return takeOrders(
      'sell',
      Math.min(
        sizeWhere(outside.bids, (p) => p >= target),
        baseFree,
      ),
      input,
    );
  }
  if (ctx.actionBudget < 2) return [];
  const makerSide = ctx.random() < 0.5 ? 'buy' : 'sell';
  const amount = varied(input, Math.min(baseFree, quoteFree / target));
  if (amount === null) return [];
  if (input.asStep) return selfTrade(makerSide, target, amount, selfTradeTags(prefix)).map((action) => inStep(input, action));
  return selfTrade(makerSide, target, amount, selfTradeTags(prefix), input.reason);
}

/**
 * The asset missing for a move to `target`, when that is why the move sends nothing: taking asks
 * needs quote, taking bids needs base, a print inside the spread needs both (one minimum order of
 * each). Null when the balance is not what holds the move back.
 */
export function moveFundsShort(target: number, outside: BookView, free: Record<string, number>, rules: MarketRules): string | null {
  const minimum = roundAmount(Math.max(rules.minAmount, rules.minCost / target), rules) + rules.amountStep;
  const quoteShort = (free[rules.quote] ?? 0) < minimum * target;
  const baseShort = (free[rules.base] ?? 0) < minimum;
  const bid = outside.bids[0]?.[0];
  const ask = outside.asks[0]?.[0];
  if (ask !== undefined && target >= ask) return quoteShort ? rules.quote : null;
  if (bid !== undefined && target <= bid) return baseShort ? rules.base : null;
  if (baseShort) return rules.base;
  return quoteShort ? rules.quote : null;
}

/**
 * The move's orders (`moved`), or, when it sends none because the balance cannot pay for it, a pause
 * saying which asset is short; nothing when the book is what holds it back (the bot waits).
 */
export function moveOrPause(input: MoveInput): { actions: Action[]; moved: boolean } {
  const orders = moveActions(input);
  if (orders.length > 0) return { actions: orders, moved: true };
  const { rules, free } = input.ctx.primary;
  const short = moveFundsShort(input.target, input.outside, free, rules);
  return {
    actions: short === null ? [] : [{ kind: 'pause', reason: say('notEnoughBalance', { asset: short }, 'warn') }],
    moved: false,
  };
}

/** With `asStep`, the order carries the move's reason as its step's summary (the same object on every order). */
function inStep(input: MoveInput, action: Action): Action {
  return input.asStep && action.kind === 'place' ? { ...action, summary: input.reason } : action;
}
