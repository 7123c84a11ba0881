// Grid (bots.md): N levels between lower and upper, arithmetic or geometric. On the first tick it
// queues a buy on every level below the price and a sell on every level above (none on the level
// nearest the price); afterwards a filled buy at level i queues a sell at level i+1 and a filled
// sell a buy at level i-1. Each completed round trip (a fill and the counter order that closes it)
// adds (sell - buy) × quantity to grid profit once.
import type { GridParams } from '../../shared/bots/params/grid.ts';
import { meetsMinimums, priceFor, roundAmount } from '../runner/market-rules.ts';
import type { Action, Decision, Strategy, StrategyContext } from '../runner/types.ts';
import { limit, log, midOf, say, stop } from './helpers.ts';

interface Queued {
  level: number;
  side: 'buy' | 'sell';
  amount: number;
  /** The fill price of the order this one closes a round trip for. */
  entry: number | null;
}

export interface GridState {
  levels: number[];
  queue: Queued[];
  /** Entry price of a live counter order, by its tag. */
  entries: Record<string, number>;
  profit: number;
  roundTrips: number;
  warnedFunds: boolean;
}

export function gridLevels(params: Pick<GridParams, 'lower_price' | 'upper_price' | 'grid_count' | 'spacing'>): number[] {
  const { lower_price: low, upper_price: high, grid_count: count, spacing } = params;
  return Array.from({ length: count }, (_, i) =>
    spacing === 'geometric' ? low * (high / low) ** (i / (count - 1)) : low + ((high - low) * i) / (count - 1),
  );
}

const tagOf = (side: 'buy' | 'sell', level: number) => `grid:${side}:${level}`;

function levelOf(tag: string): number {
  return Number(tag.split(':')[2]);
}

function seed(levels: number[], price: number, amount: number): Queued[] {
  // The level nearest the price stays empty: it is where the first fill's counter order goes.
  let nearest = 0;
  for (let i = 1; i < levels.length; i++) if (Math.abs(levels[i]! - price) < Math.abs(levels[nearest]! - price)) nearest = i;
  const queue: Queued[] = [];
  for (let i = 0; i < levels.length; i++) {
    if (i === nearest) continue;
    queue.push({ level: i, side: levels[i]! < price ? 'buy' : 'sell', amount, entry: null });
  }
  // Nearest to the price first: those matter most if the action budget spreads placing over ticks.
  return queue.sort((a, b) => Math.abs(levels[a.level]! - price) - Math.abs(levels[b.level]! - price));
}

export const gridStrategy: Strategy<GridParams, GridState> = {
  key: 'grid',
  needs: () => ({ bookDepth: 5, balances: true }),
  initialState: () => ({ levels: [], queue: [], entries: {}, profit: 0, roundTrips: 0, warnedFunds: false }),
  intervalMs: (params) => params.interval_seconds * 1000,

  decide(ctx: StrategyContext<GridParams, GridState>): Decision<GridState> {
    const { params, primary } = ctx;
    const rules = primary.rules;
    const state: GridState = { ...ctx.state, queue: [...ctx.state.queue], entries: { ...ctx.state.entries } };
    const actions: Action[] = [];
    const price = midOf(primary.book) ?? primary.last;
    if (price === null) return { actions, state };

    if (state.levels.length === 0) {
      state.levels = gridLevels(params);
      state.queue = seed(state.levels, price, params.order_amount);
      actions.push(log('gridBuilt', { levels: state.levels.length, lower: params.lower_price, upper: params.upper_price }));
    }

    if (params.stop_outside_range && (price < params.lower_price || price > params.upper_price)) {
      return { actions: [stop('gridOutsideRange', { price })], state, realisedProfit: state.profit };
    }

    for (const event of ctx.events) {
      const { order } = event;
      if (!order.tag.startsWith('grid:')) continue;
      const level = levelOf(order.tag);
      if (event.type === 'rejected') {
        // Lost on the way (never placed): queue it again. Refused by the venue: it would fail again.
        if (event.reason === 'neverPlaced' || event.reason === 'notSent') {
          state.queue.push({ level, side: order.side, amount: order.amount, entry: state.entries[order.tag] ?? null });
        } else actions.push(log('gridLevelRefused', { side: order.side, price: order.price ?? 0, reason: event.reason ?? '' }, 'warn'));
        delete state.entries[order.tag];
        continue;
      }
      if (event.type !== 'closed' || order.filled <= 0) continue;
      const fillPrice = order.average ?? order.price ?? 0;
      const entry = state.entries[order.tag];
      delete state.entries[order.tag];
      if (entry !== undefined) {
        const gain = order.side === 'sell' ? (fillPrice - entry) * order.filled : (entry - fillPrice) * order.filled;
        state.profit += gain;
        state.roundTrips += 1;
        actions.push(log('gridRoundTrip', { profit: Number(gain.toFixed(8)), total: Number(state.profit.toFixed(8)) }));
      }
      const counterLevel = order.side === 'buy' ? level + 1 : level - 1;
      const counterSide = order.side === 'buy' ? 'sell' : 'buy';
      // A fill that opened a round trip is closed by its counter order, which carries the entry; a
      // fill that closed one (it had an entry) opens the next, so its counter carries none. Carrying
      // the entry on every counter would count each trip twice: the buy back after a sell would
      // "close" the trip the sell already closed.
      if (counterLevel >= 0 && counterLevel < state.levels.length) {
        state.queue.push({ level: counterLevel, side: counterSide, amount: order.filled, entry: entry === undefined ? fillPrice : null });
      }
    }

    // Place what is queued, within the action budget, skipping levels that already hold an order.
    const live = new Set(ctx.orders.map((order) => order.tag));
    let budget = ctx.actionBudget;
    let baseFree = primary.free[rules.base] ?? 0;
    let quoteFree = primary.free[rules.quote] ?? 0;
    const kept: Queued[] = [];
    for (const item of state.queue) {
      const tag = tagOf(item.side, item.level);
      if (live.has(tag)) continue;
      const levelPrice = priceFor(item.side, state.levels[item.level]!, rules);
      const amount = roundAmount(item.amount, rules);
      if (budget <= 0) {
        kept.push(item);
        continue;
      }
      if (!meetsMinimums(amount, levelPrice, rules)) continue;
      const affordable = item.side === 'sell' ? baseFree >= amount : quoteFree >= amount * levelPrice;
      if (!affordable) {
        if (!state.warnedFunds) actions.push(log('gridInsufficientFunds', { side: item.side, price: levelPrice }, 'warn'));
        state.warnedFunds = true;
        continue;
      }
      if (item.side === 'sell') baseFree -= amount;
      else quoteFree -= amount * levelPrice;
      budget--;
      live.add(tag);
      if (item.entry !== null) state.entries[tag] = item.entry;
      const reason =
        item.entry === null ? say('gridLevel', { level: item.level + 1 }) : say('gridCounter', { side: item.side, level: item.level + 1 });
      actions.push(limit(item.side, levelPrice, amount, tag, { reason }));
    }
    state.queue = kept;
    return { actions, state, realisedProfit: state.profit };
  },
};
