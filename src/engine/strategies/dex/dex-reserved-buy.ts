// DEX Reserved Buy (bots.md "frontrun_dex"): a standing buy. Whenever the pool's price falls to the
// reserved price it buys (a single budget at most, from a random wallet), never paying more than the
// reserved price on average, fee included (the limit is also the swap's least output on chain),
// until the total budget is spent.
import type { z } from 'zod';
import type { frontrunDexParams } from '../../../shared/bots/params/dex.ts';
import type { DexAction, DexDecision, DexStrategy, DexStrategyContext } from '../../runner/dex/dex-types.ts';
import { dexLog, dexStop, paceMs, say, sig, swap, swapped } from './dex-helpers.ts';

type Params = z.output<typeof frontrunDexParams>;

export interface DexReservedBuyState {
  spent: number;
  waitingLogged: boolean;
}

export const dexReservedBuyStrategy: DexStrategy<Params, DexReservedBuyState> = {
  key: 'frontrun_dex',
  trades: 'swaps',
  needs: () => ({}),
  initialState: () => ({ spent: 0, waitingLogged: false }),
  intervalMs: (params, random) => paceMs(params, random),

  decide(ctx: DexStrategyContext<Params, DexReservedBuyState>): DexDecision<DexReservedBuyState> {
    const { params, pool } = ctx;
    const state = { ...ctx.state };
    state.spent += swapped(ctx.events, 'buy').quote;
    const remaining = params.total_budget - state.spent;
    if (remaining <= params.single_budget * 0.01) return { actions: [dexStop('budgetUsed', { spent: sig(state.spent) })], state };
    const actions: DexAction[] = [];
    // The first token bought costs the price plus the fee: below that there is nothing to buy yet.
    if (pool.price / (1 - pool.feePercent / 100) > params.reserved_price) {
      if (!state.waitingLogged) actions.push(dexLog('reservedWaiting', { price: sig(pool.price), reserved: params.reserved_price }));
      state.waitingLogged = true;
      return { actions, state };
    }
    state.waitingLogged = false;
    const quote = Math.min(params.single_budget, remaining);
    actions.push(
      swap('reserved:buy', 'buy', quote, {
        limitPrice: params.reserved_price,
        reason: say('reservedBuy', { price: sig(pool.price), reserved: params.reserved_price }),
      }),
    );
    return { actions, state };
  },
};
