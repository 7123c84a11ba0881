// Launch Sniper (bots.md "pump_sniper"): on the venue's launch platform, buys a launch in its first
// blocks from many wallets at once. The launch is the token at `token_address` (its address known
// before it launches, or one launched moments ago), or, without one, the next token launched after
// the bot starts. It watches every quarter second; once the token is launched, up to
// `wallets_count` wallets of the group each buy `amount_per_wallet` of the chain's coin, varied by
// the float range (the shares add up to wallets × amount). It sends only while the next block is
// still within `blocks` blocks of the launch block, so what it buys lands in the window; each buy's
// price limit (its least output on chain) is the curve's price once the whole batch is in, with the
// slippage on top. Buys the chain refused are tried again while the window is open. A launch
// already past its window, or already graduated, is no launch to snipe: it says so and stops.
import type { z } from 'zod';
import type { pumpSniperParams } from '../../../../shared/bots/params/dex.ts';
import type { DexAction, DexDecision, DexStrategy, DexStrategyContext } from '../../../runner/dex/dex-types.ts';
import { dexLog, dexStop, say, sig } from '../dex-helpers.ts';
import {
  allSettled,
  buysSummary,
  dropOpenShares,
  type LaunchBuys,
  launchOf,
  noBuys,
  planShares,
  sendOpenShares,
  settleShares,
} from './launch-buys.ts';

type Params = z.output<typeof pumpSniperParams>;

export interface PumpSniperState extends LaunchBuys {
  /** The launch it snipes, once seen, and its launch block. */
  token: string | null;
  symbol: string;
  launchBlock: number | null;
  waitingLogged: boolean;
}

/** How often it looks while it waits and while its window is open. */
const WATCH_MS = 250;

export const pumpSniperStrategy: DexStrategy<Params, PumpSniperState> = {
  key: 'pump_sniper',
  trades: 'swaps',
  // Runs before the launch, while the pool view is empty.
  needs: () => ({ waitsForLiquidity: true }),
  initialState: () => ({ ...noBuys(), token: null, symbol: '', launchBlock: null, waitingLogged: false }),
  intervalMs: () => WATCH_MS,

  decide(ctx: DexStrategyContext<Params, PumpSniperState>): DexDecision<PumpSniperState> {
    const { params, pool } = ctx;
    const settled = settleShares(ctx.state, ctx.events, ctx.wallets, ctx.now);
    let state: PumpSniperState = { ...ctx.state, ...settled.buys };
    const launch = launchOf(pool);
    if (!launch) return { actions: [dexStop('launchUnavailable')], state };
    // The next block is the earliest a buy sent now can land in.
    const windowOpen = state.launchBlock !== null && pool.block + 1 <= state.launchBlock + params.blocks;

    if (state.shares) {
      if (!windowOpen) state = { ...state, ...dropOpenShares(state, 'window') };
      if (allSettled(state)) return { actions: finish(state), state };
      const sent = sendOpenShares(state, ctx.wallets, pool, params.slippage_percent, ctx.actionBudget, ctx.now, (count, amount, limit) =>
        say('launchBuyRetry', { count, amount, limit }),
      );
      return { actions: sent.actions, state: { ...state, ...sent.buys }, nextTickMs: WATCH_MS };
    }

    if (launch.stage === 'waiting') {
      const actions: DexAction[] = [];
      if (!state.waitingLogged)
        actions.push(params.token_address ? dexLog('launchWaiting', { token: params.token_address }) : dexLog('launchWaitingNext'));
      return { actions, state: { ...state, waitingLogged: true }, nextTickMs: WATCH_MS };
    }
    // A restart while it sniped the next launch finds another "next" one: its own window is gone.
    if (state.token !== null && launch.token !== state.token)
      return {
        actions: [dexStop('launchWindowPassed', { symbol: state.symbol, block: state.launchBlock ?? '?', blocks: params.blocks })],
        state,
      };
    state = { ...state, token: launch.token, symbol: launch.symbol ?? '', launchBlock: launch.launchBlock };
    if (launch.stage === 'graduated') return { actions: [dexStop('launchGraduated', { symbol: state.symbol })], state };
    const open = launch.launchBlock !== null && pool.block + 1 <= launch.launchBlock + params.blocks;
    if (!open)
      return {
        actions: [dexStop('launchWindowPassed', { symbol: state.symbol, block: launch.launchBlock ?? '?', blocks: params.blocks })],
        state,
      };

    const shares = planShares(
      ctx.wallets,
      params.wallets_count,
      (n) => n * params.amount_per_wallet,
      params.float_range_percent,
      ctx.random,
    );
    if (shares.length === 0) return { actions: [dexStop('launchNoWallets')], state };
    const actions: DexAction[] = [dexLog('launchSeen', { symbol: state.symbol, block: launch.launchBlock!, now: pool.block })];
    if (shares.length < params.wallets_count)
      actions.push(dexLog('launchFewerWallets', { count: shares.length, wanted: params.wallets_count }));
    const sent = sendOpenShares(
      { ...state, shares },
      ctx.wallets,
      pool,
      params.slippage_percent,
      ctx.actionBudget,
      ctx.now,
      (count, amount, limit) => say('sniperBuying', { symbol: state.symbol, count, amount, limit }),
    );
    return { actions: [...actions, ...sent.actions], state: { ...state, ...sent.buys }, nextTickMs: WATCH_MS };
  },
};

function finish(state: PumpSniperState): DexAction[] {
  const summary = buysSummary(state);
  const actions: DexAction[] = [];
  if (summary.missed > 0) actions.push(dexLog('launchBuysMissed', { count: summary.missed, reason: summary.reason }, 'warn'));
  if (summary.wallets === 0) actions.push(dexStop('sniperMissed', { symbol: state.symbol }));
  else
    actions.push(dexStop('sniperDone', { symbol: state.symbol, base: sig(state.base), quote: sig(state.quote), wallets: summary.wallets }));
  return actions;
}
