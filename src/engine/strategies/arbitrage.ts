// Cross-Exchange Arbitrage (bots.md "banzhuan"): one pair on the bot's exchange (first) and a
// second exchange. When the best bid of one beats the best ask of the other by the minimum spread
// after both taker fees, it buys on the cheap venue and sells on the dear one at once, with
// immediate-or-cancel limits at those prices, sized by the trade amount, the top-of-book depth,
// the balances and the position limits. Both legs are recorded; the realised profit counts the
// matched quantity of each arbitrage at its fill prices, net of the configured fees.
import type { ArbitrageParams } from '../../shared/bots/params/arbitrage.ts';
import { meetsMinimums, roundAmount } from '../runner/market-rules.ts';
import type { Action, Decision, MarketRules, Strategy, StrategyContext, VenueSlot, VenueView } from '../runner/types.ts';
import { bestAsk, bestBid, limit, log, say } from './helpers.ts';

interface Leg {
  amount: number;
  quote: number;
}

export interface ArbitrageState {
  trades: number;
  /** Fills of each arbitrage's legs, by arbitrage number. */
  legs: Record<string, { buy: Leg; sell: Leg; buyFee: number; sellFee: number }>;
  profit: number;
  /** Arbitrages whose profit is counted. */
  settled: number;
}

/** Net spread of buying at `ask` (fee a) and selling at `bid` (fee b), in percent of the ask. */
export function netSpreadPercent(ask: number, bid: number, feeBuyPercent: number, feeSellPercent: number): number {
  return ((bid * (1 - feeSellPercent / 100) - ask * (1 + feeBuyPercent / 100)) / ask) * 100;
}

const coarser = (a: MarketRules, b: MarketRules): MarketRules => ({
  ...a,
  amountStep: Math.max(a.amountStep, b.amountStep),
  minAmount: Math.max(a.minAmount, b.minAmount),
  minCost: Math.max(a.minCost, b.minCost),
});

export const arbitrageStrategy: Strategy<ArbitrageParams, ArbitrageState> = {
  key: 'banzhuan',
  needs: () => ({ bookDepth: 5, balances: true }),
  initialState: () => ({ trades: 0, legs: {}, profit: 0, settled: 0 }),
  intervalMs: (params) => params.interval_seconds * 1000,

  decide(ctx: StrategyContext<ArbitrageParams, ArbitrageState>): Decision<ArbitrageState> {
    const { params, primary } = ctx;
    const second = ctx.second!;
    const state: ArbitrageState = { ...ctx.state, legs: { ...ctx.state.legs } };
    const actions: Action[] = [];

    for (const event of ctx.events) {
      if (event.type !== 'fill' || !event.order.tag.startsWith('arb:')) continue;
      const id = event.order.tag.split(':')[1]!;
      const entry = state.legs[id];
      if (!entry) continue;
      const leg = event.order.side === 'buy' ? entry.buy : entry.sell;
      state.legs[id] = {
        ...entry,
        [event.order.side]: { amount: leg.amount + event.amount, quote: leg.quote + event.amount * event.price },
      };
    }
    // An arbitrage is settled once neither leg is open any more.
    const open = new Set(ctx.orders.map((order) => order.tag.split(':')[1]));
    for (const [id, entry] of Object.entries(state.legs)) {
      if (open.has(id)) continue;
      const matched = Math.min(entry.buy.amount, entry.sell.amount);
      if (matched > 0) {
        const buyPrice = entry.buy.quote / entry.buy.amount;
        const sellPrice = entry.sell.quote / entry.sell.amount;
        const gain = matched * (sellPrice * (1 - entry.sellFee / 100) - buyPrice * (1 + entry.buyFee / 100));
        state.profit += gain;
        state.settled += 1;
        actions.push(
          log('arbitrageSettled', { n: Number(id), amount: matched, buy: buyPrice, sell: sellPrice, profit: Number(gain.toFixed(8)) }),
        );
      }
      if (Math.abs(entry.buy.amount - entry.sell.amount) > 1e-12) {
        actions.push(log('arbitrageUneven', { n: Number(id), bought: entry.buy.amount, sold: entry.sell.amount }, 'warn'));
      }
      delete state.legs[id];
    }
    if (ctx.orders.length > 0) return { actions, state, realisedProfit: state.profit };

    const fee = { primary: params.fee_percent_first, second: params.fee_percent_second };
    const routes: Array<[VenueSlot, VenueSlot]> = [];
    if (params.directions !== 'buy_second') routes.push(['primary', 'second']);
    if (params.directions !== 'buy_first') routes.push(['second', 'primary']);
    const view: Record<VenueSlot, VenueView> = { primary, second };

    let best: { buy: VenueSlot; sell: VenueSlot; ask: number; bid: number; spread: number } | null = null;
    for (const [buy, sell] of routes) {
      const ask = bestAsk(view[buy].book);
      const bid = bestBid(view[sell].book);
      if (ask === null || bid === null) continue;
      const spread = netSpreadPercent(ask, bid, fee[buy], fee[sell]);
      if (spread >= params.min_spread_percent && (!best || spread > best.spread)) best = { buy, sell, ask, bid, spread };
    }
    if (!best) return { actions, state, realisedProfit: state.profit };

    const buyView = view[best.buy];
    const sellView = view[best.sell];
    const rules = coarser(buyView.rules, sellView.rules);
    const topAsk = buyView.book!.asks[0]![1];
    const topBid = sellView.book!.bids[0]![1];
    const quoteFree = buyView.free[rules.quote] ?? 0;
    const baseFreeSell = sellView.free[rules.base] ?? 0;
    const baseOnBuy = buyView.total[rules.base] ?? 0;
    const roomUp = params.position_upper === undefined ? Number.POSITIVE_INFINITY : params.position_upper - baseOnBuy;
    const roomDown = baseFreeSell - params.position_lower;
    const amount = roundAmount(
      Math.min(params.trade_amount, topAsk, topBid, quoteFree / (best.ask * (1 + fee[best.buy] / 100)), roomUp, roomDown),
      rules,
    );
    if (!meetsMinimums(amount, best.ask, rules) || !meetsMinimums(amount, best.bid, rules)) {
      return {
        actions: [...actions, log('arbitrageNoRoom', { spread: Number(best.spread.toFixed(4)) })],
        state,
        realisedProfit: state.profit,
      };
    }
    state.trades += 1;
    const id = String(state.trades);
    state.legs[id] = { buy: { amount: 0, quote: 0 }, sell: { amount: 0, quote: 0 }, buyFee: fee[best.buy], sellFee: fee[best.sell] };
    const why = say('arbitrageFound', {
      n: state.trades,
      buyOn: buyView.venue,
      sellOn: sellView.venue,
      ask: best.ask,
      bid: best.bid,
      spread: Number(best.spread.toFixed(4)),
    });
    actions.push(limit('buy', best.ask, amount, `arb:${id}:buy`, { venue: best.buy, timeInForce: 'IOC', reason: why }));
    actions.push(limit('sell', best.bid, amount, `arb:${id}:sell`, { venue: best.sell, timeInForce: 'IOC' }));
    return { actions, state, realisedProfit: state.profit };
  },
};
