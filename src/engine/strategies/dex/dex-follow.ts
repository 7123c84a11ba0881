// DEX Follow (bots.md "real_genpan_dex"): keeps the pool's price on a reference exchange's price.
// When the gap between them beats the threshold, it swaps toward the reference, each swap at most
// the maximum swap amount (in quote), from a random wallet of the group.
import type { z } from 'zod';
import type { dexFollowParams } from '../../../shared/bots/params/dex.ts';
import { swapToPrice } from '../../connectors/evm/pool-math.ts';
import type { DexAction, DexDecision, DexStrategy, DexStrategyContext } from '../../runner/dex/dex-types.ts';
import { dexLog, paceMs, say, sig, swap } from './dex-helpers.ts';

type Params = z.output<typeof dexFollowParams>;

export interface DexFollowState {
  moves: number;
  noPriceLogged: boolean;
}

export const dexFollowStrategy: DexStrategy<Params, DexFollowState> = {
  key: 'real_genpan_dex',
  trades: 'swaps',
  needs: (params) => ({ referenceSymbol: params.reference_symbol ?? '' }),
  initialState: () => ({ moves: 0, noPriceLogged: false }),
  intervalMs: (params, random) => paceMs(params, random),

  decide(ctx: DexStrategyContext<Params, DexFollowState>): DexDecision<DexFollowState> {
    const { params, pool } = ctx;
    const state = { ...ctx.state };
    const reference = ctx.reference;
    const target =
      reference?.bestBid != null && reference.bestAsk != null ? (reference.bestBid + reference.bestAsk) / 2 : (reference?.last ?? null);
    const actions: DexAction[] = [];
    if (target === null) {
      if (!state.noPriceLogged) actions.push(dexLog('priceUnavailable', undefined, 'warn'));
      state.noPriceLogged = true;
      return { actions, state };
    }
    state.noPriceLogged = false;
    const gapPercent = (pool.price / target - 1) * 100;
    if (Math.abs(gapPercent) <= params.threshold_percent) return { actions, state };
    const side = target > pool.price ? 'buy' : 'sell';
    const needed = swapToPrice(pool, target).amountIn;
    const amount = side === 'buy' ? Math.min(needed, params.max_swap_amount) : Math.min(needed, params.max_swap_amount / pool.price);
    state.moves++;
    actions.push(
      swap(`follow:${side}`, side, amount, {
        reason: say('followMove', { price: sig(pool.price), reference: sig(target), gap: Number(gapPercent.toFixed(2)) }),
      }),
    );
    return { actions, state };
  },
};
