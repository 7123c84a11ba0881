// DEX Range (bots.md "buy_sell_dex"): while the pool's price is inside the buy range it buys, while
// inside the sell range it sells, each swap a single budget varied by ±50% (spec §9) from a random
// wallet of the group, never paying more than the top of the buy range nor selling below the bottom
// of the sell range (on average, fee included), until the total budget is used.
import type { z } from 'zod';
import { jitter } from '../../../shared/bots/float-range.ts';
import type { buySellDexParams } from '../../../shared/bots/params/dex.ts';
import type { DexAction, DexDecision, DexStrategy, DexStrategyContext } from '../../runner/dex/dex-types.ts';
import { dexLog, dexStop, paceMs, say, sig, swap, swapped } from './dex-helpers.ts';

type Params = z.output<typeof buySellDexParams>;

export interface DexRangeState {
  /** Quote value traded so far. */
  spent: number;
  outsideLogged: boolean;
}

const inside = (price: number, lower?: number, upper?: number) =>
  lower !== undefined && upper !== undefined && price >= lower && price <= upper;

export const dexRangeStrategy: DexStrategy<Params, DexRangeState> = {
  key: 'buy_sell_dex',
  trades: 'swaps',
  needs: () => ({}),
  initialState: () => ({ spent: 0, outsideLogged: false }),
  intervalMs: (params, random) => paceMs(params, random),

  decide(ctx: DexStrategyContext<Params, DexRangeState>): DexDecision<DexRangeState> {
    const { params, pool, random } = ctx;
    const state = { ...ctx.state };
    state.spent += swapped(ctx.events).quote;
    const remaining = params.total_budget - state.spent;
    if (remaining <= params.single_budget * 0.01) return { actions: [dexStop('budgetUsed', { spent: sig(state.spent) })], state };
    const price = pool.price;
    const inBuy = inside(price, params.buy_lower, params.buy_upper);
    const inSell = inside(price, params.sell_lower, params.sell_upper);
    const actions: DexAction[] = [];
    if (!inBuy && !inSell) {
      if (!state.outsideLogged) actions.push(dexLog('outsideRanges', { price: sig(price) }));
      state.outsideLogged = true;
      return { actions, state };
    }
    state.outsideLogged = false;
    const side = inBuy && inSell ? (random() < 0.5 ? 'buy' : 'sell') : inBuy ? 'buy' : 'sell';
    const quote = Math.min(jitter(params.single_budget, params.jitter_percent, random), remaining);
    if (side === 'buy') {
      const range = { price: sig(price), lower: params.buy_lower!, upper: params.buy_upper! };
      actions.push(swap('range:buy', 'buy', quote, { limitPrice: params.buy_upper!, reason: say('rangeBuy', range) }));
    } else {
      const range = { price: sig(price), lower: params.sell_lower!, upper: params.sell_upper! };
      actions.push(swap('range:sell', 'sell', quote / price, { limitPrice: params.sell_lower!, reason: say('rangeSell', range) }));
    }
    return { actions, state };
  },
};
