// Market Sync for major coins (bots.md "kongpan"): keeps the bot's market within `spread_percent` of
// a major coin's index price on a reference venue (`index_web`). The index is the reference's mid
// price (its last trade while its book is empty). While the bot's price (its last trade, the outside
// mid before any) is inside the band, the bot does nothing; once outside, it moves back towards the
// index by at most `max_step_percent` per tick, by taking the outside book up to the step's price
// (immediate-or-cancel orders of one jittered order quantity each, at most
// MARKET_SYNC_MAX_TAKE_ORDERS of them a move) or, inside the spread, by a self-trade of a jittered
// order quantity (±30%, spec §9; no order above 1.3 × the order quantity, price-move.ts). With a
// band of 0 it aims at the index to within a price step.
// Pauses: while the index has no price (an unavailable index book pauses the bot in the runner, as
// spec §4 says of any book), and while the balance cannot pay for the next move. Stops: after three
// refused orders in a row (a critical failure). The index pair (`index_symbol`, however it is
// written) may be any pair the index venue lists; the runner watches it there and stops the bot,
// with the reason, when that venue does not list it.
import type { MarketSyncParams } from '../../shared/bots/params/cex-price.ts';
import { roundPrice } from '../runner/market-rules.ts';
import type { Action, Decision, Strategy, StrategyContext } from '../runner/types.ts';
import { cancelLeftovers, log, midOf, outsideBook, paceMs, say, stop } from './helpers.ts';
import { moveOrPause, stepTowards } from './price-move.ts';

/** One move sends at most this many orders (one jittered order quantity each) to take the book. */
export const MARKET_SYNC_MAX_TAKE_ORDERS = 20;
export const MARKET_SYNC_FAILURES_TO_STOP = 3;

export interface MarketSyncState {
  inSync: boolean | null;
  moves: number;
  failures: number;
}

export const marketSyncStrategy: Strategy<MarketSyncParams, MarketSyncState> = {
  key: 'kongpan',
  needs: (params) => ({ bookDepth: 100, balances: true, secondSymbol: params.index_symbol }),
  initialState: () => ({ inSync: null, moves: 0, failures: 0 }),
  intervalMs: paceMs,

  decide(ctx: StrategyContext<MarketSyncParams, MarketSyncState>): Decision<MarketSyncState> {
    const { params, primary, second } = ctx;
    const rules = primary.rules;
    const state: MarketSyncState = { ...ctx.state };
    const actions: Action[] = [];
    for (const event of ctx.events) {
      if (!event.order.tag.startsWith('sync:')) continue;
      if (event.type === 'fill') state.failures = 0;
      if (event.type === 'rejected') state.failures += 1;
    }
    if (state.failures >= MARKET_SYNC_FAILURES_TO_STOP) {
      const reason = ctx.events.find((event) => event.type === 'rejected')?.reason ?? 'unknown';
      return { actions: [stop('kongpanFailure', { reason })], state };
    }
    if (!second) return { actions: [stop('kongpanNoIndex', { venue: params.index_web })], state };

    // Leftover legs of a print go first.
    const own = ctx.orders.filter((order) => order.tag.startsWith('sync:') && order.venue === 'primary');
    if (own.length > 0) return { actions: [...actions, ...cancelLeftovers(own)], state };

    const index = midOf(second.book) ?? second.last;
    if (index === null) {
      return { actions: [{ kind: 'pause', reason: say('kongpanIndexUnavailable', { venue: second.venue }, 'warn') }], state };
    }
    const outside = outsideBook(primary.book!, own, true);
    const price = primary.last ?? midOf(outside);
    if (price === null) return { actions, state };

    const gapPercent = ((index - price) / price) * 100;
    const band = Math.max(params.spread_percent, (rules.priceStep / price) * 100);
    const inSync = Math.abs(gapPercent) <= band;
    if (inSync !== state.inSync) {
      const line = { price, index: roundPrice(index, rules), gap: Number(gapPercent.toFixed(3)), band: params.spread_percent };
      actions.push(log(inSync ? 'kongpanInSync' : 'kongpanGap', line));
      state.inSync = inSync;
    }
    if (inSync) return { actions, state };

    const next = stepTowards(price, gapPercent, params.max_step_percent, rules);
    // Nothing placeable: nothing to take up to the step (wait for the book), or no funds for the move (a pause).
    const move = moveOrPause({
      ctx,
      outside,
      target: next,
      orderAmount: params.order_amount,
      maxOrders: MARKET_SYNC_MAX_TAKE_ORDERS,
      prefix: 'sync',
      // One robot log line per move, however many orders it takes.
      reason: say('kongpanMoved', { from: price, to: next, index: roundPrice(index, rules), quote: rules.quote }),
      asStep: true,
    });
    if (move.moved) state.moves += 1;
    actions.push(...move.actions);
    return { actions, state };
  },
};
