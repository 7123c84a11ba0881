// New-Token Sniper (bots.md "snipe_dex"): watches the token's pool on the bot's DEX from before its
// launch, and buys in the first blocks after its first liquidity: the whole budget at once, a
// single budget per wallet across the group, each swap never above the maximum price on average
// (the limit is also the swap's least output on chain, so a pool that jumps before the swap is
// mined refuses it rather than fill it dear). After the window, or once the budget is spent, it
// stops. A pool already live when the sniper starts is no launch: it says so and stops.
import type { z } from 'zod';
import type { snipeDexParams } from '../../../shared/bots/params/dex.ts';
import type { DexAction, DexDecision, DexStrategy, DexStrategyContext, PoolView } from '../../runner/dex/dex-types.ts';
import { dexLog, dexStop, say, sig, swap, swapped } from './dex-helpers.ts';

type Params = z.output<typeof snipeDexParams>;

export interface DexSniperState {
  spent: number;
  bought: number;
  /** Whether the pool was seen empty: liquidity found on the very first look is no launch. */
  sawEmpty: boolean;
  waitingLogged: boolean;
  aboveLogged: boolean;
}

/** Base bought for `quote` spent on the pool (the pair's formula, fee on what goes in). */
const baseOut = (pool: Pick<PoolView, 'base' | 'quote' | 'feePercent'>, quote: number) => {
  const kept = quote * (1 - pool.feePercent / 100);
  return (kept * pool.base) / (pool.quote + kept);
};

/**
 * `count` equal buys, sent together from different wallets: they are mined in any order, so the one
 * mined last pays the top slice of the curve. Each is as large as it may be (up to `size`, the
 * budget shared) with that top slice still averaging within the maximum price.
 */
export function planBuys(pool: PoolView, count: number, size: number, budget: number, maxPrice: number): { count: number; size: number } {
  if (count < 1) return { count: 0, size: 0 };
  // Swap after swap, as the chain mines them (each leaves its fee in the pool).
  const topSliceOk = (q: number) => {
    let reserves = pool;
    let out = 0;
    for (let i = 0; i < count; i++) {
      out = baseOut(reserves, q);
      reserves = { ...reserves, base: reserves.base - out, quote: reserves.quote + q };
    }
    return q / out <= maxPrice;
  };
  let low = 0;
  let high = Math.min(size, budget / count);
  if (topSliceOk(high)) low = high;
  else
    for (let step = 0; step < 40; step++) {
      const mid = (low + high) / 2;
      if (topSliceOk(mid)) low = mid;
      else high = mid;
    }
  // Dust is not worth its gas.
  return low < size / 100 ? { count: 0, size: 0 } : { count, size: low };
}

/** How often the sniper looks while it waits and while its window is open (a shared pool read). */
const WATCH_MS = 250;

export const dexSniperStrategy: DexStrategy<Params, DexSniperState> = {
  key: 'snipe_dex',
  trades: 'swaps',
  needs: () => ({ waitsForLiquidity: true }),
  initialState: () => ({ spent: 0, bought: 0, sawEmpty: false, waitingLogged: false, aboveLogged: false }),
  intervalMs: () => WATCH_MS,

  decide(ctx: DexStrategyContext<Params, DexSniperState>): DexDecision<DexSniperState> {
    const { params, pool } = ctx;
    const state = { ...ctx.state };
    const done = swapped(ctx.events, 'buy');
    state.spent += done.quote;
    state.bought += done.base;
    const summary = { spent: sig(state.spent), bought: sig(state.bought) };
    if (pool.price <= 0) {
      state.sawEmpty = true;
      const actions = state.waitingLogged ? [] : [dexLog('snipeWaiting', { blocks: params.blocks })];
      state.waitingLogged = true;
      return { actions, state, nextTickMs: WATCH_MS };
    }
    const launch = ctx.liquidSince ?? null;
    if (launch === null || (!state.sawEmpty && state.spent === 0 && pool.block > launch + params.blocks))
      return { actions: [dexStop('snipeNoLaunch', { block: pool.block })], state };
    // The launch block is the first of the window.
    const lastBlock = launch + params.blocks - 1;
    if (pool.block > lastBlock) return { actions: [dexStop('snipeWindowClosed', { ...summary, blocks: params.blocks })], state };
    const remaining = params.total_budget - state.spent;
    if (remaining <= params.single_budget * 0.01) return { actions: [dexStop('budgetUsed', { spent: sig(state.spent) })], state };

    const actions: DexAction[] = [];
    // The first token bought costs the price plus the fee: above the maximum there is nothing to buy.
    if (pool.price / (1 - pool.feePercent / 100) > params.max_price) {
      if (!state.aboveLogged) actions.push(dexLog('snipeAboveMax', { price: sig(pool.price), max: params.max_price }));
      state.aboveLogged = true;
      return { actions, state, nextTickMs: WATCH_MS };
    }
    state.aboveLogged = false;
    // Refused buys (slippage past the maximum price) are tried again while the window is open.
    const failed = ctx.events.filter((event) => event.status === 'failed').length;
    if (failed > 0) actions.push(dexLog('snipeRefused', { count: failed, max: params.max_price }));
    const wallets = ctx.wallets.filter((wallet) => wallet.restriction !== 'sell').length;
    const most = Math.min(Math.ceil(remaining / params.single_budget), Math.max(wallets, 1), Math.max(ctx.actionBudget, 0));
    const plan = planBuys(pool, most, Math.min(params.single_budget, remaining), remaining, params.max_price);
    const reason = say('snipeBuy', { block: pool.block, launch, price: sig(pool.price), max: params.max_price });
    for (let i = 0; i < plan.count; i++)
      actions.push(swap(`snipe:${i}`, 'buy', plan.size, { limitPrice: params.max_price, ...(i === 0 ? { reason } : {}) }));
    return { actions, state, nextTickMs: WATCH_MS };
  },
};
