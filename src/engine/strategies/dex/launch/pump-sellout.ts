// Launch Sell-Out (bots.md "pump_sellout"): watches the group's holdings of a launch against what
// they cost and, when the price reaches the take-profit or falls to the stop-loss, sells all of them
// from every wallet that may sell, then stops.
//
// The cost is the average price the group's wallets paid on the launch's curve (its Trade events,
// whichever bot or person bought); without such buys at hand (bought on the pool, or before the
// chain's history at hand) it is the price when the bot first saw the holdings. The price compared
// is what one token sells for now (the pool's price less its fee): take-profit at cost × (1 + tp%),
// stop-loss at cost × (1 − sl%), a stop-loss of 0 meaning none. Once triggered it sells every
// wallet's whole balance at once (on the curve, or on the DEX pool once the token has graduated,
// approving the router first), each sale's limit the price once all of them are in, less the
// slippage; what is left after a round (a refused sale) is sold in the next, for a few rounds.
import type { z } from 'zod';
import type { pumpSelloutParams } from '../../../../shared/bots/params/dex.ts';
import type { DexAction, DexDecision, DexStrategy, DexStrategyContext } from '../../../runner/dex/dex-types.ts';
import { allows } from '../../../runner/dex/wallet-picker.ts';
import { dexLog, dexStop, say, sig, swap, swapped } from '../dex-helpers.ts';
import { batchLimit, launchOf } from './launch-buys.ts';

type Params = z.output<typeof pumpSelloutParams>;

export interface PumpSelloutState {
  symbol: string;
  /** The cost per token and where it came from. */
  cost: number | null;
  costFrom: 'curve' | 'start' | null;
  trigger: 'takeProfit' | 'stopLoss' | null;
  rounds: number;
  sold: number;
  received: number;
  waitingLogged: boolean;
  emptyLogged: boolean;
}

export const SELL_TAG = 'launch:sell';
const WATCH_MS = 2_000;
const SELL_MS = 1_000;
/** Rounds of selling before what is left is given up. */
const MAX_ROUNDS = 8;

export const pumpSelloutStrategy: DexStrategy<Params, PumpSelloutState> = {
  key: 'pump_sellout',
  trades: 'swaps',
  // Waits, while the pool view is empty, for a token not launched yet.
  needs: () => ({ waitsForLiquidity: true }),
  initialState: () => ({
    symbol: '',
    cost: null,
    costFrom: null,
    trigger: null,
    rounds: 0,
    sold: 0,
    received: 0,
    waitingLogged: false,
    emptyLogged: false,
  }),
  intervalMs: () => WATCH_MS,

  decide(ctx: DexStrategyContext<Params, PumpSelloutState>): DexDecision<PumpSelloutState> {
    const { params, pool } = ctx;
    const sold = swapped(ctx.events, 'sell');
    const state: PumpSelloutState = { ...ctx.state, sold: ctx.state.sold + sold.base, received: ctx.state.received + sold.quote };
    const launch = launchOf(pool);
    if (!launch) return { actions: [dexStop('launchUnavailable')], state };
    if (launch.stage === 'waiting') {
      const actions = state.waitingLogged ? [] : [dexLog('launchWaiting', { token: params.token_address })];
      return { actions, state: { ...state, waitingLogged: true } };
    }
    state.symbol = launch.symbol ?? state.symbol;
    const sellers = ctx.wallets.filter((wallet) => allows(wallet, 'sell') && wallet.base > 0);
    const held = sellers.reduce((sum, wallet) => sum + wallet.base, 0);

    if (state.trigger) {
      if (sellers.length === 0)
        return { actions: [dexStop('selloutDone', { symbol: state.symbol, base: sig(state.sold), quote: sig(state.received) })], state };
      if (state.rounds >= MAX_ROUNDS)
        return { actions: [dexStop('selloutIncomplete', { symbol: state.symbol, amount: sig(held), rounds: state.rounds })], state };
      return sellAll(ctx, state, held);
    }
    if (held === 0) {
      const actions = state.emptyLogged ? [] : [dexLog('selloutNothingHeld', { symbol: state.symbol })];
      return { actions, state: { ...state, emptyLogged: true } };
    }
    state.emptyLogged = false;

    const actions: DexAction[] = [];
    const bought = launch.bought;
    if (bought && bought.tokens > 0) {
      if (state.costFrom !== 'curve') state.costFrom = null;
      state.cost = bought.paid / bought.tokens;
    } else if (state.cost === null) state.cost = pool.price;
    if (state.costFrom === null) {
      state.costFrom = bought && bought.tokens > 0 ? 'curve' : 'start';
      if (state.costFrom === 'start') actions.push(dexLog('selloutCostAtStart', { symbol: state.symbol, cost: sig(state.cost) }));
      const target = state.cost * (1 + params.take_profit_percent / 100);
      actions.push(
        params.stop_loss_percent > 0
          ? dexLog('selloutWatching', {
              symbol: state.symbol,
              amount: sig(held),
              cost: sig(state.cost),
              target: sig(target),
              stop: sig(state.cost * (1 - params.stop_loss_percent / 100)),
            })
          : dexLog('selloutWatchingNoStop', { symbol: state.symbol, amount: sig(held), cost: sig(state.cost), target: sig(target) }),
      );
    }

    // What one token sells for now: the price less the fee.
    const price = pool.price * (1 - pool.feePercent / 100);
    const target = state.cost * (1 + params.take_profit_percent / 100);
    const stop = params.stop_loss_percent > 0 ? state.cost * (1 - params.stop_loss_percent / 100) : null;
    if (price >= target) {
      state.trigger = 'takeProfit';
      const percent = sig(((price - state.cost) / state.cost) * 100);
      actions.push(dexLog('selloutTakeProfit', { price: sig(price), target: sig(target), percent }));
    } else if (stop !== null && price <= stop) {
      state.trigger = 'stopLoss';
      actions.push(dexLog('selloutStopLoss', { price: sig(price), stop: sig(stop) }));
    } else return { actions, state, nextTickMs: WATCH_MS };
    const selling = sellAll(ctx, state, held);
    return { ...selling, actions: [...actions, ...selling.actions] };
  },
};

/** Sells every wallet's whole balance at once, under one limit for the batch. */
function sellAll(ctx: DexStrategyContext<Params, PumpSelloutState>, state: PumpSelloutState, held: number): DexDecision<PumpSelloutState> {
  const sellers = ctx.wallets.filter((wallet) => allows(wallet, 'sell') && wallet.base > 0).slice(0, Math.max(0, ctx.actionBudget));
  const limitPrice = batchLimit(ctx.pool, 'sell', held, ctx.params.slippage_percent);
  const reason = say('selloutSelling', { symbol: state.symbol, amount: sig(held), count: sellers.length, limit: sig(limitPrice) });
  const actions = sellers.map((wallet, index) =>
    swap(SELL_TAG, 'sell', wallet.base, { walletId: wallet.id, limitPrice, ...(index === 0 ? { reason } : {}) }),
  );
  return { actions, state: { ...state, rounds: state.rounds + 1 }, nextTickMs: SELL_MS };
}
