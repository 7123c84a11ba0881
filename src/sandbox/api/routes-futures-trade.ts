// Binance USD-M order endpoints (SIGNED; TRADE to change, USER_DATA to read) under /fapi/v1, with
// Binance's weights: new, cancel, cancel all, query, open orders, all orders, the account's trades
// and its liquidation orders (forceOrders).
import type { FastifyInstance } from 'fastify';
import type { Futures } from '../futures/futures.ts';
import { rangeQuery } from '../venue/history.ts';
import { venueErrors } from '../venue-error.ts';
import { parseFuturesOrder } from './futures-order-params.ts';
import { futuresOrderJson, futuresTradeJson } from './futures-serializers.ts';
import { historyRangeParams, limitParam, optionalInt, type Params, required, timeRangeParams } from './params.ts';
import { accountOf, type RouteDeps, route } from './route-kit.ts';

/** orderId and/or origClientOrderId, one of which Binance requires. */
function orderLookup(params: Params): { orderId?: number; clientOrderId?: string } {
  const orderId = optionalInt(params, 'orderId', { min: 0 });
  const clientOrderId = params.origClientOrderId || undefined;
  if (orderId === undefined && clientOrderId === undefined) throw venueErrors.eitherParam('orderId', 'origClientOrderId');
  return { ...(orderId === undefined ? {} : { orderId }), ...(clientOrderId === undefined ? {} : { clientOrderId }) };
}

export const contractParam = (futures: Futures, params: Params) => futures.contract(required(params, 'symbol'));

export function futuresTradeRoutes(app: FastifyInstance, { venue }: RouteDeps): void {
  const { futures } = venue;
  const json = (order: Parameters<typeof futuresOrderJson>[0]) => futuresOrderJson(order, futures.contract(order.symbol));

  route(app, 'POST', '/fapi/v1/order', { weight: 0, security: 'TRADE', newOrder: true }, async (request) => {
    const { params } = request.sandbox;
    const market = contractParam(futures, params);
    const respType = params.newOrderRespType ?? 'ACK';
    if (respType !== 'ACK' && respType !== 'RESULT') throw venueErrors.invalidParameter('newOrderRespType');
    const command = parseFuturesOrder(market, accountOf(request), params, () => `sandbox-${futures.ledger.nextOrderId}`);
    const order = futures.placeOrder(command);
    await venue.sync();
    return json(order);
  });

  route(app, 'DELETE', '/fapi/v1/order', { weight: 1, security: 'TRADE' }, async (request) => {
    const { params } = request.sandbox;
    const market = contractParam(futures, params);
    const order = futures.cancelOrder(accountOf(request), market.symbol, orderLookup(params));
    await venue.sync();
    return json(order);
  });

  route(app, 'DELETE', '/fapi/v1/allOpenOrders', { weight: 1, security: 'TRADE' }, async (request) => {
    const market = contractParam(futures, request.sandbox.params);
    futures.cancelAllOrders(accountOf(request), market.symbol);
    await venue.sync();
    return { code: 200, msg: 'The operation of cancel all open order is done.' };
  });

  route(app, 'GET', '/fapi/v1/order', { weight: 1, security: 'USER_DATA' }, (request) => {
    const { params } = request.sandbox;
    const market = contractParam(futures, params);
    const order = futures.ledger.findOrder(accountOf(request), market.symbol, orderLookup(params));
    if (!order) throw venueErrors.orderDoesNotExist();
    return json(order);
  });

  route(app, 'GET', '/fapi/v1/openOrder', { weight: 1, security: 'USER_DATA' }, (request) => {
    const { params } = request.sandbox;
    const market = contractParam(futures, params);
    const order = futures.ledger.findOrder(accountOf(request), market.symbol, orderLookup(params));
    if (!order || !futures.ledger.open.has(order.id)) throw venueErrors.orderDoesNotExist();
    return json(order);
  });

  route(app, 'GET', '/fapi/v1/openOrders', { weight: (p) => (p.symbol ? 1 : 40), security: 'USER_DATA' }, (request) => {
    const { params } = request.sandbox;
    const symbol = params.symbol ? contractParam(futures, params).symbol : undefined;
    return futures.ledger
      .openOrders(accountOf(request), symbol)
      .sort((a, b) => a.id - b.id)
      .map(json);
  });

  route(app, 'GET', '/fapi/v1/allOrders', { weight: 5, security: 'USER_DATA' }, (request) => {
    const { params } = request.sandbox;
    const market = contractParam(futures, params);
    const orders = futures.ledger.accountOrders(accountOf(request), market.symbol);
    return rangeQuery(
      orders,
      historyRangeParams(params, 'orderId'),
      (order) => order.id,
      (order) => order.time,
    ).map(json);
  });

  route(app, 'GET', '/fapi/v1/userTrades', { weight: 5, security: 'USER_DATA' }, (request) => {
    const { params } = request.sandbox;
    const market = contractParam(futures, params);
    const orderId = optionalInt(params, 'orderId', { min: 0 });
    let trades = futures.ledger.accountTrades(accountOf(request), market.symbol);
    if (orderId !== undefined) trades = trades.filter((trade) => trade.orderId === orderId);
    return rangeQuery(
      trades,
      historyRangeParams(params, 'fromId'),
      (trade) => trade.id,
      (trade) => trade.time,
    ).map((trade) => futuresTradeJson(trade, market));
  });

  route(app, 'GET', '/fapi/v1/forceOrders', { weight: (p) => (p.symbol ? 20 : 50), security: 'USER_DATA' }, (request) => {
    const { params } = request.sandbox;
    if (params.autoCloseType !== undefined && params.autoCloseType !== 'LIQUIDATION' && params.autoCloseType !== 'ADL')
      throw venueErrors.invalidParameter('autoCloseType');
    if (params.autoCloseType === 'ADL') return [];
    const accountId = accountOf(request);
    const symbols = params.symbol ? [contractParam(futures, params).symbol] : [...futures.contracts.keys()];
    const { startTime, endTime } = timeRangeParams(params);
    const orders = symbols
      .flatMap((symbol) => futures.ledger.accountOrders(accountId, symbol).filter((order) => order.liquidation))
      .filter((order) => order.time >= (startTime ?? 0) && order.time <= (endTime ?? Number.MAX_SAFE_INTEGER))
      .sort((a, b) => b.time - a.time || b.id - a.id);
    return orders.slice(0, limitParam(params, 50, 100)).map(json);
  });
}
