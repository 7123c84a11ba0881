// The live feeds of one market, each its own key so each part of the screen re-renders alone.
// Market data is polled every second (spec: at most about 1 s behind the venue); the account's
// orders and balances every 2 s, and at once after an order, a cancel or a finished task.
import { getKline, type KLINE_PERIODS } from '../../../../shared/contracts/markets/get-kline.ts';
import { getPankou } from '../../../../shared/contracts/markets/get-pankou.ts';
import { getPankouHighLevel } from '../../../../shared/contracts/markets/get-pankou-high-level.ts';
import { getRecentTrades } from '../../../../shared/contracts/markets/get-recent-trades.ts';
import { tradeOpenOrders } from '../../../../shared/contracts/trade/trade-open-orders.ts';
import { tradePositionOrders } from '../../../../shared/contracts/trade/trade-position-orders.ts';
import { api } from '../../../lib/api/api.ts';
import { type CexPair, type DexPair, marketPayload, pairKey, pairLabel, pairPayload, type TradingPair } from '../pair/market-pair.ts';
import { refreshLive, useLive } from '../../../lib/live-data.ts';

export const MARKET_POLL_MS = 1_000;
export const ACCOUNT_POLL_MS = 2_000;
/** Every level a pool's depth curve has (the server's ladder runs out well before the call's maximum). */
const POOL_DEPTH_LEVELS = 100;

export type KlinePeriod = (typeof KLINE_PERIODS)[number];

const context = (pair: TradingPair) => ({ web: pair.web, currencyPair: pairLabel(pair) });

export function useCandles(pair: TradingPair | null, period: KlinePeriod, limit = 200) {
  return useLive(
    pair ? `market|${pairKey(pair)}|kline|${period}|${limit}` : null,
    () => api.call(getKline, { ...marketPayload(pair!), period, limit }, context(pair!)),
    MARKET_POLL_MS,
  );
}

export function useBook(pair: TradingPair | null, depth: number, step: number | null) {
  return useLive(
    pair ? `market|${pairKey(pair)}|book|${depth}|${step ?? ''}` : null,
    () => api.call(getPankouHighLevel, { ...marketPayload(pair!), depth, ...(step ? { step } : {}) }, context(pair!)),
    MARKET_POLL_MS,
  );
}

export function useOpenOrders(pair: CexPair | null, enabled: boolean) {
  return useLive(
    pair && enabled ? `account|${pairKey(pair)}|orders` : null,
    () => api.call(tradeOpenOrders, pairPayload(pair!), context(pair!)),
    ACCOUNT_POLL_MS,
  );
}

/** Balances of the pair's two coins and the market's precisions and limits. */
export function usePosition(pair: CexPair | null, enabled: boolean) {
  return useLive(
    pair && enabled ? `account|${pairKey(pair)}|position` : null,
    () => api.call(tradePositionOrders, pairPayload(pair!), context(pair!)),
    ACCOUNT_POLL_MS,
  );
}

/** A DEX pool's depth curve, as get_pankou gives it: price levels a fixed move apart, each with the base amount swapped between it and the level before. */
export function usePoolDepth(pair: DexPair) {
  return useLive(
    `market|${pairKey(pair)}|pool-depth`,
    () => api.call(getPankou, { ...marketPayload(pair), depth: POOL_DEPTH_LEVELS }, context(pair)),
    MARKET_POLL_MS,
  );
}

/** The market's latest public trades (a pool's swaps), newest last. */
export function useRecentTrades(pair: TradingPair, limit: number) {
  return useLive(
    `market|${pairKey(pair)}|trades|${limit}`,
    () => api.call(getRecentTrades, { ...marketPayload(pair), limit }, context(pair)),
    MARKET_POLL_MS,
  );
}

/** After an order, a cancel or a finished task: read the account's orders and balances now. */
export const refreshAccountData = (): void => refreshLive('account|');
