// Listing Open (bots.md "open_cex"): the bot waits for the listing time, waking exactly then, and
// in its first tick of trading places the whole opening ladder around the opening price: levels
// every level_spread_percent on each side out to book_spread_percent, each of the maintained
// volume jittered ±30% (spec §9), the nearest level doubled when it is within 1% of the price.
// Protection: it never buys above price_upper nor sells below price_lower. After the open it
// keeps the ladder: a level that fills is put back at its price on the next tick.
import { jitter } from '../../shared/bots/float-range.ts';
import type { OpenCexParams } from '../../shared/bots/params/cex-trading.ts';
import { meetsMinimums, priceFor, roundAmount } from '../runner/market-rules.ts';
import type { Action, Decision, MarketRules, Strategy, StrategyContext } from '../runner/types.ts';
import { limit, log } from './helpers.ts';

export const OPEN_CEX_WAIT_MAX_MS = 10_000;
export const OPEN_CEX_KEEP_MS = 5_000;
const FIRST_ORDER_DOUBLING_PERCENT = 1;

export interface OpenCexState {
  opened: boolean;
  waitingLogged: boolean;
}

interface Level {
  side: 'buy' | 'sell';
  level: number;
  price: number;
  distance: number;
}

/** The ladder's levels within the book spread and the protection limits. */
export function ladderOf(params: OpenCexParams, rules: MarketRules): Level[] {
  const levels: Level[] = [];
  for (const side of ['buy', 'sell'] as const) {
    const sign = side === 'buy' ? -1 : 1;
    for (let level = 0; level < params.ladder_levels; level++) {
      const distance = (level + 1) * params.level_spread_percent;
      if (distance > params.book_spread_percent + 1e-9) break;
      const price = priceFor(side, params.open_price * (1 + (sign * distance) / 100), rules);
      if (side === 'buy' && price > params.price_upper) continue;
      if (side === 'sell' && price < params.price_lower) continue;
      levels.push({ side, level, price, distance });
    }
  }
  return levels;
}

export const openCexStrategy: Strategy<OpenCexParams, OpenCexState> = {
  key: 'open_cex',
  needs: () => ({ bookDepth: 20, balances: true }),
  initialState: () => ({ opened: false, waitingLogged: false }),
  intervalMs: () => OPEN_CEX_KEEP_MS,

  decide(ctx: StrategyContext<OpenCexParams, OpenCexState>): Decision<OpenCexState> {
    const { params, primary, random, now } = ctx;
    const rules = primary.rules;
    const state: OpenCexState = { ...ctx.state };
    const actions: Action[] = [];
    if (now < params.open_time) {
      if (!state.waitingLogged) {
        state.waitingLogged = true;
        actions.push(log('openWaiting', { time: params.open_time })); // ms: shown in the reader's zone
      }
      // Wake exactly at the listing time.
      return { actions, state, nextTickMs: Math.min(params.open_time - now, OPEN_CEX_WAIT_MAX_MS) };
    }

    const ladder = ladderOf(params, rules);
    const own = ctx.orders.filter((order) => order.tag.startsWith('open:'));
    let baseFree = primary.free[rules.base] ?? 0;
    let quoteFree = primary.free[rules.quote] ?? 0;
    let budget = ctx.actionBudget;
    let placed = 0;
    for (const level of ladder) {
      const tag = `open:${level.side}:${level.level}`;
      if (budget <= 0) break;
      if (own.some((order) => order.tag === tag)) continue;
      let size = jitter(params.order_amount, 30, random);
      if (level.level === 0 && level.distance <= FIRST_ORDER_DOUBLING_PERCENT) size *= 2;
      const amount = roundAmount(size, rules);
      if (!meetsMinimums(amount, level.price, rules)) continue;
      const cost = level.side === 'buy' ? amount * level.price : amount;
      if (cost > (level.side === 'buy' ? quoteFree : baseFree)) continue;
      if (level.side === 'buy') quoteFree -= cost;
      else baseFree -= cost;
      budget--;
      placed++;
      actions.push(limit(level.side, level.price, amount, tag));
    }
    if (!state.opened) {
      state.opened = true;
      actions.unshift(log('openLadder', { levels: placed, price: params.open_price }));
    }
    return { actions, state };
  },
};
