// The venue's objects in Binance's JSON shapes, field for field as the spot REST API returns them
// (and as ccxt's binance class parses them). Amounts are strings with eight decimals.
import { formatAtoms } from '../decimal.ts';
import { type Market, priceAtoms } from '../engine/market.ts';
import type { Fill, Order } from '../engine/types.ts';
import type { Candle } from '../venue/candles.ts';
import type { AccountTrade } from '../venue/history.ts';
import type { DayStats, TapeTrade } from '../venue/market-data.ts';

export const ZERO = '0.00000000';
export const price = (market: Market, ticks: number) => formatAtoms(priceAtoms(market, ticks));
export const qty = (market: Market, lots: number) => formatAtoms(BigInt(lots) * market.stepAtoms);

function orderCore(order: Order, market: Market) {
  return {
    symbol: order.symbol,
    orderId: order.id,
    orderListId: -1,
    clientOrderId: order.clientOrderId,
    price: order.type === 'MARKET' ? ZERO : price(market, order.priceTicks),
    origQty: qty(market, order.origLots),
    executedQty: qty(market, order.executedLots),
    origQuoteOrderQty: formatAtoms(order.origQuoteAtoms),
    cummulativeQuoteQty: formatAtoms(order.cumQuoteAtoms),
    status: order.status,
    timeInForce: order.timeInForce,
    type: order.type,
    side: order.side,
  };
}

/** GET /api/v3/order, openOrders, allOrders. */
export function orderJson(order: Order, market: Market) {
  return {
    ...orderCore(order, market),
    stopPrice: ZERO,
    icebergQty: ZERO,
    time: order.time,
    updateTime: order.updateTime,
    isWorking: true,
    workingTime: order.time,
    selfTradePreventionMode: order.stp,
  };
}

export type NewOrderRespType = 'ACK' | 'RESULT' | 'FULL';

/** POST /api/v3/order in its three response types. */
export function newOrderJson(order: Order, fills: readonly Fill[], market: Market, respType: NewOrderRespType) {
  if (respType === 'ACK') {
    return { symbol: order.symbol, orderId: order.id, orderListId: -1, clientOrderId: order.clientOrderId, transactTime: order.time };
  }
  const result = {
    ...orderCore(order, market),
    transactTime: order.time,
    workingTime: order.time,
    selfTradePreventionMode: order.stp,
  };
  if (respType === 'RESULT') return result;
  return {
    ...result,
    fills: fills.map((fill) => {
      const mine = fill.taker === order;
      return {
        price: price(market, fill.priceTicks),
        qty: qty(market, fill.lots),
        commission: formatAtoms(mine ? fill.takerFee : fill.makerFee),
        commissionAsset: mine ? fill.takerFeeAsset : fill.makerFeeAsset,
        tradeId: fill.tradeId,
      };
    }),
  };
}

/** DELETE /api/v3/order and each entry of DELETE /api/v3/openOrders. */
export function cancelJson(order: Order, market: Market, cancelClientOrderId: string, now: number) {
  const { symbol, orderId, orderListId, clientOrderId, ...rest } = orderCore(order, market);
  return {
    symbol,
    origClientOrderId: clientOrderId,
    orderId,
    orderListId,
    clientOrderId: cancelClientOrderId,
    transactTime: now,
    ...rest,
    selfTradePreventionMode: order.stp,
  };
}

export function accountTradeJson(trade: AccountTrade, market: Market) {
  return {
    symbol: trade.symbol,
    id: trade.id,
    orderId: trade.orderId,
    orderListId: -1,
    price: price(market, trade.priceTicks),
    qty: qty(market, trade.lots),
    quoteQty: formatAtoms(trade.quoteAtoms),
    commission: formatAtoms(trade.commission),
    commissionAsset: trade.commissionAsset,
    time: trade.time,
    isBuyer: trade.isBuyer,
    isMaker: trade.isMaker,
    isBestMatch: true,
  };
}

export function publicTradeJson(trade: TapeTrade, market: Market) {
  return {
    id: trade.id,
    price: price(market, trade.priceTicks),
    qty: qty(market, trade.lots),
    quoteQty: formatAtoms(trade.quoteAtoms),
    time: trade.time,
    isBuyerMaker: trade.buyerIsMaker,
    isBestMatch: true,
  };
}

/** An aggregate trade; each fill of the sandbox is its own aggregate. */
export function aggTradeJson(trade: TapeTrade, market: Market) {
  return {
    a: trade.id,
    p: price(market, trade.priceTicks),
    q: qty(market, trade.lots),
    f: trade.id,
    l: trade.id,
    T: trade.time,
    m: trade.buyerIsMaker,
    M: true,
  };
}

export function klineJson(candle: Candle, market: Market, periodMs: number) {
  return [
    candle.openTime,
    price(market, candle.open),
    price(market, candle.high),
    price(market, candle.low),
    price(market, candle.close),
    qty(market, candle.volumeLots),
    candle.openTime + periodMs - 1,
    formatAtoms(candle.quoteVolume),
    candle.trades,
    qty(market, candle.takerBuyLots),
    formatAtoms(candle.takerBuyQuote),
    '0',
  ];
}

export interface BookTop {
  bid?: [number, number];
  ask?: [number, number];
}

export function bookTickerJson(market: Market, top: BookTop) {
  return {
    symbol: market.symbol,
    bidPrice: top.bid ? price(market, top.bid[0]) : ZERO,
    bidQty: top.bid ? qty(market, top.bid[1]) : ZERO,
    askPrice: top.ask ? price(market, top.ask[0]) : ZERO,
    askQty: top.ask ? qty(market, top.ask[1]) : ZERO,
  };
}

export function ticker24hJson(market: Market, stats: DayStats | null, top: BookTop, now: number) {
  const { symbol: _symbol, ...book } = bookTickerJson(market, top);
  if (!stats) {
    return {
      symbol: market.symbol,
      priceChange: ZERO,
      priceChangePercent: '0.000',
      weightedAvgPrice: ZERO,
      prevClosePrice: ZERO,
      lastPrice: ZERO,
      lastQty: ZERO,
      ...book,
      openPrice: ZERO,
      highPrice: ZERO,
      lowPrice: ZERO,
      volume: ZERO,
      quoteVolume: ZERO,
      openTime: now - 86_400_000,
      closeTime: now,
      firstId: -1,
      lastId: -1,
      count: 0,
    };
  }
  const volumeAtoms = BigInt(stats.volumeLots) * market.stepAtoms;
  const weighted = volumeAtoms > 0n ? (stats.quoteVolume * 100_000_000n) / volumeAtoms : 0n;
  const change = priceAtoms(market, stats.lastTicks) - priceAtoms(market, stats.openTicks);
  const percent = stats.openTicks > 0 ? ((stats.lastTicks - stats.openTicks) / stats.openTicks) * 100 : 0;
  return {
    symbol: market.symbol,
    priceChange: formatAtoms(change),
    priceChangePercent: percent.toFixed(3),
    weightedAvgPrice: formatAtoms(weighted),
    prevClosePrice: price(market, stats.prevCloseTicks),
    lastPrice: price(market, stats.lastTicks),
    lastQty: qty(market, stats.lastLots),
    ...book,
    openPrice: price(market, stats.openTicks),
    highPrice: price(market, stats.highTicks),
    lowPrice: price(market, stats.lowTicks),
    volume: qty(market, stats.volumeLots),
    quoteVolume: formatAtoms(stats.quoteVolume),
    openTime: stats.openTime,
    closeTime: stats.closeTime,
    firstId: stats.firstId,
    lastId: stats.lastId,
    count: stats.count,
  };
}
