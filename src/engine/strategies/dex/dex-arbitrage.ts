// DEX-to-CEX Arbitrage (bots.md "banzhuan_dex"): watches the bot's pool and the same pair's order
// book on an exchange. When the exchange's best bid beats what buying on the pool costs (pool fee
// included) by the minimum spread after the exchange's fee, it buys on the pool and then sells what
// it got on the exchange; when the pool pays more than the exchange's best ask likewise, it buys on
// the exchange and sells on the pool. The pool leg goes first: its least output on chain keeps the
// spread even if the pool moves before it is mined, and a refused swap leaves nothing to hedge. The
// exchange leg is an immediate-or-cancel order at the best price, sized to the top of the book; what
// it leaves unfilled is hedged again on the next tick. Each leg is recorded where it happened (the
// swap in the DEX history, the order with its fills in the exchange history) and the realised
// profit of both together is reported.
import type { z } from 'zod';
import type { dexArbitrageParams } from '../../../shared/bots/params/dex.ts';
import type { DexAction, DexDecision, DexStrategy, DexStrategyContext, SwapSide } from '../../runner/dex/dex-types.ts';
import { dexLog, dexStop, paceMs, say, sig, swap } from './dex-helpers.ts';

type Params = z.output<typeof dexArbitrageParams>;

/** Base bought or sold on the pool and not yet matched on the exchange, with the quote it moved. */
export interface OpenLeg {
  /** The exchange side that closes it: sell what the pool sold us, buy back what we sold the pool. */
  side: SwapSide;
  base: number;
  quote: number;
}

export interface DexArbitrageState {
  open: OpenLeg | null;
  /** An exchange order of the bot is out and not yet reported closed. */
  hedgeOut: boolean;
  profit: number;
  trades: number;
  noPriceLogged: boolean;
}

const POOL_TAG = 'arb:pool';
const CEX_TAG = 'arb:cex';
/** Below this share of the trade amount an unmatched leg is dust, not worth an order. */
const DUST = 1e-6;

/** Quote needed to take `base` out of the pool, and quote a sale of `base` brings (fee included). */
function poolQuotes(pool: { base: number; quote: number; feePercent: number }, base: number) {
  const keep = 1 - pool.feePercent / 100;
  const buyCost = base < pool.base ? (base * pool.quote) / ((pool.base - base) * keep) : Number.POSITIVE_INFINITY;
  const sellProceeds = (base * keep * pool.quote) / (pool.base + base * keep);
  return { buyCost, sellProceeds };
}

export const dexArbitrageStrategy: DexStrategy<Params, DexArbitrageState> = {
  key: 'banzhuan_dex',
  trades: 'swaps',
  needs: () => ({ referenceTrading: true }),
  initialState: () => ({ open: null, hedgeOut: false, profit: 0, trades: 0, noPriceLogged: false }),
  intervalMs: (params, random) => paceMs(params, random),

  decide(ctx: DexStrategyContext<Params, DexArbitrageState>): DexDecision<DexArbitrageState> {
    const { params, pool, reference } = ctx;
    const state: DexArbitrageState = { ...ctx.state, open: ctx.state.open ? { ...ctx.state.open } : null };
    const fee = params.cex_fee_percent / 100;
    const actions: DexAction[] = [];

    // The pool leg that settled opens a position to close on the exchange.
    for (const event of ctx.events) {
      if (event.tag !== POOL_TAG) continue;
      if (event.status !== 'done') {
        actions.push(dexLog('arbPoolRefused', { reason: event.reason ?? 'reverted' }, 'warn'));
        continue;
      }
      state.open = { side: event.side === 'buy' ? 'sell' : 'buy', base: event.baseAmount, quote: event.quoteAmount };
    }
    // Exchange fills close it, and realise the profit of that part.
    for (const event of ctx.referenceEvents ?? []) {
      if (event.order.tag !== CEX_TAG) continue;
      if (event.type === 'fill' && state.open && state.open.base > 0) {
        const amount = Math.min(event.amount, state.open.base);
        const quotePart = state.open.quote * (amount / state.open.base);
        const gained =
          state.open.side === 'sell' ? amount * event.price * (1 - fee) - quotePart : quotePart - amount * event.price * (1 + fee);
        state.profit += gained;
        state.open.base -= amount;
        state.open.quote -= quotePart;
        if (state.open.base <= params.trade_amount * DUST) {
          state.open = null;
          state.trades++;
          actions.push(dexLog('arbClosed', { profit: sig(state.profit), trades: state.trades }));
        }
      }
      if (event.type === 'rejected') {
        state.hedgeOut = false;
        return {
          actions: [...actions, dexStop('arbHedgeRejected', { reason: event.reason ?? 'rejected' })],
          state,
          realisedProfit: state.profit,
        };
      }
      if (event.type === 'closed') state.hedgeOut = false;
      if (event.reason === 'belowMinimum' && state.open) {
        // What is left is under the exchange's minimum order: it stays in the wallets, said once.
        actions.push(dexLog('arbLeftover', { amount: sig(state.open.base), side: state.open.side }));
        state.open = null;
        state.trades++;
      }
    }
    if (state.hedgeOut) return { actions, state, realisedProfit: state.profit };

    const bid = reference?.bestBid ?? null;
    const ask = reference?.bestAsk ?? null;
    if (bid === null || ask === null) {
      if (!state.noPriceLogged) actions.push(dexLog('priceUnavailable', undefined, 'warn'));
      state.noPriceLogged = true;
      return { actions, state, realisedProfit: state.profit };
    }
    state.noPriceLogged = false;

    if (state.open) {
      // Close the open leg at the exchange's best price, as much as the top of the book holds.
      const { side } = state.open;
      const price = side === 'sell' ? bid : ask;
      const top = side === 'sell' ? reference!.bidAmount : reference!.askAmount;
      const amount = Math.min(state.open.base, top > 0 ? top : state.open.base);
      state.hedgeOut = true;
      actions.push({
        kind: 'referenceOrder',
        tag: CEX_TAG,
        side,
        price,
        amount,
        reason: say('arbHedge', { side, amount: sig(amount), price: sig(price) }),
      });
      return { actions, state, realisedProfit: state.profit };
    }

    const spread = params.min_spread_percent / 100;
    // Buy on the pool, sell on the exchange: sized to what the best bid takes.
    const sellSize = Math.min(params.trade_amount, reference!.bidAmount);
    if (sellSize > 0) {
      const { buyCost } = poolQuotes(pool, sellSize);
      const worst = (bid * (1 - fee)) / (1 + spread);
      if (buyCost / sellSize <= worst) {
        actions.push(
          swap(POOL_TAG, 'buy', buyCost, {
            limitPrice: worst,
            reason: say('arbOpen', { side: 'buy', pool: sig(buyCost / sellSize), cex: sig(bid), venue: reference!.venue }),
          }),
        );
        return { actions, state, realisedProfit: state.profit };
      }
    }
    // Sell on the pool, buy back on the exchange: sized to what the best ask offers.
    const buySize = Math.min(params.trade_amount, reference!.askAmount);
    if (buySize > 0) {
      const { sellProceeds } = poolQuotes(pool, buySize);
      const worst = ask * (1 + fee) * (1 + spread);
      if (sellProceeds / buySize >= worst) {
        actions.push(
          swap(POOL_TAG, 'sell', buySize, {
            limitPrice: worst,
            reason: say('arbOpen', { side: 'sell', pool: sig(sellProceeds / buySize), cex: sig(ask), venue: reference!.venue }),
          }),
        );
      }
    }
    return { actions, state, realisedProfit: state.profit };
  },
};
