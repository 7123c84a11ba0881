// The futures venue's objects in the JSON shapes of Binance's USD-M REST API, field for field as
// ccxt's binanceusdm parses them. Amounts are strings with eight decimals; positionAmt and notional
// are signed (negative for a short), as on Binance.
import { ATOMS_PER_UNIT, formatAtoms } from '../decimal.ts';
import type { Market } from '../engine/market.ts';
import type { PositionFigures } from '../futures/margin.ts';
import type { FundingEvent, FuturesOrder, FuturesTrade, Income, SymbolSettings } from '../futures/types.ts';
import { price, qty, ZERO } from './serializers.ts';

export const USDT = 'USDT';

/** Binance's lowercase margin type in position lists ("cross", "isolated"). */
export const marginTypeLower = (settings: SymbolSettings) => (settings.marginType === 'ISOLATED' ? 'isolated' : 'cross');

export function futuresOrderJson(order: FuturesOrder, market: Market) {
  const executedAtoms = BigInt(order.executedLots) * market.stepAtoms;
  const average = executedAtoms > 0n ? (order.cumQuoteAtoms * ATOMS_PER_UNIT) / executedAtoms : 0n;
  return {
    orderId: order.id,
    symbol: order.symbol,
    status: order.status,
    clientOrderId: order.clientOrderId,
    price: order.type === 'MARKET' ? ZERO : price(market, order.priceTicks),
    avgPrice: formatAtoms(average),
    origQty: qty(market, order.origLots),
    executedQty: qty(market, order.executedLots),
    cumQty: qty(market, order.executedLots),
    cumQuote: formatAtoms(order.cumQuoteAtoms),
    timeInForce: order.timeInForce,
    type: order.type,
    reduceOnly: order.reduceOnly,
    closePosition: false,
    side: order.side,
    positionSide: 'BOTH',
    stopPrice: ZERO,
    workingType: 'CONTRACT_PRICE',
    priceProtect: false,
    origType: order.type,
    priceMatch: 'NONE',
    selfTradePreventionMode: 'NONE',
    goodTillDate: 0,
    time: order.time,
    updateTime: order.updateTime,
  };
}

export function futuresTradeJson(trade: FuturesTrade, market: Market) {
  return {
    buyer: trade.side === 'BUY',
    commission: formatAtoms(trade.commissionAtoms),
    commissionAsset: USDT,
    id: trade.id,
    maker: trade.maker,
    orderId: trade.orderId,
    price: price(market, trade.priceTicks),
    qty: qty(market, trade.lots),
    quoteQty: formatAtoms(trade.quoteAtoms),
    realizedPnl: formatAtoms(trade.realizedPnlAtoms),
    side: trade.side,
    positionSide: 'BOTH',
    symbol: trade.symbol,
    time: trade.time,
  };
}

export function incomeJson(income: Income) {
  return {
    symbol: income.symbol,
    incomeType: income.type,
    income: formatAtoms(income.atoms),
    asset: USDT,
    info: income.type,
    time: income.time,
    tranId: income.id,
    tradeId: income.tradeId === null ? '' : String(income.tradeId),
  };
}

export function fundingRateJson(event: FundingEvent, market: Market) {
  return {
    symbol: event.symbol,
    fundingTime: event.fundingTime,
    fundingRate: formatAtoms(event.rateAtoms),
    markPrice: price(market, event.markTicks),
  };
}

/** The fields of a position both positionRisk versions share. */
function positionCore(figures: PositionFigures) {
  const { position, market } = figures;
  const signedNotional = position.lots < 0 ? -figures.notionalAtoms : figures.notionalAtoms;
  const isolated = figures.settings.marginType === 'ISOLATED';
  return {
    symbol: position.symbol,
    positionSide: 'BOTH',
    positionAmt: qty(market, position.lots),
    entryPrice: formatAtoms(figures.entryAtoms),
    breakEvenPrice: formatAtoms(figures.entryAtoms),
    markPrice: price(market, figures.markTicks),
    unRealizedProfit: formatAtoms(figures.unrealizedAtoms),
    liquidationPrice: figures.liquidationTicks === null ? ZERO : price(market, figures.liquidationTicks),
    isolatedMargin: isolated ? formatAtoms(position.isolatedAtoms + figures.unrealizedAtoms) : ZERO,
    notional: formatAtoms(signedNotional),
    isolatedWallet: formatAtoms(position.isolatedAtoms),
    updateTime: position.updateTime,
  };
}

/** GET /fapi/v2/positionRisk. */
export function positionRiskV2Json(figures: PositionFigures, maxNotional: string) {
  return {
    ...positionCore(figures),
    marginType: marginTypeLower(figures.settings),
    isAutoAddMargin: 'false',
    leverage: String(figures.settings.leverage),
    maxNotionalValue: maxNotional,
  };
}

/**
 * GET /fapi/v3/positionRisk. Binance's v3 leaves out leverage and marginType; the sandbox keeps
 * v2's two fields, which ccxt reads when present, so fetchPositions shows both.
 */
export function positionRiskV3Json(figures: PositionFigures, openOrderInitialAtoms: bigint) {
  return {
    ...positionCore(figures),
    marginAsset: USDT,
    initialMargin: formatAtoms(figures.initialAtoms + openOrderInitialAtoms),
    maintMargin: formatAtoms(figures.maintAtoms),
    positionInitialMargin: formatAtoms(figures.initialAtoms),
    openOrderInitialMargin: formatAtoms(openOrderInitialAtoms),
    adl: 0,
    bidNotional: ZERO,
    askNotional: ZERO,
    marginType: marginTypeLower(figures.settings),
    leverage: String(figures.settings.leverage),
  };
}
