// DEX Charting (bots.md "shua_dex2"): drives the pool's price along a path inside [price_lower,
// price_upper] by swaps: random (a step of up to a tenth of the range, even), rise or fall (eight
// steps in ten their way), or a sequence plan's (time, price) points. Each swap goes toward the
// path's price and carries at most the single amount (in quote). When the pool's price is outside
// the range the bot pauses and keeps listening (spec §4), and runs again once it is back inside.
import type { z } from 'zod';
import type { dexVolumeTwoParams } from '../../../shared/bots/params/dex.ts';
import type { SequencePoint } from '../../../shared/bots/sequence-plan.ts';
import { swapToPrice } from '../../connectors/evm/pool-math.ts';
import type { DexAction, DexDecision, DexStrategy, DexStrategyContext } from '../../runner/dex/dex-types.ts';
import { DRAW_RANDOM_STEP_OF_RANGE, DRAW_TREND_BIAS, planPrice } from '../draw.ts';
import { dexPause, paceMs, say, sig, swap } from './dex-helpers.ts';

type Params = z.output<typeof dexVolumeTwoParams> & { sequence_points?: SequencePoint[] };

export interface DexChartingState {
  startedAt: number | null;
  startPrice: number | null;
  /** The path's price the bot is heading for. */
  target: number | null;
  moves: number;
}

/** Below this gap to the path (in percent) the pool is on the path: no swap. */
const ON_PATH_PERCENT = 0.05;

export const dexChartingStrategy: DexStrategy<Params, DexChartingState> = {
  key: 'shua_dex2',
  trades: 'swaps',
  needs: () => ({}),
  initialState: () => ({ startedAt: null, startPrice: null, target: null, moves: 0 }),
  intervalMs: (params, random) => paceMs(params, random),

  decide(ctx: DexStrategyContext<Params, DexChartingState>): DexDecision<DexChartingState> {
    const { params, pool, random, now } = ctx;
    const state = { ...ctx.state };
    const price = pool.price;
    if (price < params.price_lower || price > params.price_upper) {
      return {
        actions: [dexPause('chartOutsideRange', { price: sig(price), lower: params.price_lower, upper: params.price_upper })],
        state,
      };
    }
    state.startedAt ??= now;
    state.startPrice ??= price;
    const target = nextTarget(params, state, price, now, random);
    state.target = target;
    const actions: DexAction[] = [];
    if (Math.abs(target / price - 1) * 100 < ON_PATH_PERCENT) return { actions, state };
    const side = target > price ? 'buy' : 'sell';
    const needed = swapToPrice(pool, target).amountIn;
    // The single amount is the most one swap carries, in quote (a sell's base at the current price).
    const amount = side === 'buy' ? Math.min(needed, params.single_amount) : Math.min(needed, params.single_amount / price);
    state.moves++;
    actions.push(swap(`chart:${side}`, side, amount, { reason: say('chartMove', { price: sig(price), target: sig(target) }) }));
    return { actions, state };
  },
};

function nextTarget(params: Params, state: DexChartingState, price: number, now: number, random: () => number): number {
  const clamp = (value: number) => Math.min(params.price_upper, Math.max(params.price_lower, value));
  if (params.trend === 'sequence' && params.sequence_points?.length) {
    return clamp(planPrice(params.sequence_points, now, state.startedAt!, state.startPrice!));
  }
  const up = params.trend === 'rise' ? DRAW_TREND_BIAS : params.trend === 'fall' ? 1 - DRAW_TREND_BIAS : 0.5;
  const step = (params.price_upper - params.price_lower) * DRAW_RANDOM_STEP_OF_RANGE * random();
  return clamp(random() < up ? price + step : price - step);
}
