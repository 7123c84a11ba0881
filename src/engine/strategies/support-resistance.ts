// Buy Support and Sell Resistance (bots.md "hupan_buy", "hupan_sell"): a wall of `levels` orders
// from the wall price `depth_percent` into the book (buys at and below the support price, sells at
// and above the resistance price), each of a jittered single budget (±30%, spec §9). A filled level
// is put back while the total budget lasts, so the wall holds until the budget is used; then the
// bot stops (spec §4 "hupan bots stop when all orders are filled"). Budgets: quote currency for
// the support, base currency for the resistance.
import { jitter } from '../../shared/bots/float-range.ts';
import type { BuySupportParams, SellResistanceParams } from '../../shared/bots/params/cex-trading.ts';
import { meetsMinimums, priceFor, roundAmount } from '../runner/market-rules.ts';
import type { Action, BotOrder, Decision, MarketRules, Strategy, StrategyContext } from '../runner/types.ts';
import { limit, log, paceMs, round8, say, stop } from './helpers.ts';

type Side = 'buy' | 'sell';

export interface SupportResistanceState {
  /** Budget used by fills: quote for a support, base for a resistance. */
  spent: number;
  placed: number;
  warnedFunds: boolean;
}

interface WallParams {
  wallPrice: number;
  total_budget: number;
  single_budget: number;
  depth_percent: number;
  levels: number;
  jitter_percent: number;
  interval_min: number;
  interval_max: number;
}

/** The price of each level: level 0 at the wall price, the last `depth_percent` further into the book. */
export function wallPrices(side: Side, wallPrice: number, depthPercent: number, levels: number, rules: MarketRules): number[] {
  const sign = side === 'buy' ? -1 : 1;
  return Array.from({ length: levels }, (_, level) => {
    const offset = levels > 1 ? (depthPercent * level) / (levels - 1) : 0;
    return priceFor(side, wallPrice * (1 + (sign * offset) / 100), rules);
  });
}

/** Budget an order takes: its quote value for a buy wall, its base amount for a sell wall. */
const cost = (side: Side, amount: number, price: number) => (side === 'buy' ? amount * price : amount);
const openCost = (side: Side, order: BotOrder) => cost(side, order.amount - order.filled, order.price ?? 0);

function wallStrategy<P extends Omit<WallParams, 'wallPrice'>>(
  key: 'hupan_buy' | 'hupan_sell',
  side: Side,
  wallPriceOf: (params: P) => number,
): Strategy<P, SupportResistanceState> {
  return {
    key,
    needs: () => ({ bookDepth: 5, balances: true }),
    initialState: () => ({ spent: 0, placed: 0, warnedFunds: false }),
    intervalMs: paceMs,

    decide(ctx: StrategyContext<P, SupportResistanceState>): Decision<SupportResistanceState> {
      const { params, primary, random } = ctx;
      const rules = primary.rules;
      const state: SupportResistanceState = { ...ctx.state };
      const actions: Action[] = [];
      for (const event of ctx.events) {
        if (event.type === 'fill' && event.order.tag.startsWith('wall:')) state.spent += cost(side, event.amount, event.price);
      }

      const own = ctx.orders.filter((order) => order.tag.startsWith('wall:'));
      const prices = wallPrices(side, wallPriceOf(params), params.depth_percent, params.levels, rules);
      let remaining = params.total_budget - state.spent - own.reduce((sum, order) => sum + openCost(side, order), 0);
      const smallest = cost(side, Math.max(rules.minAmount, rules.minCost / prices[0]!), prices[0]!);
      const asset = side === 'buy' ? rules.quote : rules.base;

      // All filled and no budget left for another order: the wall has done its work.
      if (own.length === 0 && params.total_budget - state.spent < smallest) {
        actions.push(stop('hupanAllFilled', { spent: round8(state.spent), asset }));
        return { actions, state };
      }

      let free = primary.free[asset] ?? 0;
      let budget = ctx.actionBudget;
      for (let level = 0; level < prices.length && budget > 0 && remaining >= smallest - 1e-9; level++) {
        const tag = `wall:${level}`;
        if (own.some((order) => order.tag === tag)) continue;
        const price = prices[level]!;
        const share = Math.min(jitter(params.single_budget, params.jitter_percent, random), remaining);
        const amount = roundAmount(side === 'buy' ? share / price : share, rules);
        if (!meetsMinimums(amount, price, rules)) continue;
        const needed = cost(side, amount, price);
        if (needed > free) {
          if (!state.warnedFunds) actions.push(log('notEnoughBalance', { asset }, 'warn'));
          state.warnedFunds = true;
          break;
        }
        free -= needed;
        remaining -= needed;
        budget--;
        state.placed += 1;
        actions.push(limit(side, price, amount, tag, { reason: say('hupanLevel', { side, level: level + 1, amount, price }) }));
      }
      return { actions, state };
    },
  };
}

export const buySupportStrategy = wallStrategy<BuySupportParams>('hupan_buy', 'buy', (params) => params.support_price);
export const sellResistanceStrategy = wallStrategy<SellResistanceParams>('hupan_sell', 'sell', (params) => params.resistance_price);
