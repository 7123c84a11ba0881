// Volume Surge (bots.md "hugevol"): a burst of volume for a set duration, then the bot stops. The
// target is a quote volume for the whole window, from the first tick to `duration_minutes` later.
// The intensity sets the pace of the trades (VOLUME_SURGE_PACE_SECONDS); each trade is a self-trade at a
// random price strictly inside the spread (a resting order, then an immediate-or-cancel order of the
// other side at the same price), so no outside order is touched. A trade's value is the remaining
// volume shared over the trades the window still has room for, never more than `single_amount` (the
// quote value of one trade, like `target_volume` in the quote coin), varied ±jitter (spec §9 about
// ±30%), and never more than what is left of the target; it becomes a quantity at the trade's price,
// rounded down to the market's amount step. The surge is spread over the window and never goes past
// its target. The last tick sure to fall inside
// the window trades all that is left, unvaried. It stops when the target is
// traded, when the window ends short of it (also while paused, even for missing market data), or
// after three failed trades in a row; it pauses while the spread has no free price step or the
// balance cannot cover a trade.
import { jitter } from '../../shared/bots/float-range.ts';
import type { VolumeSurgeParams } from '../../shared/bots/params/cex-trading.ts';
import { meetsMinimums, roundAmount } from '../runner/market-rules.ts';
import type { Action, Decision, LogLine, Strategy, StrategyContext } from '../runner/types.ts';
import { assetShort, cancelLeftovers, log, midOf, outsideBook, round8, say, selfTrade, selfTradeTags, stop } from './helpers.ts';
import { randomInsidePrice, spreadRoom } from './inside-spread.ts';

/** Seconds between two trades at each intensity (under the safety module's 60 actions a minute). */
export const VOLUME_SURGE_PACE_SECONDS: Record<VolumeSurgeParams['intensity'], readonly [number, number]> = {
  low: [20, 40],
  medium: [8, 16],
  high: [3, 6],
};
export const VOLUME_SURGE_FAILURES_TO_STOP = 3;

const TAGS = selfTradeTags('hugevol');

export interface VolumeSurgeState {
  /** The first tick: the window runs from here for duration_minutes. */
  startedAt: number;
  /** Quote volume traded so far. */
  done: number;
  trades: number;
  failures: number;
}

const meanPaceMs = (params: VolumeSurgeParams) => {
  const [min, max] = VOLUME_SURGE_PACE_SECONDS[params.intensity];
  return ((min + max) / 2) * 1000;
};

/** When the window that began at the first tick closes. */
const windowEnd = (params: VolumeSurgeParams, state: VolumeSurgeState) => state.startedAt + params.duration_minutes * 60_000;

/** The stop once the window has closed (asked by decide, and by the runner while data is missing). */
function windowEnded(params: VolumeSurgeParams, state: VolumeSurgeState, now: number): LogLine | null {
  if (state.startedAt === 0 || now < windowEnd(params, state)) return null;
  return say('hugevolWindowEnded', { volume: round8(state.done), target: params.target_volume });
}

