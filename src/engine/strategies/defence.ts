// Defence Tool (bots.md "defence"): on its first tick it clears every open order of the account on
// the market (spec §4), then holds the price inside [coin_lower, coin_upper]: a sell order rests at
// the upper bound and a buy order at the lower bound, each put back as soon as it fills, and any
// outside bid above the upper bound or ask below the lower bound is taken at once at the bound.
// Buying is limited by the total budget (quote currency); selling by the base balance. When either
// runs out the bot says so once and keeps defending the other side.
import type { DefenceParams } from '../../shared/bots/params/cex-trading.ts';
import { meetsMinimums, priceFor, roundAmount } from '../runner/market-rules.ts';
import type { Action, Decision, Strategy, StrategyContext } from '../runner/types.ts';
import { limit, log, outsideBook, round8, say } from './helpers.ts';

export interface DefenceState {
  cleared: boolean;
  /** Quote currency spent on buys so far. */
  spent: number;
  budgetWarned: boolean;
  baseWarned: boolean;
}

export const defenceStrategy: Strategy<DefenceParams, DefenceState> = {
  key: 'defence',
  needs: () => ({ bookDepth: 50, balances: true }),
  initialState: () => ({ cleared: false, spent: 0, budgetWarned: false, baseWarned: false }),
  intervalMs: (params) => params.interval_seconds * 1000,

  decide(ctx: StrategyContext<DefenceParams, DefenceState>): Decision<DefenceState> {
    const { params, primary } = ctx;
    const rules = primary.rules;
    const state: DefenceState = { ...ctx.state };
    if (!state.cleared) {
      state.cleared = true;
      return { actions: [{ kind: 'cancelAll', reason: say('defenceClearing') }], state };
    }
    const actions: Action[] = [];
    for (const event of ctx.events) {
      if (event.type === 'fill' && event.order.side === 'buy' && event.order.tag.startsWith('defend:')) {
        state.spent += event.amount * event.price;
      }
    }
    const own = ctx.orders.filter((order) => order.tag.startsWith('defend:'));
    if (own.some((order) => order.status === 'pending')) return { actions, state };
    const upper = priceFor('sell', params.coin_upper, rules);
    const lower = priceFor('buy', params.coin_lower, rules);
    const outside = outsideBook(primary.book!, own);
    let baseFree = primary.free[rules.base] ?? 0;
    const openBuyCost = own.filter((order) => order.side === 'buy').reduce((sum, o) => sum + (o.amount - o.filled) * (o.price ?? 0), 0);
    let budget = params.total_budget - state.spent - openBuyCost;
    let quoteFree = Math.min(primary.free[rules.quote] ?? 0, budget);

    const sellable = (wanted: number) => roundAmount(Math.min(wanted, baseFree), rules);
    const buyable = (wanted: number, price: number) => roundAmount(Math.min(wanted, quoteFree / price), rules);

    // Outside orders beyond the band are met at once, at the bound.
    const bidsAbove = outside.bids.filter(([price]) => price >= upper).reduce((sum, [, size]) => sum + size, 0);
    const asksBelow = outside.asks.filter(([price]) => price <= lower).reduce((sum, [, size]) => sum + size, 0);
    if (bidsAbove > 0) {
      const amount = sellable(bidsAbove);
      if (meetsMinimums(amount, upper, rules)) {
        actions.push(
          limit('sell', upper, amount, 'defend:take', { timeInForce: 'IOC', reason: say('defenceUpper', { amount, price: upper }) }),
        );
        baseFree -= amount;
      }
    }
    if (asksBelow > 0) {
      const amount = buyable(asksBelow, lower);
      if (meetsMinimums(amount, lower, rules)) {
        actions.push(
          limit('buy', lower, amount, 'defend:take', { timeInForce: 'IOC', reason: say('defenceLower', { amount, price: lower }) }),
        );
        quoteFree -= amount * lower;
        budget -= amount * lower;
      }
    }

    // The resting orders at the bounds.
    if (!own.some((order) => order.tag === 'defend:sell')) {
      const amount = sellable(params.order_amount);
      if (meetsMinimums(amount, upper, rules)) {
        actions.push(limit('sell', upper, amount, 'defend:sell'));
        state.baseWarned = false;
      } else if (!state.baseWarned) {
        state.baseWarned = true;
        actions.push(log('notEnoughBalance', { asset: rules.base }, 'warn'));
      }
    }
    if (!own.some((order) => order.tag === 'defend:buy')) {
      const amount = buyable(params.order_amount, lower);
      if (meetsMinimums(amount, lower, rules)) {
        actions.push(limit('buy', lower, amount, 'defend:buy'));
      } else if (budget < params.order_amount * lower && !state.budgetWarned) {
        state.budgetWarned = true;
        actions.push(log('defenceBudgetUsed', { spent: round8(state.spent), budget: params.total_budget }, 'warn'));
      } else if (budget >= params.order_amount * lower && !state.budgetWarned) {
        state.budgetWarned = true;
        actions.push(log('notEnoughBalance', { asset: rules.quote }, 'warn'));
      }
    }
    return { actions, state };
  },
};
