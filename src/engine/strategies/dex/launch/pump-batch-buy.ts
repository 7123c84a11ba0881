// Launch Batch Buy (bots.md "pump_batch_buy"): buys a launch from many wallets at once. The total
// (the chain's coin) is split over up to `wallets_count` wallets of the group with jittered shares
// (the float range; the shares add up to the total), each wallet buying once, all sent together:
// on the bonding curve while the token trades there, on its DEX pool once it has graduated. Each
// buy's price limit (its least output on chain) is the price once the whole batch is in, with the
// slippage on top. A buy the chain refused is tried again a few times; then the bot stops with
// what it bought. Before the token at `token_address` is launched it waits.
import type { z } from 'zod';
import type { pumpBatchBuyParams } from '../../../../shared/bots/params/dex.ts';
import type { DexAction, DexDecision, DexStrategy, DexStrategyContext } from '../../../runner/dex/dex-types.ts';
import { dexLog, dexStop, say, sig } from '../dex-helpers.ts';
import { allSettled, buysSummary, type LaunchBuys, launchOf, noBuys, planShares, sendOpenShares, settleShares } from './launch-buys.ts';

type Params = z.output<typeof pumpBatchBuyParams>;

export interface PumpBatchBuyState extends LaunchBuys {
  symbol: string;
  waitingLogged: boolean;
}

const PACE_MS = 2_000;

export const pumpBatchBuyStrategy: DexStrategy<Params, PumpBatchBuyState> = {
  key: 'pump_batch_buy',
  trades: 'swaps',
  // Waits, while the pool view is empty, for a token not launched yet.
  needs: () => ({ waitsForLiquidity: true }),
  initialState: () => ({ ...noBuys(), symbol: '', waitingLogged: false }),
  intervalMs: () => PACE_MS,

  decide(ctx: DexStrategyContext<Params, PumpBatchBuyState>): DexDecision<PumpBatchBuyState> {
    const { params, pool } = ctx;
    const settled = settleShares(ctx.state, ctx.events, ctx.wallets, ctx.now);
    let state: PumpBatchBuyState = { ...ctx.state, ...settled.buys };
    const launch = launchOf(pool);
    if (!launch) return { actions: [dexStop('launchUnavailable')], state };

    if (state.shares) {
      if (allSettled(state)) return { actions: finish(state, params.total_amount), state };
      const sent = sendOpenShares(state, ctx.wallets, pool, params.slippage_percent, ctx.actionBudget, ctx.now, (count, amount, limit) =>
        say('launchBuyRetry', { count, amount, limit }),
      );
      return { actions: sent.actions, state: { ...state, ...sent.buys } };
    }

    if (launch.stage === 'waiting') {
      const actions = state.waitingLogged ? [] : [dexLog('launchWaiting', { token: params.token_address })];
      return { actions, state: { ...state, waitingLogged: true } };
    }
    state = { ...state, symbol: launch.symbol ?? '' };
    const shares = planShares(ctx.wallets, params.wallets_count, () => params.total_amount, params.float_range_percent, ctx.random);
    if (shares.length === 0) return { actions: [dexStop('launchNoWallets')], state };
    const actions: DexAction[] = [];
    if (shares.length < params.wallets_count)
      actions.push(dexLog('launchFewerWallets', { count: shares.length, wanted: params.wallets_count }));
    const where = launch.stage === 'graduated' ? 'pool' : 'curve';
    const sent = sendOpenShares(
      { ...state, shares },
      ctx.wallets,
      pool,
      params.slippage_percent,
      ctx.actionBudget,
      ctx.now,
      (count, amount, limit) => say(where === 'pool' ? 'batchBuyingPool' : 'batchBuying', { symbol: state.symbol, count, amount, limit }),
    );
    return { actions: [...actions, ...sent.actions], state: { ...state, ...sent.buys } };
  },
};

function finish(state: PumpBatchBuyState, total: number): DexAction[] {
  const summary = buysSummary(state);
  const actions: DexAction[] = [];
  if (summary.missed > 0) actions.push(dexLog('launchBuysMissed', { count: summary.missed, reason: summary.reason }, 'warn'));
  actions.push(
    dexStop('batchBuyDone', { symbol: state.symbol, base: sig(state.base), quote: sig(state.quote), total, wallets: summary.wallets }),
  );
  return actions;
}