export const volumeSurgeStrategy: Strategy<VolumeSurgeParams, VolumeSurgeState> = {
  key: 'hugevol',
  needs: () => ({ bookDepth: 5, balances: true }),
  initialState: () => ({ startedAt: 0, done: 0, trades: 0, failures: 0 }),
  intervalMs: (params, random) => {
    const [min, max] = VOLUME_SURGE_PACE_SECONDS[params.intensity];
    return Math.round((min + (max - min) * random()) * 1000);
  },

  expiry: windowEnded,

  decide(ctx: StrategyContext<VolumeSurgeParams, VolumeSurgeState>): Decision<VolumeSurgeState> {
    const { params, primary, random, now } = ctx;
    const rules = primary.rules;
    const state: VolumeSurgeState = { ...ctx.state };
    const actions: Action[] = [];

    for (const event of ctx.events) {
      if (event.type === 'fill' && event.order.tag === TAGS.taker) {
        state.done += event.amount * event.price;
        state.failures = 0;
      }
      if (event.type === 'rejected' && event.order.tag.startsWith('hugevol:')) state.failures += 1;
      if (event.type === 'closed' && event.order.tag === TAGS.taker && event.order.filled === 0) state.failures += 1;
    }
    const done = round8(state.done);
    const outside = outsideBook(primary.book!, ctx.orders, true);
    const reference = midOf(outside) ?? primary.last;

    if (state.startedAt === 0) {
      state.startedAt = now;
      const trades = Math.max(1, Math.floor((params.duration_minutes * 60_000) / meanPaceMs(params)));
      actions.push(log('hugevolStart', { target: params.target_volume, minutes: params.duration_minutes, trades }));
      const reachable = trades * params.single_amount;
      if (reachable < params.target_volume) {
        actions.push(log('hugevolShortfall', { reachable: round8(reachable), target: params.target_volume }, 'warn'));
      }
    }
    if (state.failures >= VOLUME_SURGE_FAILURES_TO_STOP) {
      const reason = ctx.events.find((event) => event.type === 'rejected')?.reason;
      const progress = { volume: done, target: params.target_volume };
      const line = reason ? stop('hugevolFailure', { reason, ...progress }) : stop('hugevolUnfilled', progress);
      return { actions: [...actions, line], state };
    }
    // What is left of the target; below one minimum order the target is traded.
    const remaining = params.target_volume - state.done;
    const reached = () => ({ actions: [...actions, stop('hugevolTargetReached', { volume: done, target: params.target_volume })], state });
    if (reference !== null && !meetsMinimums(roundAmount(remaining / reference, rules), reference, rules)) return reached();
    const end = windowEnd(params, state);
    const ended = windowEnded(params, state, now);
    if (ended) return { actions: [...actions, { kind: 'stop', reason: ended }], state };

    // Leftovers (an unfilled resting leg) go before anything new is placed.
    const own = ctx.orders.filter((order) => order.tag.startsWith('hugevol:'));
    if (own.length > 0) return { actions: [...actions, ...cancelLeftovers(own)], state };

    const room = spreadRoom(outside, rules.priceStep);
    if (room.freeSteps < 1) {
      actions.push({ kind: 'pause', reason: say('hugevolSpreadNarrow', { bid: room.bid ?? 0, ask: room.ask ?? 0 }, 'warn') });
      return { actions, state };
    }
    const price = randomInsidePrice(room, rules.priceStep, random);
    const left = roundAmount(remaining / price, rules);
    if (!meetsMinimums(left, price, rules)) return reached();
    // The last tick sure to fall inside the window trades all that is left (up to the single value).
    const lastChance = now + VOLUME_SURGE_PACE_SECONDS[params.intensity][1] * 1000 >= end;
    const tradesLeft = Math.max(1, Math.floor((end - now) / meanPaceMs(params)));
    const value = Math.min(remaining / tradesLeft, params.single_amount);
    const wanted = (lastChance ? value : jitter(value, params.jitter_percent, random)) / price;
    let size = roundAmount(Math.min(wanted, left), rules);
    if (!meetsMinimums(size, price, rules))
      size = roundAmount(Math.min(left, Math.max(rules.minAmount, rules.minCost / price) + rules.amountStep), rules);
    if (!meetsMinimums(size, price, rules)) return { actions, state };

    // A self-trade needs both: the base for its sell leg, the quote for its buy leg.
    const short = assetShort(primary, size, price, { base: true, quote: true });
    if (short !== null) {
      actions.push({ kind: 'pause', reason: say('notEnoughBalance', { asset: short }, 'warn') });
      return { actions, state };
    }

    state.trades += 1;
    const makerSide = random() < 0.5 ? 'sell' : 'buy';
    const reason = say('hugevolTrade', { n: state.trades, amount: size, price, volume: done });
    actions.push(...selfTrade(makerSide, price, size, TAGS, reason));
    return { actions, state };
  },
};
