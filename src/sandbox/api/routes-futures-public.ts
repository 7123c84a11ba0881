// Binance USD-M market-data endpoints (security NONE) under /fapi, with Binance's weights. The house
// is the only liquidity: the book is its two quotes around the mark, each good for a market order
// of the largest size (MARKET_LOT_SIZE), and the 24-hour ticker counts the futures trades; candles
// and the public trade list are the index's. Every price but the index is the mark, so what trading
// has done to the price (futures/premium.ts) shows in all of them alike.
import type { FastifyInstance } from 'fastify';
import { formatAtoms } from '../decimal.ts';
import type { Market } from '../engine/market.ts';
import { fundingTimeAfter, houseQuote } from '../futures/contracts.ts';
import type { Futures } from '../futures/futures.ts';
import { fundingRateJson } from './futures-serializers.ts';
import { futuresExchangeInfo } from './futures-exchange-info.ts';
import { venueErrors } from '../venue-error.ts';
import { INTERVALS, isInterval } from '../venue/candles.ts';
import { limitParam, marketParam, type Params, required, timeRangeParams } from './params.ts';
import { type RouteDeps, route } from './route-kit.ts';
import { aggTradeJson, klineJson, price, publicTradeJson, qty } from './serializers.ts';

const DAY = 86_400_000;
const perSymbol = (one: number, all: number) => (params: Params) => (params.symbol ? one : all);
const depthWeight = (params: Params) => {
  const limit = Number(params.limit ?? 500);
  return limit <= 50 ? 2 : limit <= 100 ? 5 : limit <= 500 ? 10 : 20;
};

/** One symbol's entry, or every contract's list when no symbol is named (Binance's shape for both). */
function selected<T>(futures: Futures, params: Params, entry: (market: Market) => T): T | T[] {
  if (params.symbol) return entry(futures.contract(params.symbol));
  return [...futures.contracts.values()].map(entry);
}

const klineWeight = (params: Params) => {
  const limit = Number(params.limit ?? 500);
  return limit < 100 ? 1 : limit < 500 ? 2 : limit <= 1000 ? 5 : 10;
};

