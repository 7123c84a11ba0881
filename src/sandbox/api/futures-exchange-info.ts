// GET /fapi/v1/exchangeInfo: the USD-M perpetuals, one per spot market quoted in USDT, with the
// spot market's tick, step and size filters and Binance's futures fields (contractType PERPETUAL,
// marginAsset, MIN_NOTIONAL as `notional`), which is what ccxt's binanceusdm reads.
import { atoms, formatAtoms } from '../decimal.ts';
import type { Market } from '../engine/market.ts';
import { MAINT_MARGIN_PPM, MAX_OPEN_ORDERS_PER_SYMBOL, PERPETUAL_DELIVERY_DATE, SETTLE_ASSET } from '../futures/contracts.ts';
import { FUTURES_ORDER_TYPES, FUTURES_TIME_IN_FORCE } from '../futures/types.ts';
import type { RateLimits } from './rate-limit.ts';

/** Decimal places of a size such as "0.00100" (3) or "1" (0). */
const places = (text: string) => (text.split('.')[1] ?? '').replace(/0+$/, '').length;
/** Binance's listing date of BTCUSDT, shown as every contract's onboard date. */
const ONBOARD_DATE = 1_569_398_400_000;

function contractInfo(market: Market) {
  const { spec } = market;
  const decimal = (text: string) => formatAtoms(atoms(text));
  return {
    symbol: market.symbol,
    pair: market.symbol,
    contractType: 'PERPETUAL',
    deliveryDate: PERPETUAL_DELIVERY_DATE,
    onboardDate: ONBOARD_DATE,
    status: 'TRADING',
    maintMarginPercent: (Number(MAINT_MARGIN_PPM) / 10_000).toFixed(4),
    requiredMarginPercent: '0.8000',
    baseAsset: market.base,
    quoteAsset: market.quote,
    marginAsset: SETTLE_ASSET,
    pricePrecision: places(spec.tickSize),
    quantityPrecision: places(spec.stepSize),
    baseAssetPrecision: 8,
    quotePrecision: 8,
    underlyingType: 'COIN',
    underlyingSubType: [],
    settlePlan: 0,
    triggerProtect: '0.0500',
    liquidationFee: '0',
    marketTakeBound: '0.05',
    maxMoveOrderLimit: 10_000,
    filters: [
      { filterType: 'PRICE_FILTER', minPrice: decimal(spec.minPrice), maxPrice: decimal(spec.maxPrice), tickSize: decimal(spec.tickSize) },
      { filterType: 'LOT_SIZE', minQty: decimal(spec.minQty), maxQty: decimal(spec.maxQty), stepSize: decimal(spec.stepSize) },
      { filterType: 'MARKET_LOT_SIZE', minQty: decimal(spec.minQty), maxQty: decimal(spec.marketMaxQty), stepSize: decimal(spec.stepSize) },
      { filterType: 'MAX_NUM_ORDERS', limit: MAX_OPEN_ORDERS_PER_SYMBOL },
      { filterType: 'MIN_NOTIONAL', notional: decimal(spec.minNotional) },
    ],
    orderTypes: [...FUTURES_ORDER_TYPES],
    timeInForce: [...FUTURES_TIME_IN_FORCE],
    permissionSets: ['GRID', 'COPY'],
  };
}

export function futuresExchangeInfo(contracts: readonly Market[], limits: RateLimits, now: number) {
  return {
    timezone: 'UTC',
    serverTime: now,
    futuresType: 'U_MARGINED',
    rateLimits: [
      { rateLimitType: 'REQUEST_WEIGHT', interval: 'MINUTE', intervalNum: 1, limit: limits.requestWeightPerMinute },
      { rateLimitType: 'ORDERS', interval: 'SECOND', intervalNum: 10, limit: limits.ordersPer10Seconds },
      { rateLimitType: 'ORDERS', interval: 'DAY', intervalNum: 1, limit: limits.ordersPerDay },
    ],
    exchangeFilters: [],
    assets: [{ asset: SETTLE_ASSET, marginAvailable: true, autoAssetExchange: '-10000' }],
    symbols: contracts.map(contractInfo),
  };
}
