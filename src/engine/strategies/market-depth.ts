// Order-Book Management (bots.md "budan_new"): keeps N levels per side around the market's mid
// price (the book without the bot's own orders). Level i sits first_spread + i × level_spread
// from the mid, up to the book spread; sizes follow the depth curve (advanced mode) and jitter
// ±30% (spec §9), and the nearest level is doubled when it is within 1% of the mid. An outside
// order larger than 5× the bot's size (or the side's average depth) is resistance: the bot
// quotes nothing behind it on that side. Orders that drift out of place are cancelled and placed
// again, within the action budget so the safety module never trips.
import { jitter } from '../../shared/bots/float-range.ts';
import type { MarketDepthParams } from '../../shared/bots/params/market-depth.ts';
import { meetsMinimums, priceFor, roundAmount } from '../runner/market-rules.ts';
import type { Action, BookView, BotOrder, Decision, Strategy, StrategyContext } from '../runner/types.ts';
import { cancel, limit, log, outsideBook, paceMs, say } from './helpers.ts';

export const RESISTANCE_MULTIPLE = 5;
export const FIRST_ORDER_DOUBLING_PERCENT = 1;

type Side = 'buy' | 'sell';

export interface BudanState {
  resistance: { buy: number | null; sell: number | null };
  warnedFunds: boolean;
}

interface Target {
  side: Side;
  level: number;
  price: number;
  amount: number;
}

function curve(params: MarketDepthParams, level: number): number {
  if (params.mode !== 'advanced') return params.order_amount;
  const explicit = params.level_sizes?.[level];
  if (explicit !== undefined) return explicit;
  const n = Math.max(1, params.levels_per_side - 1);
  if (params.depth_curve === 'rising') return params.order_amount * (1 + level / n);
  if (params.depth_curve === 'falling') return params.order_amount * (2 - level / n);
  return params.order_amount;
}

/** The first outside order on a side big enough to be resistance, as a price. */
function resistanceOf(levels: BookView['bids'], size: number): number | null {
  if (levels.length === 0) return null;
  const average = levels.reduce((sum, [, amount]) => sum + amount, 0) / levels.length;
  const wall = levels.find(([, amount]) => amount > RESISTANCE_MULTIPLE * size && amount > RESISTANCE_MULTIPLE * average);
  return wall?.[0] ?? null;
}