export function futuresPublicRoutes(app: FastifyInstance, { venue, views, limiter }: RouteDeps): void {
  const { futures } = venue;

  // A perpetual's candles and public trades are those of its index, the spot market it marks to:
  // the house is its only counterparty, and its own fills are too few to draw a chart from.
  const indexOf = (params: Params) => {
    futures.contract(required(params, 'symbol'));
    return marketParam(venue, params);
  };

  route(app, 'GET', '/fapi/v1/klines', { weight: klineWeight, security: 'NONE' }, (request) => {
    const { params } = request.sandbox;
    const market = indexOf(params);
    const interval = required(params, 'interval');
    if (!isInterval(interval)) throw venueErrors.invalidInterval();
    const query = { limit: limitParam(params, 500, 1500), ...timeRangeParams(params) };
    return views
      .view(market.symbol, 1)
      .klines(interval, query)
      .map((candle) => klineJson(candle, market, INTERVALS[interval]));
  });

  route(app, 'GET', '/fapi/v1/trades', { weight: 5, security: 'NONE' }, (request) => {
    const { params } = request.sandbox;
    const market = indexOf(params);
    return views
      .view(market.symbol, 1)
      .tape.slice(-limitParam(params, 500, 1000))
      .map((trade) => publicTradeJson(trade, market));
  });

  route(app, 'GET', '/fapi/v1/aggTrades', { weight: 20, security: 'NONE' }, (request) => {
    const { params } = request.sandbox;
    const market = indexOf(params);
    const { startTime, endTime } = timeRangeParams(params);
    const limit = limitParam(params, 500, 1000);
    const tape = views.view(market.symbol, 1).tape;
    const trades =
      startTime !== undefined || endTime !== undefined
        ? tape.filter((trade) => trade.time >= (startTime ?? 0) && trade.time <= (endTime ?? Number.MAX_SAFE_INTEGER)).slice(0, limit)
        : tape.slice(-limit);
    return trades.map((trade) => aggTradeJson(trade, market));
  });

  route(app, 'GET', '/fapi/v1/ping', { weight: 1, security: 'NONE' }, () => ({}));
  route(app, 'GET', '/fapi/v1/time', { weight: 1, security: 'NONE' }, () => ({ serverTime: venue.now() }));
  route(app, 'GET', '/fapi/v1/exchangeInfo', { weight: 1, security: 'NONE' }, () =>
    futuresExchangeInfo([...futures.contracts.values()], limiter.limits, venue.now()),
  );

  route(app, 'GET', '/fapi/v1/premiumIndex', { weight: perSymbol(1, 10), security: 'NONE' }, (request) => {
    const now = venue.now();
    return selected(futures, request.sandbox.params, (market) => ({
      symbol: market.symbol,
      markPrice: price(market, futures.markTicks(market.symbol, now)),
      indexPrice: price(market, futures.indexTicks(market.symbol, now)),
      estimatedSettlePrice: price(market, futures.indexTicks(market.symbol, now)),
      lastFundingRate: formatAtoms(futures.ledger.contract(market.symbol).fundingRateAtoms),
      interestRate: '0.00010000',
      nextFundingTime: fundingTimeAfter(now),
      time: now,
    }));
  });

  route(app, 'GET', '/fapi/v1/fundingRate', { weight: 1, security: 'NONE' }, (request) => {
    const { params } = request.sandbox;
    const limit = limitParam(params, 100, 1000);
    const { startTime, endTime } = timeRangeParams(params);
    const markets = params.symbol ? [futures.contract(params.symbol)] : [...futures.contracts.values()];
    const events = markets
      .flatMap((market) => (futures.ledger.funding.get(market.symbol) ?? []).map((event) => ({ event, market })))
      .filter(({ event }) => event.fundingTime >= (startTime ?? 0) && event.fundingTime <= (endTime ?? Number.MAX_SAFE_INTEGER))
      .sort((a, b) => a.event.fundingTime - b.event.fundingTime);
    // From a start time the oldest, otherwise the most recent.
    const page = startTime !== undefined ? events.slice(0, limit) : events.slice(-limit);
    return page.map(({ event, market }) => fundingRateJson(event, market));
  });

  const quotes = (market: Market) => {
    const mark = futures.markTicks(market.symbol);
    return { bid: houseQuote(mark, 'SELL'), ask: houseQuote(mark, 'BUY'), size: qty(market, market.marketMaxLots) };
  };

  route(app, 'GET', '/fapi/v1/depth', { weight: depthWeight, security: 'NONE' }, (request) => {
    const market = futures.contract(required(request.sandbox.params, 'symbol'));
    const { bid, ask, size } = quotes(market);
    const now = venue.now();
    return { lastUpdateId: now, E: now, T: now, bids: [[price(market, bid), size]], asks: [[price(market, ask), size]] };
  });

  route(app, 'GET', '/fapi/v1/ticker/bookTicker', { weight: perSymbol(2, 5), security: 'NONE' }, (request) =>
    selected(futures, request.sandbox.params, (market) => {
      const { bid, ask, size } = quotes(market);
      const now = venue.now();
      return {
        symbol: market.symbol,
        bidPrice: price(market, bid),
        bidQty: size,
        askPrice: price(market, ask),
        askQty: size,
        time: now,
        lastUpdateId: now,
      };
    }),
  );

  route(app, 'GET', '/fapi/v1/ticker/price', { weight: perSymbol(1, 2), security: 'NONE' }, (request) =>
    selected(futures, request.sandbox.params, (market) => ({
      symbol: market.symbol,
      price: price(market, futures.markTicks(market.symbol)),
      time: venue.now(),
    })),
  );

  route(app, 'GET', '/fapi/v1/ticker/24hr', { weight: perSymbol(1, 40), security: 'NONE' }, (request) => {
    const now = venue.now();
    const trades = futures.ledger.allTrades().filter((trade) => trade.time > now - DAY);
    return selected(futures, request.sandbox.params, (market) => {
      const own = trades.filter((trade) => trade.symbol === market.symbol);
      const open = futures.pastMarkTicks(market.symbol, now - DAY);
      const last = futures.markTicks(market.symbol, now);
      const prices = [open, last, ...own.map((trade) => trade.priceTicks)];
      const lots = own.reduce((total, trade) => total + trade.lots, 0);
      return {
        symbol: market.symbol,
        priceChange: formatAtoms(BigInt(last - open) * market.tickAtoms),
        priceChangePercent: (((last - open) / open) * 100).toFixed(3),
        weightedAvgPrice: price(market, last),
        lastPrice: price(market, last),
        lastQty: qty(market, own.at(-1)?.lots ?? 0),
        openPrice: price(market, open),
        highPrice: price(market, Math.max(...prices)),
        lowPrice: price(market, Math.min(...prices)),
        volume: qty(market, lots),
        quoteVolume: formatAtoms(own.reduce((total, trade) => total + trade.quoteAtoms, 0n)),
        openTime: now - DAY,
        closeTime: now,
        firstId: own[0]?.id ?? 0,
        lastId: own.at(-1)?.id ?? 0,
        count: own.length,
      };
    });
  });
}
