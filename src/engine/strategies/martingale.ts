// Martingale (bots.md "wangge"): a cycle opens with a base buy; each time the price falls a step
// below the last entry it adds a buy `multiplier` times the previous one, up to max_adds and within
// the total budget; a resting take-profit sell for the whole position sits at take_profit_percent
// over the average entry. When it fills the cycle's profit is realised and the next cycle begins.
import type { MartingaleParams } from '../../shared/bots/params/martingale.ts';
import { meetsMinimums, priceFor, roundAmount } from '../runner/market-rules.ts';
import type { Action, Decision, Strategy, StrategyContext } from '../runner/types.ts';
import { bestAsk, cancel, limit, log, midOf, say, stop } from './helpers.ts';

export interface MartingaleState {
  /** Base held in the current cycle and what it cost (quote). */
  position: number;
  cost: number;
  adds: number;
  lastEntry: number;
  /** Quote of the last buy (the next add is multiplier × this). */
  lastBuy: number;
  cycles: number;
  profit: number;
  /** The take-profit has sold part of this cycle's position. */
  sold: boolean;
}

const ENTRY = 'entry';
const TAKE_PROFIT = 'tp';

export const martingaleStrategy: Strategy<MartingaleParams, MartingaleState> = {
  key: 'wangge',
  needs: () => ({ bookDepth: 5, balances: true }),
  initialState: () => ({ position: 0, cost: 0, adds: 0, lastEntry: 0, lastBuy: 0, cycles: 0, profit: 0, sold: false }),
  intervalMs: (params) => params.interval_seconds * 1000,

  decide(ctx: StrategyContext<MartingaleParams, MartingaleState>): Decision<MartingaleState> {
    const { params, primary } = ctx;
    const rules = primary.rules;
    const state: MartingaleState = { ...ctx.state };
    const actions: Action[] = [];

    for (const event of ctx.events) {
      if (event.type !== 'fill') continue;
      if (event.order.side === 'buy') {
        state.position += event.amount;
        state.cost += event.amount * event.price;
        state.lastEntry = event.price;
      } else {
        const average = state.position > 0 ? state.cost / state.position : event.price;
        const gain = (event.price - average) * event.amount;
        state.profit += gain;
        state.cost -= average * event.amount;
        state.position -= event.amount;
        state.sold = true;
        actions.push(log('martingaleTakeProfit', { amount: event.amount, price: event.price, profit: Number(gain.toFixed(8)) }));
      }
    }

    const entryLive = ctx.orders.find((order) => order.tag === ENTRY);
    const tpLive = ctx.orders.find((order) => order.tag === TAKE_PROFIT);
    if (entryLive) return { actions, state, realisedProfit: state.profit };

    const ask = bestAsk(primary.book);
    const price = midOf(primary.book) ?? primary.last;

    // A cycle ends when its take-profit has sold the position down to less than one order.
    const dust = !meetsMinimums(roundAmount(state.position, rules), price ?? state.lastEntry, rules);
    if (!tpLive && dust && state.sold) {
      state.cycles += 1;
      actions.push(log('martingaleCycleDone', { cycle: state.cycles, profit: Number(state.profit.toFixed(8)) }));
      Object.assign(state, { position: 0, cost: 0, adds: 0, lastEntry: 0, lastBuy: 0, sold: false });
    }
    if (dust && !tpLive && params.cycles > 0 && state.cycles >= params.cycles) {
      return { actions: [...actions, stop('martingaleAllCycles', { cycles: state.cycles })], state, realisedProfit: state.profit };
    }
    if (ask === null || price === null) return { actions, state, realisedProfit: state.profit };
    if (dust && !tpLive) {
      if (params.base_order > params.total_budget) return { actions: [...actions, stop('budgetUsed', { spent: 0 })], state };
      return buy(
        actions,
        state,
        params.base_order,
        ask,
        rules,
        say('martingaleOpen', { cycle: state.cycles + 1, quote: params.base_order }),
      );
    }

    const average = state.cost / state.position;
    const tpPrice = priceFor('sell', average * (1 + params.take_profit_percent / 100), rules);
    const nextBuy = state.lastBuy * params.multiplier;
    const dropped = price <= state.lastEntry * (1 - params.step_percent / 100);
    if (dropped && state.adds < params.max_adds && state.cost + nextBuy <= params.total_budget) {
      // The take-profit covers the old position: cancel it, add, and set a new one next tick.
      if (tpLive) actions.push(cancel(tpLive));
      state.adds += 1;
      return buy(actions, state, nextBuy, ask, rules, say('martingaleAdd', { n: state.adds, price, quote: Number(nextBuy.toFixed(8)) }));
    }

    const amount = roundAmount(state.position, rules);
    const tpRight =
      tpLive &&
      Math.abs((tpLive.price ?? 0) - tpPrice) < rules.priceStep / 2 &&
      Math.abs(tpLive.amount - tpLive.filled - amount) < rules.amountStep;
    if (tpLive && !tpRight) actions.push(cancel(tpLive));
    if (!tpRight && meetsMinimums(amount, tpPrice, rules)) {
      actions.push(
        limit('sell', tpPrice, amount, TAKE_PROFIT, {
          reason: say('martingaleTarget', { price: tpPrice, average: Number(average.toFixed(8)) }),
        }),
      );
    }
    return { actions, state, realisedProfit: state.profit };
  },
};

function buy(
  actions: Action[],
  state: MartingaleState,
  quote: number,
  ask: number,
  rules: StrategyContext<MartingaleParams, MartingaleState>['primary']['rules'],
  reason: ReturnType<typeof say>,
): Decision<MartingaleState> {
  const price = priceFor('buy', ask, rules);
  const amount = roundAmount(quote / price, rules);
  if (!meetsMinimums(amount, price, rules))
    return { actions: [...actions, log('orderTooSmall', { amount, price }, 'warn')], state, realisedProfit: state.profit };
  state.lastBuy = quote;
  actions.push(limit('buy', price, amount, ENTRY, { timeInForce: 'IOC', reason }));
  return { actions, state, realisedProfit: state.profit };
}
