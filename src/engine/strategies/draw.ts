// Price Charting (bots.md "draw"): moves the price along a path inside [price_lower, price_upper].
// Each tick it picks the path's price for now and trades the market there:
// - random: a step of up to a tenth of the range, its direction from the trend (rise and fall lean
//   eight in ten steps their way; random is even);
// - follow_index: the reference market's move since the start, times `scale`, applied to the
//   price the bot started from (the reference is `reference_symbol` on `reference_web`, the
//   bot's own pair when none is given);
// - sequence: the sequence plan's (time, price) points, linearly between them; before the first
//   point from the starting price, after the last holding it.
// A target beyond the book is reached by taking the outside orders up to it (immediate-or-cancel);
// a target inside the spread is printed by a self-trade (price-move.ts). The single amount is the
// most an order carries: every order is the single amount varied by ±30% (spec §9), never above
// 1.3 × it, and one move sends at most 50 of them, so a wall against the path stops it. Once the
// price has been inside the range, the bot stops if it leaves it (spec §4). While the balance cannot
// pay for a move, the bot pauses and says which asset is short.
import type { DrawParams } from '../../shared/bots/params/cex-price.ts';
import type { SequencePoint } from '../../shared/bots/sequence-plan.ts';
import { roundPrice } from '../runner/market-rules.ts';
import type { Action, Decision, Strategy, StrategyContext } from '../runner/types.ts';
import { cancelLeftovers, midOf, outsideBook, paceMs, say, stop } from './helpers.ts';
import { moveOrPause } from './price-move.ts';

export const DRAW_TREND_BIAS = 0.8;
export const DRAW_RANDOM_STEP_OF_RANGE = 0.1;
/** One move sends at most this many orders of one single amount each: a wall is not bought out to hold the path. */
export const DRAW_MOVE_MAX_SINGLES = 50;

/** The parameters as stored: the server adds the sequence plan's points when the bot is saved. */
export type DrawRunParams = DrawParams & { sequence_points?: SequencePoint[] };

export interface DrawState {
  startedAt: number;
  startPrice: number | null;
  referenceStart: number | null;
  /** The price has been inside the range (from then on, leaving it stops the bot). */
  inside: boolean;
  moves: number;
}

/** The plan's price at `now`: linear between points, from (startedAt, startPrice) before the first. */
export function planPrice(points: SequencePoint[], now: number, startedAt: number, startPrice: number): number {
  const first = points[0];
  if (!first) return startPrice;
  if (now <= first.time) {
    if (first.time <= startedAt) return first.price;
    const share = Math.max(0, (now - startedAt) / (first.time - startedAt));
    return startPrice + (first.price - startPrice) * share;
  }
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    if (now <= b.time) return a.price + ((b.price - a.price) * (now - a.time)) / (b.time - a.time);
  }
  return points.at(-1)!.price;
}

function targetOf(ctx: StrategyContext<DrawRunParams, DrawState>, state: DrawState, price: number): number | null {
  const { params, random, now } = ctx;
  if (params.path === 'sequence') {
    const points = (params.sequence_points ?? []).filter((point) => point.time > state.startedAt);
    return planPrice(points, now, state.startedAt, state.startPrice ?? price);
  }
  if (params.path === 'follow_index') {
    const reference = ctx.second ? (ctx.second.last ?? midOf(ctx.second.book)) : null;
    if (reference === null) return null;
    state.referenceStart ??= reference;
    return (state.startPrice ?? price) * (1 + params.scale * (reference / state.referenceStart - 1));
  }
  const up = params.trend === 'rise' ? DRAW_TREND_BIAS : params.trend === 'fall' ? 1 - DRAW_TREND_BIAS : 0.5;
  const direction = random() < up ? 1 : -1;
  return price + direction * (params.price_upper - params.price_lower) * DRAW_RANDOM_STEP_OF_RANGE * random();
}

export const drawStrategy: Strategy<DrawRunParams, DrawState> = {
  key: 'draw',
  needs: (params) => ({
    bookDepth: 100,
    balances: true,
    ...(params.path === 'follow_index' ? { secondSymbol: params.reference_symbol } : {}),
  }),
  initialState: () => ({ startedAt: 0, startPrice: null, referenceStart: null, inside: false, moves: 0 }),
  intervalMs: paceMs,

  decide(ctx: StrategyContext<DrawRunParams, DrawState>): Decision<DrawState> {
    const { params, primary, now } = ctx;
    const rules = primary.rules;
    const state: DrawState = { ...ctx.state };
    const actions: Action[] = [];
    if (state.startedAt === 0) state.startedAt = now;

    // A self-trade leg left over from the last tick goes first.
    const own = ctx.orders.filter((order) => order.tag.startsWith('draw:'));
    if (own.length > 0) return { actions: [...actions, ...cancelLeftovers(own)], state };

    const outside = outsideBook(primary.book!, own, true);
    const price = primary.last ?? midOf(outside);
    if (price === null) return { actions, state };
    state.startPrice ??= price;
    const inRange = price >= params.price_lower - rules.priceStep / 2 && price <= params.price_upper + rules.priceStep / 2;
    if (inRange) state.inside = true;
    else if (state.inside) {
      return { actions: [stop('drawOutOfRange', { price, lower: params.price_lower, upper: params.price_upper })], state };
    }

    const wanted = targetOf(ctx, state, price);
    if (wanted === null) return { actions, state };
    const target = roundPrice(Math.min(params.price_upper, Math.max(params.price_lower, wanted)), rules);
    const move = moveOrPause({
      ctx,
      outside,
      target,
      orderAmount: params.single_amount,
      maxOrders: DRAW_MOVE_MAX_SINGLES,
      prefix: 'draw',
      // One robot log line per move, however many orders it takes: what they did, from where to where.
      reason: say('drawMoved', { from: price, to: target, quote: rules.quote }),
      asStep: true,
    });
    if (move.moved) state.moves += 1;
    actions.push(...move.actions);
    return { actions, state };
  },
};
