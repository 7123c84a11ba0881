// Range Buy/Sell (bots.md "buy_sell"): ticks every second; at jittered intervals it buys a
// jittered single budget while the price is inside the buy range and sells while it is inside the
// sell range, taking the book with an immediate-or-cancel limit at the range's edge, until the
// total budget is used.
import { jitter } from '../../shared/bots/float-range.ts';
import type { BuySellParams } from '../../shared/bots/params/buy-sell.ts';
import { meetsMinimums, priceFor, roundAmount } from '../runner/market-rules.ts';
import type { Action, Decision, Strategy, StrategyContext } from '../runner/types.ts';
import { bestAsk, bestBid, filledBy, limit, log, midOf, paceMs, say, stop } from './helpers.ts';

export interface BuySellState {
  /** Quote value traded so far (buys and sells). */
  spent: number;
  outsideLogged: boolean;
  /** The next order waits until then: the bot ticks every second and acts at jittered intervals. */
  nextActionAt: number;
}

const TICK_MS = 1000;

export const buySellStrategy: Strategy<BuySellParams, BuySellState> = {
  key: 'buy_sell',
  needs: () => ({ bookDepth: 5, balances: true }),
  initialState: () => ({ spent: 0, outsideLogged: false, nextActionAt: 0 }),
  intervalMs: () => TICK_MS,

  decide(ctx: StrategyContext<BuySellParams, BuySellState>): Decision<BuySellState> {
    const { params, primary, random } = ctx;
    const rules = primary.rules;
    const state: BuySellState = { ...ctx.state };
    const actions: Action[] = [];
    state.spent += filledBy(ctx.events).quote;

    const remaining = params.total_budget - state.spent;
    // The market as it stands (the book's mid); the last trade may be old in a quiet market.
    const price = midOf(primary.book) ?? primary.last;
    if (price === null) return { actions, state };
    // What is left cannot make an order the market accepts: the budget is used.
    if (remaining < Math.max(rules.minCost, rules.minAmount * price, rules.amountStep * price)) {
      return { actions: [stop('budgetUsed', { spent: Number(state.spent.toFixed(8)) })], state };
    }
    if (ctx.orders.length > 0 || ctx.now < state.nextActionAt) return { actions, state };

    const inBuy =
      params.buy_lower !== undefined && params.buy_upper !== undefined && price >= params.buy_lower && price <= params.buy_upper;
    const inSell =
      params.sell_lower !== undefined && params.sell_upper !== undefined && price >= params.sell_lower && price <= params.sell_upper;
    if (!inBuy && !inSell) {
      if (!state.outsideLogged) actions.push(log('outsideRanges', { price }));
      state.outsideLogged = true;
      return { actions, state };
    }
    state.outsideLogged = false;
    const side = inBuy && inSell ? (random() < 0.5 ? 'buy' : 'sell') : inBuy ? 'buy' : 'sell';
    const quote = Math.min(jitter(params.single_budget, params.jitter_percent, random), remaining);
    const buying = side === 'buy';
    const top = buying ? bestAsk(primary.book) : bestBid(primary.book);
    if (top === null) return { actions, state };
    // Never pays more than the top of the buy range, never sells below the bottom of the sell range.
    const limitPrice = priceFor(side, buying ? Math.min(top, params.buy_upper!) : Math.max(top, params.sell_lower!), rules);
    const asset = buying ? rules.quote : rules.base;
    const affordable = buying ? (primary.free[asset] ?? 0) / limitPrice : (primary.free[asset] ?? 0);
    const amount = roundAmount(Math.min(quote / limitPrice, affordable), rules);
    if (!meetsMinimums(amount, limitPrice, rules)) return { actions: [...actions, log('notEnoughBalance', { asset }, 'warn')], state };
    state.nextActionAt = ctx.now + paceMs(params, random);
    const range = buying
      ? { lower: params.buy_lower!, upper: params.buy_upper! }
      : { lower: params.sell_lower!, upper: params.sell_upper! };
    actions.push(
      limit(side, limitPrice, amount, side, { timeInForce: 'IOC', reason: say(buying ? 'rangeBuy' : 'rangeSell', { price, ...range }) }),
    );
    return { actions, state };
  },
};
