// Batch Selling (bots.md "iceberg"): shows one tranche at a time at the top of the book, never
// below the floor price (never above the ceiling for buys); a tranche that the market left behind
// is cancelled and shown again at the new top. Stops after the last tranche, or when the balance
// runs out.
import { jitter } from '../../shared/bots/float-range.ts';
import type { IcebergParams } from '../../shared/bots/params/iceberg.ts';
import { meetsMinimums, priceFor, roundAmount } from '../runner/market-rules.ts';
import type { Action, Decision, Strategy, StrategyContext } from '../runner/types.ts';
import { bestAsk, bestBid, cancel, filledBy, limit, log, outsideBook, paceMs, say, stop } from './helpers.ts';

export interface IcebergState {
  /** Base quantity filled so far. */
  done: number;
  tranches: number;
  waitingLogged: boolean;
  /** The next tranche waits until then: the bot ticks every second and shows tranches at jittered intervals. */
  nextActionAt: number;
}

const TICK_MS = 1000;

const TAG = 'tranche';

export const icebergStrategy: Strategy<IcebergParams, IcebergState> = {
  key: 'iceberg',
  needs: () => ({ bookDepth: 5, balances: true }),
  initialState: () => ({ done: 0, tranches: 0, waitingLogged: false, nextActionAt: 0 }),
  intervalMs: () => TICK_MS,

  decide(ctx: StrategyContext<IcebergParams, IcebergState>): Decision<IcebergState> {
    const { params, primary, random } = ctx;
    const rules = primary.rules;
    const side = params.side;
    const state: IcebergState = { ...ctx.state };
    const actions: Action[] = [];
    state.done += filledBy(ctx.events, side).amount;

    const remaining = roundAmount(params.total_amount - state.done, rules);
    const live = ctx.orders.find((order) => order.tag === TAG);
    const limitPrice = priceFor(side, params.limit_price, rules);
    if (!live && !meetsMinimums(remaining, limitPrice, rules)) {
      return { actions: [stop('icebergDone', { amount: Number(state.done.toFixed(8)), tranches: state.tranches })], state };
    }

    // The top of our side, one step better than the best outside order there, never past the limit.
    const outside = primary.book ? outsideBook(primary.book, ctx.orders, true) : null;
    const bid = bestBid(outside);
    const ask = bestAsk(outside);
    const step = rules.priceStep;
    let target: number | null = null;
    if (side === 'sell' && ask !== null) target = Math.max(limitPrice, bid !== null ? Math.max(bid + step, ask - step) : ask);
    if (side === 'buy' && bid !== null) target = Math.min(limitPrice, ask !== null ? Math.min(ask - step, bid + step) : bid);
    if (target === null) return { actions, state };
    target = priceFor(side, target, rules);

    if (live) {
      const behind = side === 'sell' ? (live.price ?? 0) > target + step / 2 : (live.price ?? 0) < target - step / 2;
      const aged = ctx.now - live.createdAt >= params.interval_min * 1000;
      if (behind && aged) actions.push(cancel(live, say('icebergReprice', { from: live.price ?? 0, to: target })));
      return { actions, state };
    }
    if (ctx.now < state.nextActionAt) return { actions, state };

    const available = side === 'sell' ? (primary.free[rules.base] ?? 0) : (primary.free[rules.quote] ?? 0) / target;
    const size = roundAmount(Math.min(remaining, jitter(params.tranche_amount, params.jitter_percent, random), available), rules);
    if (!meetsMinimums(size, target, rules)) {
      if (available < remaining && !meetsMinimums(roundAmount(available, rules), target, rules)) {
        return { actions: [stop('icebergBalanceOut', { asset: side === 'sell' ? rules.base : rules.quote })], state };
      }
      if (!state.waitingLogged) actions.push(log('icebergWaiting', { price: target }));
      state.waitingLogged = true;
      return { actions, state };
    }
    state.tranches += 1;
    state.waitingLogged = false;
    state.nextActionAt = ctx.now + paceMs(params, random);
    actions.push(limit(side, target, size, TAG, { reason: say('icebergTranche', { n: state.tranches, amount: size, price: target }) }));
    return { actions, state };
  },
};
