// Binance spot market-data endpoints (security NONE), with Binance's weights.
import type { FastifyInstance } from 'fastify';
import { formatAtoms } from '../decimal.ts';
import type { Market } from '../engine/market.ts';
import { venueErrors } from '../venue-error.ts';
import { INTERVALS, isInterval } from '../venue/candles.ts';
import { exchangeInfo } from './exchange-info.ts';
import { MAX_DEPTH, type MarketView } from './market-view.ts';
import { limitParam, marketParam, optionalInt, type Params, required, symbolsParam, timeRangeParams } from './params.ts';
import { type RouteDeps, route } from './route-kit.ts';
import { aggTradeJson, bookTickerJson, klineJson, price, publicTradeJson, qty, ticker24hJson, ZERO } from './serializers.ts';

const depthWeight = (params: Params) => {
  const limit = Number(params.limit ?? 100);
  return limit <= 100 ? 5 : limit <= 500 ? 25 : limit <= 1000 ? 50 : 250;
};
/** One symbol costs `one`, a list or every symbol costs `all`. */
const perSymbol = (one: number, all: number) => (params: Params) => (params.symbol ? one : all);

export function publicRoutes(app: FastifyInstance, { venue, views, limiter }: RouteDeps): void {
  const top = (view: MarketView) => ({ bid: view.bids[0], ask: view.asks[0] });
  /** The markets a ticker call asks for: one symbol, a `symbols` list, or all. */
  const selected = (params: Params): { markets: Market[]; single: boolean } => {
    if (params.symbol) return { markets: [marketParam(venue, params)], single: true };
    return { markets: symbolsParam(venue, params) ?? [...venue.markets.values()], single: false };
  };

  route(app, 'GET', '/api/v3/ping', { weight: 1, security: 'NONE' }, () => ({}));
  route(app, 'GET', '/api/v3/time', { weight: 1, security: 'NONE' }, () => ({ serverTime: venue.now() }));

  route(app, 'GET', '/api/v3/exchangeInfo', { weight: 20, security: 'NONE' }, (request) => {
    const { params } = request.sandbox;
    const markets = params.symbol ? [marketParam(venue, params)] : (symbolsParam(venue, params) ?? [...venue.markets.values()]);
    return exchangeInfo(markets, limiter.limits, venue.defaultStp, venue.now());
  });

  route(app, 'GET', '/api/v3/depth', { weight: depthWeight, security: 'NONE' }, (request) => {
    const { params } = request.sandbox;
    const market = marketParam(venue, params);
    const limit = limitParam(params, 100, MAX_DEPTH);
    const view = views.view(market.symbol, limit);
    const level = ([ticks, lots]: [number, number]) => [price(market, ticks), qty(market, lots)];
    return { lastUpdateId: view.lastUpdateId, bids: view.bids.slice(0, limit).map(level), asks: view.asks.slice(0, limit).map(level) };
  });

  route(app, 'GET', '/api/v3/trades', { weight: 25, security: 'NONE' }, (request) => {
    const { params } = request.sandbox;
    const market = marketParam(venue, params);
    const limit = limitParam(params, 500, 1000);
    return views
      .view(market.symbol, 1)
      .tape.slice(-limit)
      .map((trade) => publicTradeJson(trade, market));
  });

  route(app, 'GET', '/api/v3/aggTrades', { weight: 4, security: 'NONE' }, (request) => {
    const { params } = request.sandbox;
    const market = marketParam(venue, params);
    const limit = limitParam(params, 500, 1000);
    const fromId = optionalInt(params, 'fromId', { min: 0 });
    const { startTime, endTime } = timeRangeParams(params);
    let trades = views.view(market.symbol, 1).tape;
    if (fromId !== undefined) trades = trades.filter((trade) => trade.id >= fromId).slice(0, limit);
    else if (startTime !== undefined || endTime !== undefined) {
      trades = trades
        .filter((trade) => trade.time >= (startTime ?? 0) && trade.time <= (endTime ?? Number.MAX_SAFE_INTEGER))
        .slice(0, limit);
    } else trades = trades.slice(-limit);
    return trades.map((trade) => aggTradeJson(trade, market));
  });

  route(app, 'GET', '/api/v3/klines', { weight: 2, security: 'NONE' }, (request) => {
    const { params } = request.sandbox;
    const market = marketParam(venue, params);
    const interval = required(params, 'interval');
    if (!isInterval(interval)) throw venueErrors.invalidInterval();
    const query = { limit: limitParam(params, 500, 1000), ...timeRangeParams(params) };
    return views
      .view(market.symbol, 1)
      .klines(interval, query)
      .map((candle) => klineJson(candle, market, INTERVALS[interval]));
  });

  route(app, 'GET', '/api/v3/avgPrice', { weight: 2, security: 'NONE' }, (request) => {
    const market = marketParam(venue, request.sandbox.params);
    const view = views.view(market.symbol, 1);
    const recent = view.klines('1m', { limit: 5 });
    const lots = recent.reduce((sum, candle) => sum + candle.volumeLots, 0);
    const quote = recent.reduce((sum, candle) => sum + candle.quoteVolume, 0n);
    const average = lots > 0 ? (quote * 100_000_000n) / (BigInt(lots) * market.stepAtoms) : 0n;
    const last = view.tape[view.tape.length - 1];
    return {
      mins: 5,
      price: lots > 0 ? formatAtoms(average) : last ? price(market, last.priceTicks) : ZERO,
      closeTime: last?.time ?? view.now,
    };
  });

  route(app, 'GET', '/api/v3/ticker/24hr', { weight: perSymbol(2, 80), security: 'NONE' }, (request) => {
    const { markets, single } = selected(request.sandbox.params);
    const tickers = markets.map((market) => {
      const view = views.view(market.symbol, 1);
      return ticker24hJson(market, view.dayStats, top(view), view.now);
    });
    return single ? tickers[0] : tickers;
  });

  route(app, 'GET', '/api/v3/ticker/price', { weight: perSymbol(2, 4), security: 'NONE' }, (request) => {
    const { markets, single } = selected(request.sandbox.params);
    const prices = markets.map((market) => {
      const last = views.view(market.symbol, 1).tape.at(-1);
      return { symbol: market.symbol, price: last ? price(market, last.priceTicks) : ZERO };
    });
    return single ? prices[0] : prices;
  });

  route(app, 'GET', '/api/v3/ticker/bookTicker', { weight: perSymbol(2, 4), security: 'NONE' }, (request) => {
    const { markets, single } = selected(request.sandbox.params);
    const tickers = markets.map((market) => bookTickerJson(market, top(views.view(market.symbol, 1))));
    return single ? tickers[0] : tickers;
  });

  // Binance's wallet status call (ccxt's fetchStatus): unsigned despite living under /sapi.
  route(app, 'GET', '/sapi/v1/system/status', { weight: 1, security: 'NONE' }, () => ({ status: 0, msg: 'normal' }));
}
