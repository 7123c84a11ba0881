// ccxt, a Binance client nobody here wrote, against the running sandbox exchange over real HTTP.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ccxt from 'ccxt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxExchange, startSandboxExchange, VirtualClock } from '../../src/sandbox/index.ts';
import { rejection, sandboxBinance } from './sandbox-ccxt-client.ts';

let dataDir: string;
let live: SandboxExchange;
let quiet: SandboxExchange;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sandbox-ccxt-'));
  // A venue with simulated traders and an hour of history, and a quiet one where only the test trades.
  live = await startSandboxExchange({ name: 'live', dataDir: join(dataDir, 'live'), warmUpMs: 3_600_000 });
  quiet = await startSandboxExchange({ name: 'quiet', dataDir: join(dataDir, 'quiet'), participants: false });
});

afterAll(async () => {
  await live?.close();
  await quiet?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('ccxt binance against the sandbox: market data', () => {
  it("loads the markets with Binance's precision and limits", async () => {
    const exchange = sandboxBinance(live.url);
    const markets = await exchange.loadMarkets();
    expect(Object.keys(markets).sort()).toEqual(['BNB/USDT', 'BTC/USDT', 'CAKE/BNB', 'CAKE/USDT', 'DEMO/USDT', 'ETH/USDT']);
    expect(markets['BTC/USDT']).toMatchObject({
      id: 'BTCUSDT',
      spot: true,
      active: true,
      precision: { price: 0.01, amount: 0.00001 },
      limits: { amount: { min: 0.00001, max: 9000 }, cost: { min: 5 } },
    });
    expect(markets['DEMO/USDT']).toMatchObject({ precision: { price: 0.00001, amount: 1 }, limits: { cost: { min: 1 } } });
  });

  it('reads an order book that the simulated liquidity providers keep filled', async () => {
    const exchange = sandboxBinance(live.url);
    const book = await exchange.fetchOrderBook('BTC/USDT', 20);
    expect(book.bids.length).toBeGreaterThanOrEqual(10);
    expect(book.asks.length).toBeGreaterThanOrEqual(10);
    expect(book.bids[0]![0]!).toBeLessThan(book.asks[0]![0]!);
    expect(book.nonce).toBeGreaterThan(0);
    const thin = await exchange.fetchOrderBook('DEMO/USDT');
    expect(thin.asks.length).toBeGreaterThan(0);
    expect(thin.asks.length).toBeLessThanOrEqual(6);
  });

  it('reads candles built from real trades, a ticker and the public trades', async () => {
    const exchange = sandboxBinance(live.url);
    const candles = await exchange.fetchOHLCV('ETH/USDT', '1m', undefined, 30);
    expect(candles).toHaveLength(30);
    for (let i = 1; i < candles.length; i++) expect(candles[i]![0]! - candles[i - 1]![0]!).toBe(60_000);
    const [, open, high, low, close, volume] = candles[10]!;
    expect(high!).toBeGreaterThanOrEqual(Math.max(open!, close!));
    expect(low!).toBeLessThanOrEqual(Math.min(open!, close!));
    expect(volume!).toBeGreaterThan(0);
    const hourly = await exchange.fetchOHLCV('BTC/USDT', '1h', undefined, 5);
    expect(hourly.length).toBeGreaterThanOrEqual(1);

    const ticker = await exchange.fetchTicker('BTC/USDT');
    expect(ticker.last).toBeGreaterThan(0);
    expect(ticker.bid!).toBeLessThan(ticker.ask!);
    expect(ticker.baseVolume).toBeGreaterThan(0);
    const trades = await exchange.fetchTrades('BTC/USDT', undefined, 20);
    expect(trades).toHaveLength(20);
    expect(trades[0]).toMatchObject({ symbol: 'BTC/USDT' });
    expect(await exchange.fetchTime()).toBeGreaterThan(0);
  });
});

describe('ccxt binance against the sandbox: trading', () => {
  it('places a limit order that rests, reads it back and cancels it, with the funds locked meanwhile', async () => {
    const account = await quiet.createAccount({ balances: { USDT: '10000' } });
    const exchange = sandboxBinance(quiet.url, account);
    const order = await exchange.createOrder('BTC/USDT', 'limit', 'buy', 0.01, 50_000);
    expect(order).toMatchObject({ status: 'open', filled: 0, amount: 0.01, price: 50_000, type: 'limit', side: 'buy' });
    expect((await exchange.fetchBalance()).USDT).toMatchObject({ free: 9_500, used: 500, total: 10_000 });
    expect((await exchange.fetchOpenOrders('BTC/USDT')).map((o) => o.id)).toEqual([order.id]);
    expect(await exchange.fetchOrder(order.id!, 'BTC/USDT')).toMatchObject({ id: order.id, status: 'open' });

    const cancelled = await exchange.cancelOrder(order.id!, 'BTC/USDT');
    expect(cancelled.status).toBe('canceled');
    expect((await exchange.fetchBalance()).USDT).toMatchObject({ free: 10_000, used: 0 });
    expect(await rejection(exchange.cancelOrder(order.id!, 'BTC/USDT'))).toBeInstanceOf(ccxt.OrderNotFound);
  });

  it('fills and partially fills orders, and reports fills, fees, balances and trades', async () => {
    const maker = await quiet.createAccount({ balances: { BTC: '1' } });
    const taker = await quiet.createAccount({ balances: { USDT: '100000' } });
    const makerClient = sandboxBinance(quiet.url, maker);
    const takerClient = sandboxBinance(quiet.url, taker);
    const ask = await makerClient.createOrder('ETH/USDT', 'limit', 'sell', 0.5, 3_000).catch((e) => e);
    expect(ask).toBeInstanceOf(ccxt.InsufficientFunds); // the maker holds BTC, not ETH

    const resting = await makerClient.createOrder('BTC/USDT', 'limit', 'sell', 0.5, 60_000);
    const bought = await takerClient.createOrder('BTC/USDT', 'market', 'buy', 0.2);
    expect(bought).toMatchObject({ status: 'closed', filled: 0.2, cost: 12_000, average: 60_000 });
    expect(bought.trades).toHaveLength(1);
    expect(bought.fee).toMatchObject({ currency: 'BTC' });

    const partly = await makerClient.fetchOrder(resting.id!, 'BTC/USDT');
    expect(partly).toMatchObject({ status: 'open', filled: 0.2, remaining: 0.3 });

    const ioc = await takerClient.createOrder('BTC/USDT', 'limit', 'buy', 0.5, 60_000, { timeInForce: 'IOC' });
    expect(ioc).toMatchObject({ status: 'expired', filled: 0.3 });
    expect((await makerClient.fetchOrder(resting.id!, 'BTC/USDT')).status).toBe('closed');

    const balance = await takerClient.fetchBalance();
    expect(balance.BTC!.free).toBeCloseTo(0.5 * 0.999, 8);
    expect(balance.USDT!.free).toBeCloseTo(100_000 - 30_000, 8);
    expect((await makerClient.fetchBalance()).USDT!.free).toBeCloseTo(30_000 * 0.999, 8);

    const trades = await takerClient.fetchMyTrades('BTC/USDT');
    expect(trades.map((t) => [t.side, t.price, t.amount, t.takerOrMaker])).toEqual([
      ['buy', 60_000, 0.2, 'taker'],
      ['buy', 60_000, 0.3, 'taker'],
    ]);
    expect(trades[0]!.fee).toMatchObject({ currency: 'BTC', cost: 0.0002 });
    const makerTrades = await makerClient.fetchMyTrades('BTC/USDT');
    expect(makerTrades.every((t) => t.takerOrMaker === 'maker' && t.side === 'sell')).toBe(true);
    const history = await takerClient.fetchOrders('BTC/USDT');
    expect(history.map((o) => o.status)).toEqual(['closed', 'expired']);
  });

  it('honours client order ids and refuses a duplicate of an open order', async () => {
    const account = await quiet.createAccount({ balances: { USDT: '10000' } });
    const exchange = sandboxBinance(quiet.url, account);
    const order = await exchange.createOrder('BTC/USDT', 'limit', 'buy', 0.001, 40_000, { clientOrderId: 'bot-1-step-1' });
    expect(order.clientOrderId).toBe('bot-1-step-1');
    const duplicate = await rejection(exchange.createOrder('BTC/USDT', 'limit', 'buy', 0.001, 40_000, { clientOrderId: 'bot-1-step-1' }));
    expect(duplicate).toBeInstanceOf(ccxt.InvalidOrder);
    expect(String(duplicate)).toContain('Duplicate order sent.');
    const found = await exchange.fetchOrder('', 'BTC/USDT', { origClientOrderId: 'bot-1-step-1' });
    expect(found.id).toBe(order.id);
    const cancelled = await exchange.cancelOrder('', 'BTC/USDT', { origClientOrderId: 'bot-1-step-1' });
    expect(cancelled.status).toBe('canceled');
  });

  it('cancels all open orders of a symbol and trades a post-only order as a maker only', async () => {
    const account = await quiet.createAccount({ balances: { USDT: '10000', CAKE: '100' } });
    const exchange = sandboxBinance(quiet.url, account);
    await exchange.createOrder('CAKE/USDT', 'limit', 'buy', 10, 2, { postOnly: true });
    await exchange.createOrder('CAKE/USDT', 'limit', 'sell', 10, 3);
    const crossing = await rejection(exchange.createOrder('CAKE/USDT', 'limit', 'sell', 10, 2, { postOnly: true }));
    expect(crossing).toBeInstanceOf(ccxt.OrderImmediatelyFillable);
    const cancelled = await exchange.cancelAllOrders('CAKE/USDT');
    expect(cancelled).toHaveLength(2);
    expect(await exchange.fetchOpenOrders('CAKE/USDT')).toEqual([]);
  });

  it('refuses filter failures and unknown symbols the way Binance does', async () => {
    const account = await quiet.createAccount({ balances: { USDT: '10000' } });
    const exchange = sandboxBinance(quiet.url, account);
    await exchange.loadMarkets();
    const tooSmall = await rejection(exchange.createOrder('BTC/USDT', 'limit', 'buy', 0.00001, 50_000));
    expect(String(tooSmall)).toContain('Filter failure: NOTIONAL');
    const raw = await fetch(`${quiet.url}/api/v3/depth?symbol=NOPEUSDT`);
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({ code: -1121, msg: 'Invalid symbol.' });
  });

  it("reports each key's permissions, and a read-only key cannot trade", async () => {
    const reader = await quiet.createAccount({ balances: { USDT: '100' }, permissions: { read: true, trade: false, withdraw: false } });
    const withdrawer = await quiet.createAccount({ permissions: { read: true, trade: true, withdraw: true } });
    const readOnly = sandboxBinance(quiet.url, reader);
    const restrictions = (await readOnly.sapiGetAccountApiRestrictions()) as Record<string, unknown>;
    expect(restrictions).toMatchObject({ enableReading: true, enableSpotAndMarginTrading: false, enableWithdrawals: false });
    expect(await sandboxBinance(quiet.url, withdrawer).sapiGetAccountApiRestrictions()).toMatchObject({ enableWithdrawals: true });
    const refused = await rejection(sandboxBinance(quiet.url, reader).createOrder('BTC/USDT', 'limit', 'buy', 0.001, 10_000));
    expect(refused).toBeInstanceOf(ccxt.AuthenticationError);
    expect(String(refused)).toContain('-2015');
  });
  it("serves the rest of ccxt's spot calls: tickers, best bids and asks, last prices, fees, status, order trades", async () => {
    const account = await live.createAccount({ balances: { USDT: '10000' } });
    const exchange = sandboxBinance(live.url, account);
    const tickers = await exchange.fetchTickers();
    expect(Object.keys(tickers)).toContain('DEMO/USDT');
    expect((await exchange.fetchBidsAsks(['BTC/USDT', 'ETH/USDT']))['ETH/USDT']!.bid).toBeGreaterThan(0);
    expect((await exchange.fetchLastPrices())['BNB/USDT']!.price).toBeGreaterThan(0);
    expect((await exchange.fetchTradingFee('BTC/USDT')).taker).toBe(0.001);
    expect((await exchange.fetchStatus()).status).toBe('ok');
    const bought = await exchange.createMarketBuyOrderWithCost('BTC/USDT', 100);
    expect(bought.status).toBe('closed');
    expect(bought.cost).toBeGreaterThan(99);
    expect(bought.cost).toBeLessThanOrEqual(100);
    expect((await exchange.fetchOrderTrades(bought.id!, 'BTC/USDT')).length).toBeGreaterThan(0);
    expect((await exchange.fetchClosedOrders('BTC/USDT')).map((order) => order.id)).toContain(bought.id);
  });
});

describe('ccxt binance against the sandbox: refusals as Binance refuses them', () => {
  it('refuses a bad signature with -1022, which ccxt raises as AuthenticationError', async () => {
    const account = await quiet.createAccount({ balances: { USDT: '100' } });
    const error = await rejection(sandboxBinance(quiet.url, { apiKey: account.apiKey, secret: 'x'.repeat(64) }).fetchBalance());
    expect(error).toBeInstanceOf(ccxt.AuthenticationError);
    expect(String(error)).toContain('-1022');
  });

  it('refuses an unknown API key with -2015', async () => {
    const error = await rejection(sandboxBinance(quiet.url, { apiKey: 'A'.repeat(64), secret: 'B'.repeat(64) }).fetchBalance());
    expect(error).toBeInstanceOf(ccxt.AuthenticationError);
    expect(String(error)).toContain('-2015');
  });

  it('refuses a stale timestamp with -1021, which ccxt raises as InvalidNonce', async () => {
    const account = await quiet.createAccount({ balances: { USDT: '100' } });
    // ccxt signs with its clock minus timeDifference: a minute behind the venue.
    const exchange = sandboxBinance(quiet.url, account, { timeDifference: 60_000 });
    const error = await rejection(exchange.fetchBalance());
    expect(error).toBeInstanceOf(ccxt.InvalidNonce);
    expect(String(error)).toContain('outside of the recvWindow');
  });

  it('answers a rate-limit breach with 429, Retry-After and -1003, which ccxt raises as DDoSProtection', async () => {
    // A virtual clock that stands still keeps the whole test inside one rate-limit minute.
    const limited = await startSandboxExchange({
      name: 'limited',
      participants: false,
      clock: new VirtualClock(Date.now()),
      rateLimits: { requestWeightPerMinute: 40 },
    });
    try {
      const exchange = sandboxBinance(limited.url);
      await exchange.loadMarkets(); // weight 20
      for (let i = 0; i < 4; i++) await exchange.fetchOrderBook('BTC/USDT'); // weight 5 each: 40 in all
      const error = await rejection(exchange.fetchOrderBook('BTC/USDT'));
      expect(error instanceof ccxt.DDoSProtection || error instanceof ccxt.RateLimitExceeded).toBe(true);
      expect(String(error)).toContain('-1003');
      const raw = await fetch(`${limited.url}/api/v3/ping`);
      expect(raw.status).toBe(429);
      expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(raw.headers.get('x-mbx-used-weight-1m'))).toBeGreaterThan(40);
    } finally {
      await limited.close();
    }
  });
});