export const marketDepthStrategy: Strategy<MarketDepthParams, BudanState> = {
  key: 'budan_new',
  needs: () => ({ bookDepth: 100, balances: true }),
  initialState: () => ({ resistance: { buy: null, sell: null }, warnedFunds: false }),
  intervalMs: paceMs,

  decide(ctx: StrategyContext<MarketDepthParams, BudanState>): Decision<BudanState> {
    const { params, primary, random } = ctx;
    const rules = primary.rules;
    const state: BudanState = { resistance: { ...ctx.state.resistance }, warnedFunds: ctx.state.warnedFunds };
    const actions: Action[] = [];
    const own = ctx.orders.filter((order) => order.tag.startsWith('book:'));
    const outside = outsideBook(primary.book!, own);
    const bid = outside.bids[0]?.[0];
    const ask = outside.asks[0]?.[0];
    const mid = bid !== undefined && ask !== undefined ? (bid + ask) / 2 : (primary.last ?? bid ?? ask);
    if (mid === undefined || mid === null) return { actions, state };

    // Resistance: noted (and logged when it changes), then nothing is quoted behind it.
    const walls = { buy: resistanceOf(outside.bids, params.order_amount), sell: resistanceOf(outside.asks, params.order_amount) };
    for (const side of ['buy', 'sell'] as const) {
      if (walls[side] !== state.resistance[side] && walls[side] !== null)
        actions.push(log('bookResistance', { side, price: walls[side]! }));
      state.resistance[side] = walls[side];
    }

    const sides: Side[] = params.sides === 'both' ? ['buy', 'sell'] : params.sides === 'bids' ? ['buy'] : ['sell'];
    const targets: Target[] = [];
    for (const side of sides) {
      const sign = side === 'buy' ? -1 : 1;
      for (let level = 0; level < params.levels_per_side; level++) {
        const distance = params.first_spread_percent + level * params.level_spread_percent;
        if (distance > params.book_spread_percent + 1e-9) break;
        const price = priceFor(side, mid * (1 + (sign * distance) / 100), rules);
        const wall = walls[side];
        if (wall !== null && (side === 'buy' ? price < wall : price > wall)) break;
        // Never cross the outside book: that would trade, not quote.
        if (side === 'buy' && ask !== undefined && price >= ask) continue;
        if (side === 'sell' && bid !== undefined && price <= bid) continue;
        let size = jitter(curve(params, level), params.jitter_percent, random);
        if (level === 0 && distance <= FIRST_ORDER_DOUBLING_PERCENT) size *= 2;
        targets.push({ side, level, price, amount: roundAmount(size, rules) });
      }
    }

    // An order inside its side's band (first spread to book spread from the mid) is kept: it still
    // gives depth where the bot promises it. Orders outside the band are re-quoted, and a side
    // holding more than N orders drops its farthest unclaimed ones.
    const tolerance = (mid * params.level_spread_percent) / 200;
    const lowest = (mid * params.first_spread_percent) / 100 - tolerance;
    const highest = (mid * params.book_spread_percent) / 100 + tolerance;
    const distance = (order: BotOrder) => (order.side === 'buy' ? mid - (order.price ?? 0) : (order.price ?? 0) - mid);
    const claimed = new Set<Target>();
    const unclaimed: BotOrder[] = [];
    const outOfBand: BotOrder[] = [];
    for (const order of own) {
      const away = distance(order);
      if (!sides.includes(order.side) || away < lowest || away > highest) {
        outOfBand.push(order);
        continue;
      }
      const match = targets.find(
        (target) => !claimed.has(target) && target.side === order.side && Math.abs(target.price - (order.price ?? 0)) <= tolerance,
      );
      if (match) claimed.add(match);
      else unclaimed.push(order);
    }
    const missing = targets.filter((target) => !claimed.has(target)).sort((a, b) => a.level - b.level);
    const excess: BotOrder[] = [];
    for (const side of sides) {
      const kept = own.filter((order) => order.side === side && !outOfBand.includes(order)).length;
      const toPlace = missing.filter((target) => target.side === side).length;
      const over = kept + toPlace - params.levels_per_side;
      const spare = unclaimed.filter((order) => order.side === side).sort((a, b) => distance(b) - distance(a));
      excess.push(...spare.slice(0, Math.max(0, over)));
    }
    const toCancel = [...outOfBand, ...excess];

    // Within the action budget, alternate: the nearest missing level, then the worst order to drop.
    let budget = ctx.actionBudget;
    let baseFree = primary.free[rules.base] ?? 0;
    let quoteFree = primary.free[rules.quote] ?? 0;
    const places: Action[] = [];
    const cancels: Action[] = [];
    const placeNext = (): boolean => {
      for (let target = missing.shift(); target; target = missing.shift()) {
        if (!meetsMinimums(target.amount, target.price, rules)) continue;
        const cost = target.side === 'sell' ? target.amount : target.amount * target.price;
        if (cost > (target.side === 'sell' ? baseFree : quoteFree)) {
          if (!state.warnedFunds)
            actions.push(
              log('bookInsufficientFunds', { side: target.side, asset: target.side === 'sell' ? rules.base : rules.quote }, 'warn'),
            );
          state.warnedFunds = true;
          continue;
        }
        if (target.side === 'sell') baseFree -= cost;
        else quoteFree -= cost;
        places.push(limit(target.side, target.price, target.amount, `book:${target.side}:${target.level}`));
        return true;
      }
      return false;
    };
    while (budget > 0 && (missing.length > 0 || toCancel.length > 0)) {
      if (missing.length > 0 && placeNext()) budget--;
      const order = toCancel.shift();
      if (order && budget > 0) {
        cancels.push(cancel(order, say('bookRequote', { side: order.side, price: order.price ?? 0, mid: Number(mid.toPrecision(8)) })));
        budget--;
      }
    }
    actions.push(...cancels, ...places);
    return { actions, state };
  },
};
