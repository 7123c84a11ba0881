// Price Guiding (bots.md "push"): walks the price towards a target by taking the book in steps.
// Each tick the step's price is at most step_percent beyond the current price (the last trade, or
// the mid when nothing has traded), never beyond the target; the bot takes the outside orders up
// to that price with an immediate-or-cancel order of at most the single budget. When nothing is
// left before the step's price, it takes a minimum order at the next level, so a gap in the book
// does not stall it. Spec §4: it stops at the target, when the budget is spent, at its end time,
// or on a critical failure (three refusals in a row, or no balance for even a minimum order).
import type { PushParams } from '../../shared/bots/params/cex-trading.ts';
import { meetsMinimums, priceFor, roundAmount } from '../runner/market-rules.ts';
import type { Action, Decision, LogLine, Strategy, StrategyContext } from '../runner/types.ts';
import { limit, outsideBook, paceMs, round8, say, stop } from './helpers.ts';

export const PUSH_FAILURES_TO_STOP = 3;

export interface PushState {
  /** Quote currency spent (buys) or received (sells) so far: the budget used. */
  spent: number;
  steps: number;
  failures: number;
  /** Fixed on the first tick: the side of the target the price started on decides buying or selling. */
  direction: 'up' | 'down' | null;
}

/** The stop once the end time has come (asked by decide, and by the runner while data is missing). */
function endTimeReached(params: PushParams, state: PushState, now: number): LogLine | null {
  return params.end_time !== undefined && now >= params.end_time ? say('pushEndTime', { spent: round8(state.spent) }) : null;
}

export const pushStrategy: Strategy<PushParams, PushState> = {
  key: 'push',
  needs: () => ({ bookDepth: 50, balances: true }),
  initialState: () => ({ spent: 0, steps: 0, failures: 0, direction: null }),
  intervalMs: paceMs,

  expiry: endTimeReached,

  decide(ctx: StrategyContext<PushParams, PushState>): Decision<PushState> {
    const { params, primary, now } = ctx;
    const rules = primary.rules;
    const state: PushState = { ...ctx.state };
    const actions: Action[] = [];
    for (const event of ctx.events) {
      if (event.type === 'fill' && event.order.tag === 'push') {
        state.spent += event.amount * event.price;
        state.failures = 0;
      }
      if (event.type === 'rejected' && event.order.tag === 'push') state.failures += 1;
    }
    const spent = round8(state.spent);
    if (state.failures >= PUSH_FAILURES_TO_STOP) {
      return { actions: [stop('pushFailure', { reason: ctx.events.find((e) => e.type === 'rejected')?.reason ?? 'rejected' })], state };
    }
    const ended = endTimeReached(params, state, now);
    if (ended) return { actions: [{ kind: 'stop', reason: ended }], state };
    // An order still open (its outcome not yet known) is waited for.
    if (ctx.orders.some((order) => order.tag === 'push')) return { actions, state };

    const outside = outsideBook(primary.book!, ctx.orders);
    const bid = outside.bids[0]?.[0];
    const ask = outside.asks[0]?.[0];
    const mid = bid !== undefined && ask !== undefined ? (bid + ask) / 2 : (bid ?? ask);
    const price = primary.last ?? mid;
    if (price === undefined) return { actions, state };
    const target = params.target_price;
    state.direction ??= price < target ? 'up' : 'down';
    const side = state.direction === 'up' ? 'buy' : 'sell';
    // Reached, or passed: the last step may trade a level beyond the target when the book has a gap there.
    const reached = side === 'buy' ? price >= target - rules.priceStep / 2 : price <= target + rules.priceStep / 2;
    if (reached) {
      return { actions: [stop('pushTarget', { price, target, spent })], state };
    }

    const remaining = params.total_budget - state.spent;
    const levels = side === 'buy' ? outside.asks : outside.bids;
    const next = levels[0];
    // Nothing to take on that side of the book: wait for it.
    if (!next) return { actions, state };
    const minimum = roundAmount(Math.max(rules.minAmount, (rules.minCost / next[0]) * 1.01) + rules.amountStep, rules);
    if (remaining < minimum * next[0]) return { actions: [stop('pushBudgetSpent', { spent, budget: params.total_budget })], state };

    const sign = side === 'buy' ? 1 : -1;
    const stepLimit = price * (1 + (sign * params.step_percent) / 100);
    const stepPrice = priceFor(side, side === 'buy' ? Math.min(target, stepLimit) : Math.max(target, stepLimit), rules);
    const within = levels.filter(([levelPrice]) => (side === 'buy' ? levelPrice <= stepPrice : levelPrice >= stepPrice));
    const cap = Math.min(params.single_budget, remaining);
    // A gap before the step's price: take a minimum order at the next level.
    const limitPrice = within.length > 0 ? stepPrice : next[0];
    const wanted = within.length > 0 ? within.reduce((sum, [, size]) => sum + size, 0) : minimum;
    let amount = roundAmount(Math.min(wanted, cap / limitPrice), rules);
    if (!meetsMinimums(amount, limitPrice, rules)) amount = minimum;
    const free = side === 'buy' ? (primary.free[rules.quote] ?? 0) / limitPrice : (primary.free[rules.base] ?? 0);
    if (free < amount) {
      if (!meetsMinimums(roundAmount(free, rules), limitPrice, rules)) {
        return { actions: [stop('pushFailure', { reason: 'insufficientBalance' })], state };
      }
      amount = roundAmount(free, rules);
    }
    state.steps += 1;
    actions.push(
      limit(side, limitPrice, amount, 'push', {
        timeInForce: 'IOC',
        reason: say('pushStep', { n: state.steps, side, amount, price: limitPrice, target }),
      }),
    );
    return { actions, state };
  },
};
