// DEX Volume (bots.md "shua_dex"): buys and sells in turn from random wallets of the group, sizes
// varied by ±50% (spec §9), until the period's target volume is traded; a sell gives back what the
// buy before it bought, so the group's position stays near zero. A new period starts the count again.
import type { z } from 'zod';
import { jitter } from '../../../shared/bots/float-range.ts';
import type { dexVolumeParams } from '../../../shared/bots/params/dex.ts';
import type { DexAction, DexDecision, DexStrategy, DexStrategyContext } from '../../runner/dex/dex-types.ts';
import { dexLog, dexPause, paceMs, sig, swap, swapped } from './dex-helpers.ts';

type Params = z.output<typeof dexVolumeParams>;

export interface DexVolumeState {
  periodStart: number | null;
  /** Quote traded in this period. */
  volume: number;
  /** Base bought and not yet sold back. */
  net: number;
  reachedLogged: boolean;
}

export const dexVolumeStrategy: DexStrategy<Params, DexVolumeState> = {
  key: 'shua_dex',
  trades: 'swaps',
  needs: () => ({}),
  initialState: () => ({ periodStart: null, volume: 0, net: 0, reachedLogged: false }),
  intervalMs: (params, random) => paceMs(params, random),

  decide(ctx: DexStrategyContext<Params, DexVolumeState>): DexDecision<DexVolumeState> {
    const { params, pool, random, now } = ctx;
    const state = { ...ctx.state };
    const bought = swapped(ctx.events, 'buy');
    const sold = swapped(ctx.events, 'sell');
    state.volume += bought.quote + sold.quote;
    state.net += bought.base - sold.base;
    const periodMs = params.period_minutes * 60_000;
    if (state.periodStart === null || now - state.periodStart >= periodMs) {
      state.periodStart = now;
      state.volume = 0;
      state.reachedLogged = false;
    }
    const actions: DexAction[] = [];
    // Spec §4: a volume bot pauses on failure (and tries again next time, running once a swap goes through).
    const failed = ctx.events.filter((event) => event.status === 'failed');
    if (failed.length > 0 && failed.length === ctx.events.length)
      actions.push(dexPause('dexSwapFailedPause', { reason: failed[0]!.reason ?? 'reverted' }));
    if (state.volume >= params.target_volume) {
      if (!state.reachedLogged) actions.push(dexLog('dexVolumeReached', { volume: sig(state.volume) }));
      state.reachedLogged = true;
      return { actions, state };
    }
    const left = params.target_volume - state.volume;
    // Sell back what is held (to net zero), else buy a jittered single amount.
    if (state.net * pool.price >= params.single_amount * 0.05) {
      const base = Math.min(state.net, Math.max(left, params.single_amount * 0.5) / pool.price);
      actions.push(swap('volume:sell', 'sell', base));
    } else {
      const quote = Math.min(jitter(params.single_amount, params.jitter_percent, random), Math.max(left, params.single_amount * 0.5));
      actions.push(swap('volume:buy', 'buy', quote));
    }
    return { actions, state };
  },
};
