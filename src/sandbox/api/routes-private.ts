// Binance spot account and trading endpoints (SIGNED; USER_DATA or TRADE), with Binance's weights.
import type { FastifyInstance } from 'fastify';
import { formatAtoms } from '../decimal.ts';
import type { OrderRequest } from '../engine/order-request.ts';
import type { Order } from '../engine/types.ts';
import { listedAssets } from '../markets.ts';
import { venueErrors } from '../venue-error.ts';
import { historyRangeParams, marketParam, optionalInt, type Params } from './params.ts';
import { accountOf, type RouteDeps, route } from './route-kit.ts';
import { accountTradeJson, cancelJson, type NewOrderRespType, newOrderJson, orderJson } from './serializers.ts';

const RESP_TYPES: readonly NewOrderRespType[] = ['ACK', 'RESULT', 'FULL'];
const ratePercent = (ppm: number) => formatAtoms(BigInt(ppm) * 100n);

/** orderId and/or origClientOrderId, one of which Binance requires. */
function orderLookup(params: Params): { orderId?: number; clientOrderId?: string } {
  const orderId = optionalInt(params, 'orderId', { min: 0 });
  const clientOrderId = params.origClientOrderId || undefined;
  if (orderId === undefined && clientOrderId === undefined) throw venueErrors.eitherParam('orderId', 'origClientOrderId');
  return { ...(orderId === undefined ? {} : { orderId }), ...(clientOrderId === undefined ? {} : { clientOrderId }) };
}

export function privateRoutes(app: FastifyInstance, { venue }: RouteDeps): void {
  const json = (order: Order) => orderJson(order, venue.market(order.symbol));

  route(app, 'POST', '/api/v3/order', { weight: 1, security: 'TRADE', newOrder: true }, async (request) => {
    const { params } = request.sandbox;
    const market = marketParam(venue, params);
    const respType = (params.newOrderRespType ?? 'FULL') as NewOrderRespType;
    if (!RESP_TYPES.includes(respType)) throw venueErrors.invalidParameter('newOrderRespType');
    const result = venue.placeOrder(accountOf(request), { ...(params as unknown as OrderRequest), symbol: market.symbol });
    await venue.sync();
    return newOrderJson(result.order, result.fills, market, respType);
  });

  route(app, 'DELETE', '/api/v3/order', { weight: 1, security: 'TRADE' }, async (request) => {
    const { params } = request.sandbox;
    const market = marketParam(venue, params);
    const order = venue.cancelOrder(accountOf(request), market.symbol, orderLookup(params));
    await venue.sync();
    return cancelJson(order, market, params.newClientOrderId || `cancel-${order.id}`, venue.now());
  });

  route(app, 'GET', '/api/v3/order', { weight: 4, security: 'USER_DATA' }, (request) => {
    const { params } = request.sandbox;
    const market = marketParam(venue, params);
    const order = venue.findOrder(accountOf(request), market.symbol, orderLookup(params));
    if (!order) throw venueErrors.orderDoesNotExist();
    return json(order);
  });

  route(app, 'GET', '/api/v3/openOrders', { weight: (p) => (p.symbol ? 6 : 80), security: 'USER_DATA' }, (request) => {
    const { params } = request.sandbox;
    const accountId = accountOf(request);
    const symbols = params.symbol ? [marketParam(venue, params).symbol] : [...venue.markets.keys()];
    return symbols.flatMap((symbol) => venue.engine.openOrders(accountId, symbol)).map(json);
  });

  route(app, 'DELETE', '/api/v3/openOrders', { weight: 1, security: 'TRADE' }, async (request) => {
    const { params } = request.sandbox;
    const market = marketParam(venue, params);
    const orders = venue.cancelAllOrders(accountOf(request), market.symbol);
    await venue.sync();
    const now = venue.now();
    return orders.map((order) => cancelJson(order, market, `cancel-${order.id}`, now));
  });

  route(app, 'GET', '/api/v3/allOrders', { weight: 20, security: 'USER_DATA' }, (request) => {
    const { params } = request.sandbox;
    const market = marketParam(venue, params);
    return venue.history.allOrders(accountOf(request), market.symbol, historyRangeParams(params, 'orderId')).map(json);
  });

  route(app, 'GET', '/api/v3/myTrades', { weight: (p) => (p.orderId ? 5 : 20), security: 'USER_DATA' }, (request) => {
    const { params } = request.sandbox;
    const market = marketParam(venue, params);
    const query = { orderId: optionalInt(params, 'orderId', { min: 0 }), ...historyRangeParams(params, 'fromId') };
    return venue.history.myTrades(accountOf(request), market.symbol, query).map((trade) => accountTradeJson(trade, market));
  });

  route(app, 'GET', '/api/v3/account', { weight: 20, security: 'USER_DATA' }, (request) => {
    const key = request.sandbox.key!;
    const account = venue.accounts.get(key.accountId)!;
    const wallet = venue.accounts.wallet(account.id);
    const assets = [...new Set([...listedAssets(), ...wallet.keys()])];
    let balances = assets.map((asset) => {
      const balance = wallet.get(asset);
      return { asset, free: formatAtoms(balance?.free ?? 0n), locked: formatAtoms(balance?.locked ?? 0n) };
    });
    if (request.sandbox.params.omitZeroBalances === 'true')
      balances = balances.filter((b) => b.free !== '0.00000000' || b.locked !== '0.00000000');
    return {
      makerCommission: account.makerFeePpm / 100,
      takerCommission: account.takerFeePpm / 100,
      buyerCommission: 0,
      sellerCommission: 0,
      commissionRates: {
        maker: ratePercent(account.makerFeePpm),
        taker: ratePercent(account.takerFeePpm),
        buyer: '0.00000000',
        seller: '0.00000000',
      },
      canTrade: key.permissions.trade,
      canWithdraw: key.permissions.withdraw,
      canDeposit: true,
      brokered: false,
      requireSelfTradePrevention: false,
      preventSor: false,
      updateTime: venue.now(),
      accountType: 'SPOT',
      balances,
      permissions: ['SPOT'],
      uid: account.id,
    };
  });

  route(app, 'GET', '/sapi/v1/account/apiRestrictions', { weight: 1, security: 'USER_DATA' }, (request) => {
    const key = request.sandbox.key!;
    return {
      ipRestrict: false,
      createTime: key.createdAt,
      enableReading: key.permissions.read,
      enableSpotAndMarginTrading: key.permissions.trade,
      enableWithdrawals: key.permissions.withdraw,
      enableInternalTransfer: false,
      enableMargin: false,
      enableFutures: key.permissions.trade,
      permitsUniversalTransfer: false,
      enableVanillaOptions: false,
      enableFixApiTrade: false,
      enableFixReadOnly: false,
      enablePortfolioMarginTrading: false,
    };
  });

  route(app, 'GET', '/sapi/v1/asset/tradeFee', { weight: 1, security: 'USER_DATA' }, (request) => {
    const { params } = request.sandbox;
    const account = venue.accounts.get(accountOf(request))!;
    const symbols = params.symbol ? [marketParam(venue, params).symbol] : [...venue.markets.keys()];
    const rate = (ppm: number) => String(ppm / 1_000_000);
    return symbols.map((symbol) => ({ symbol, makerCommission: rate(account.makerFeePpm), takerCommission: rate(account.takerFeePpm) }));
  });
}
