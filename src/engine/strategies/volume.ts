// Self-Trading Volume (bots.md "shua"): produces a target base volume per period by trading at a
// random price strictly inside the spread, so no outside order is touched. Self-trade mode places
// both legs: a resting order, then an immediate-or-cancel order of the other side at the same
// price with self-trade prevention off. Normal mode places only the resting order inside the spread
// and counts what the market fills, cancelling what is left on the next tick. Trades are paced
// over the period (the volume done never runs ahead of the time passed), sizes jitter ±30% (spec
// §9) but never below the market's minimum order. The bot pauses while the spread holds fewer free
// price steps than its minimum, and for a minute after three failed trades in a row (spec §4 "shua
// bots pause on failure or narrow spread").
import { jitter } from '../../shared/bots/float-range.ts';
import type { VolumeParams } from '../../shared/bots/params/cex-liquidity.ts';
import { meetsMinimums, roundAmount, smallestAmount } from '../runner/market-rules.ts';
import type { Action, Decision, Strategy, StrategyContext } from '../runner/types.ts';
import { assetShort, cancelLeftovers, limit, log, outsideBook, paceMs, round8, say, selfTrade, selfTradeTags } from './helpers.ts';
import { randomInsidePrice, spreadRoom } from './inside-spread.ts';

export const VOLUME_FAILURES_BEFORE_PAUSE = 3;
export const VOLUME_FAILURE_PAUSE_MS = 60_000;

const TAGS = selfTradeTags('shua');

export interface VolumeState {
  periodStart: number;
  /** Base volume traded in the current period. */
  done: number;
  failures: number;
  pausedUntil: number;
  trades: number;
}

export const volumeStrategy: Strategy<VolumeParams, VolumeState> = {
  key: 'shua',
  needs: () => ({ bookDepth: 5, balances: true }),
  initialState: () => ({ periodStart: 0, done: 0, failures: 0, pausedUntil: 0, trades: 0 }),
  intervalMs: paceMs,

  decide(ctx: StrategyContext<VolumeParams, VolumeState>): Decision<VolumeState> {
    const { params, primary, random, now } = ctx;
    const rules = primary.rules;
    const periodMs = params.period_minutes * 60_000;
    const state: VolumeState = { ...ctx.state };
    const actions: Action[] = [];
    if (state.periodStart === 0) state.periodStart = now;

    // What the previous tick's orders did. In self-trade mode the volume is the taker leg's fills
    // (the maker leg's are the same trades); in normal mode it is the market's fills of the order.
    const counted = params.order_mode === 'self_trade' ? TAGS.taker : TAGS.maker;
    for (const event of ctx.events) {
      if (event.type === 'fill' && event.order.tag === counted) {
        state.done += event.amount;
        state.failures = 0;
      }
      if (event.type === 'rejected' && event.order.tag.startsWith('shua:')) state.failures += 1;
      if (params.order_mode === 'self_trade' && event.type === 'closed' && event.order.tag === TAGS.taker && event.order.filled === 0) {
        state.failures += 1;
      }
    }

    // A new period begins: report the one that ended.
    if (now >= state.periodStart + periodMs) {
      actions.push(log('shuaPeriodDone', { volume: round8(state.done), target: params.target_volume }));
      state.periodStart += Math.floor((now - state.periodStart) / periodMs) * periodMs;
      state.done = 0;
    }

    // Leftovers (an unfilled maker leg) go before anything new is placed.
    const own = ctx.orders.filter((order) => order.tag.startsWith('shua:'));
    if (own.length > 0) return { actions: [...actions, ...cancelLeftovers(own)], state };

    if (state.failures >= VOLUME_FAILURES_BEFORE_PAUSE) {
      state.failures = 0;
      state.pausedUntil = now + VOLUME_FAILURE_PAUSE_MS;
    }
    if (now < state.pausedUntil) {
      actions.push({ kind: 'pause', reason: say('shuaFailurePause', { seconds: VOLUME_FAILURE_PAUSE_MS / 1000 }, 'warn') });
      return { actions, state };
    }

    const room = spreadRoom(outsideBook(primary.book!, ctx.orders, true), rules.priceStep);
    if (room.freeSteps < params.min_spread_ticks) {
      actions.push({ kind: 'pause', reason: say('shuaSpreadNarrow', { bid: room.bid ?? 0, ask: room.ask ?? 0 }, 'warn') });
      return { actions, state };
    }

    // Pacing: by the next tick the period should have seen its share of the target, no more.
    const meanIntervalMs = ((params.interval_min + params.interval_max) / 2) * 1000;
    const due = params.target_volume * Math.min(1, (now - state.periodStart + meanIntervalMs) / periodMs);
    const remaining = params.target_volume - state.done;
    if (state.done >= due - 1e-12) return { actions, state };

    const price = randomInsidePrice(room, rules.priceStep, random);
    // The smallest order the market takes here: its minimums, and never less than one lot.
    const least = Math.max(smallestAmount(price, rules), rules.amountStep);
    // A trade size the market refuses: the bot says so rather than waiting silently for a price
    // that would take it.
    const tradeSize = roundAmount(params.single_amount, rules);
    if (!meetsMinimums(tradeSize, price, rules)) {
      actions.push(log('orderTooSmall', { amount: tradeSize, price }, 'warn'));
      return { actions, state };
    }
    // The period's rest is under one order's minimum: its target is met as nearly as the market allows.
    if (remaining < least) return { actions, state };
    // A size the jitter took under the market's minimum trades the minimum instead: the trade size
    // itself meets it, so the bot trades on every tick it is due, whatever the draw.
    const size = Math.max(least, roundAmount(Math.min(jitter(params.single_amount, params.jitter_percent, random), remaining), rules));
    const makerSide = random() < 0.5 ? 'sell' : 'buy';
    const selfTrading = params.order_mode === 'self_trade';
    const short = assetShort(primary, size, price, {
      base: selfTrading || makerSide === 'sell',
      quote: selfTrading || makerSide === 'buy',
    });
    if (short !== null) {
      actions.push({ kind: 'pause', reason: say('notEnoughBalance', { asset: short }, 'warn') });
      return { actions, state };
    }

    state.trades += 1;
    const reason = say('shuaTrade', { n: state.trades, amount: size, price });
    if (selfTrading) actions.push(...selfTrade(makerSide, price, size, TAGS, reason));
    else actions.push(limit(makerSide, price, size, TAGS.maker, { reason }));
    return { actions, state };
  },
};
