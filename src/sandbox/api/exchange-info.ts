// GET /api/v3/exchangeInfo: the venue's rate limits and, per symbol, its assets, order types and
// the filters the venue enforces (PRICE_FILTER, LOT_SIZE, MARKET_LOT_SIZE, NOTIONAL, MAX_NUM_ORDERS).
import { atoms, formatAtoms } from '../decimal.ts';
import type { Market } from '../engine/market.ts';
import { MAX_OPEN_ORDERS_PER_SYMBOL } from '../engine/matching-engine.ts';
import { STP_MODES, type StpMode } from '../engine/types.ts';
import type { RateLimits } from './rate-limit.ts';

export function symbolInfo(market: Market, defaultStp: StpMode) {
  const { spec } = market;
  const decimal = (text: string) => formatAtoms(atoms(text));
  return {
    symbol: market.symbol,
    status: 'TRADING',
    baseAsset: market.base,
    baseAssetPrecision: 8,
    quoteAsset: market.quote,
    quotePrecision: 8,
    quoteAssetPrecision: 8,
    baseCommissionPrecision: 8,
    quoteCommissionPrecision: 8,
    orderTypes: ['LIMIT', 'LIMIT_MAKER', 'MARKET'],
    icebergAllowed: false,
    ocoAllowed: false,
    otoAllowed: false,
    quoteOrderQtyMarketAllowed: true,
    allowTrailingStop: false,
    cancelReplaceAllowed: false,
    amendAllowed: false,
    isSpotTradingAllowed: true,
    isMarginTradingAllowed: false,
    filters: [
      { filterType: 'PRICE_FILTER', minPrice: decimal(spec.minPrice), maxPrice: decimal(spec.maxPrice), tickSize: decimal(spec.tickSize) },
      { filterType: 'LOT_SIZE', minQty: decimal(spec.minQty), maxQty: decimal(spec.maxQty), stepSize: decimal(spec.stepSize) },
      { filterType: 'MARKET_LOT_SIZE', minQty: decimal(spec.minQty), maxQty: decimal(spec.marketMaxQty), stepSize: decimal(spec.stepSize) },
      {
        filterType: 'NOTIONAL',
        minNotional: decimal(spec.minNotional),
        applyMinToMarket: true,
        maxNotional: decimal(spec.maxNotional),
        applyMaxToMarket: false,
        // 0: market orders are checked at the last price.
        avgPriceMins: 0,
      },
      { filterType: 'MAX_NUM_ORDERS', maxNumOrders: MAX_OPEN_ORDERS_PER_SYMBOL },
    ],
    permissions: [],
    permissionSets: [['SPOT']],
    defaultSelfTradePreventionMode: defaultStp,
    allowedSelfTradePreventionModes: [...STP_MODES],
  };
}

export function exchangeInfo(markets: readonly Market[], limits: RateLimits, defaultStp: StpMode, now: number) {
  return {
    timezone: 'UTC',
    serverTime: now,
    rateLimits: [
      { rateLimitType: 'REQUEST_WEIGHT', interval: 'MINUTE', intervalNum: 1, limit: limits.requestWeightPerMinute },
      { rateLimitType: 'ORDERS', interval: 'SECOND', intervalNum: 10, limit: limits.ordersPer10Seconds },
      { rateLimitType: 'ORDERS', interval: 'DAY', intervalNum: 1, limit: limits.ordersPerDay },
    ],
    exchangeFilters: [],
    symbols: markets.map((market) => symbolInfo(market, defaultStp)),
  };
}
