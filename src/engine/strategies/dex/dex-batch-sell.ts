// DEX Batch Sell (bots.md "iceberg_dex"): sells a total in tranches (each varied by ±10%, spec §9)
// from random wallets of the group, never below the floor price on average (fee included; the floor
// is also each swap's least output on chain). While the pool is under the floor it waits; it stops
// once the total is sold or the group's wallets hold no more to sell.
import type { z } from 'zod';
import { jitter } from '../../../shared/bots/float-range.ts';
import type { icebergDexParams } from '../../../shared/bots/params/dex.ts';
import { allows } from '../../runner/dex/wallet-picker.ts';
import type { DexAction, DexDecision, DexStrategy, DexStrategyContext } from '../../runner/dex/dex-types.ts';
import { dexLog, dexStop, paceMs, say, sig, swap, swapped } from './dex-helpers.ts';

type Params = z.output<typeof icebergDexParams>;

export interface DexBatchSellState {
  sold: number;
  tranches: number;
  floorLogged: boolean;
}

export const dexBatchSellStrategy: DexStrategy<Params, DexBatchSellState> = {
  key: 'iceberg_dex',
  trades: 'swaps',
  needs: () => ({}),
  initialState: () => ({ sold: 0, tranches: 0, floorLogged: false }),
  intervalMs: (params, random) => paceMs(params, random),

  decide(ctx: DexStrategyContext<Params, DexBatchSellState>): DexDecision<DexBatchSellState> {
    const { params, pool, random } = ctx;
    const state = { ...ctx.state };
    const sold = swapped(ctx.events, 'sell');
    state.sold += sold.base;
    state.tranches += sold.count;
    const left = params.total_amount - state.sold;
    if (left <= params.total_amount * 1e-6)
      return { actions: [dexStop('icebergDone', { amount: sig(state.sold), tranches: state.tranches })], state };
    const held = ctx.wallets.filter((wallet) => allows(wallet, 'sell')).reduce((sum, wallet) => sum + wallet.base, 0);
    if (held <= params.total_amount * 1e-6) return { actions: [dexStop('balanceRunOut', { sold: sig(state.sold) })], state };
    const actions: DexAction[] = [];
    if (pool.price * (1 - pool.feePercent / 100) < params.limit_price) {
      if (!state.floorLogged) actions.push(dexLog('floorWaiting', { price: sig(pool.price), floor: params.limit_price }));
      state.floorLogged = true;
      return { actions, state };
    }
    state.floorLogged = false;
    const largest = Math.max(...ctx.wallets.filter((wallet) => allows(wallet, 'sell')).map((wallet) => wallet.base));
    const tranche = Math.min(jitter(params.tranche_amount, params.jitter_percent, random), left, largest);
    actions.push(
      swap('tranche:sell', 'sell', tranche, {
        limitPrice: params.limit_price,
        reason: say('trancheSell', { amount: sig(tranche), floor: params.limit_price }),
      }),
    );
    return { actions, state };
  },
};
