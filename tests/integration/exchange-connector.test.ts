// The engine's ccxt connector against a running sandbox exchange over real HTTP: market data,
// balances, orders placed and cancelled by client order id, key permissions, and venue refusals
// arriving as the product's own errors, grouped by what the caller should do.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorPool } from '../../src/engine/connectors/connector-pool.ts';
import {
  InsufficientFundsError,
  OrderNotFoundError,
  RateLimitedError,
  RetryableVenueError,
  type VenueError,
  VenueStopError,
} from '../../src/engine/connectors/errors.ts';
import { VenueRegistry } from '../../src/engine/connectors/venue-registry.ts';
import { type SandboxExchange, startSandboxExchange } from '../../src/sandbox/index.ts';
import { sandboxVenueDefinition } from '../../src/server/embedded/sandbox-venues.ts';

let dataDir: string;
let sandbox: SandboxExchange;
let pool: ConnectorPool;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'exchange-connector-'));
  sandbox = await startSandboxExchange({ name: 'connector', dataDir, warmUpMs: 600_000 });
  const registry = new VenueRegistry({ includeCcxt: false });
  registry.register(await sandboxVenueDefinition('sandbox-t', sandbox.url, 'Sandbox T'));
  pool = new ConnectorPool(registry);
});

afterAll(async () => {
  pool?.close();
  await sandbox?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const funded = async (balances: Record<string, string> = { USDT: '10000', BTC: '1' }, permissions = {}) => {
  const account = await sandbox.createAccount({ balances, permissions });
  return { api_key: account.apiKey, secret: account.secret };
};

async function failure(promise: Promise<unknown>): Promise<VenueError> {
  try {
    await promise;
  } catch (error) {
    return error as VenueError;
  }
  throw new Error('expected the call to fail');
}

describe('ccxt connector: market data', () => {
  it('loads the markets with their steps and reads book, ticker, candles and trades', async () => {
    const connector = pool.publicConnector('sandbox-t');
    const markets = await connector.loadMarkets();
    expect(markets.map((market) => market.symbol)).toContain('BTC/USDT');
    expect(markets.find((market) => market.symbol === 'BTC/USDT')).toMatchObject({
      base: 'BTC',
      quote: 'USDT',
      kind: 'spot',
      priceStep: 0.01,
    });
    const book = await connector.fetchOrderBook('BTC/USDT', 20);
    expect(book.bids.length).toBeGreaterThan(0);
    expect(book.bids[0]![0]).toBeLessThan(book.asks[0]![0]);
    expect(book.nonce).toBeGreaterThan(0);
    const ticker = await connector.fetchTicker('BTC/USDT');
    expect(ticker.last).toBeGreaterThan(0);
    const candles = await connector.fetchOHLCV('BTC/USDT', '1m', { limit: 5 });
    expect(candles).toHaveLength(5);
    expect((await connector.fetchTrades('BTC/USDT', 10)).length).toBe(10);
  });

  it('refuses an unknown pair as a rejected request', async () => {
    const error = await failure(pool.publicConnector('sandbox-t').fetchOrderBook('NOPE/USDT'));
    expect(error).toBeInstanceOf(Error);
    expect(error.action).toBe('reject');
    expect(error.symbol).toBe('NOPE/USDT');
  });
});

describe('ccxt connector: the account', () => {
  it('reads balances and the key permissions the venue reports', async () => {
    const connector = pool.accountConnector('sandbox-t', await funded({ USDT: '2500' }, { withdraw: true }));
    const balances = await connector.fetchBalance();
    expect(balances.find((balance) => balance.asset === 'USDT')).toMatchObject({ free: 2500, used: 0, total: 2500 });
    expect(await connector.fetchKeyPermissions()).toEqual({ read: true, trade: true, withdraw: true, ipRestricted: false });
  });

  it('places a limit order with its client order id, finds it by that id, and cancels it by that id', async () => {
    const connector = pool.accountConnector('sandbox-t', await funded());
    const book = await connector.fetchOrderBook('BTC/USDT', 5);
    const price = Math.floor(book.bids[0]![0] * 0.8);
    const placed = await connector.createOrder({
      symbol: 'BTC/USDT',
      side: 'buy',
      type: 'limit',
      amount: 0.01,
      price,
      clientOrderId: 'bot-1-step-1',
    });
    expect(placed).toMatchObject({ clientOrderId: 'bot-1-step-1', status: 'open', amount: 0.01, price });
    const duplicate = await failure(
      connector.createOrder({ symbol: 'BTC/USDT', side: 'buy', type: 'limit', amount: 0.01, price, clientOrderId: 'bot-1-step-1' }),
    );
    expect(duplicate.action).toBe('reject');
    expect(await connector.fetchOrder('BTC/USDT', { clientOrderId: 'bot-1-step-1' })).toMatchObject({ id: placed.id, status: 'open' });
    expect((await connector.fetchOpenOrders('BTC/USDT')).map((order) => order.id)).toEqual([placed.id]);
    const cancelled = await connector.cancelOrder('BTC/USDT', { clientOrderId: 'bot-1-step-1' });
    expect(cancelled).toMatchObject({ id: placed.id, status: 'canceled' });
    const again = await failure(connector.cancelOrder('BTC/USDT', { id: placed.id }));
    expect(again).toBeInstanceOf(OrderNotFoundError);
    expect(again.action).toBe('reject');
  });

  it('fills a market order and reads the trade back', async () => {
    const connector = pool.accountConnector('sandbox-t', await funded());
    const order = await connector.createOrder({
      symbol: 'BTC/USDT',
      side: 'buy',
      type: 'market',
      amount: 0.001,
      clientOrderId: 'manual-42',
    });
    expect(order.status).toBe('closed');
    const trades = await connector.fetchMyTrades('BTC/USDT');
    expect(trades.length).toBeGreaterThan(0);
    expect(trades[0]).toMatchObject({ orderId: order.id, side: 'buy', symbol: 'BTC/USDT' });
  });

  it('cancels every open order of a pair at once', async () => {
    const connector = pool.accountConnector('sandbox-t', await funded());
    const bid = (await connector.fetchOrderBook('BTC/USDT', 5)).bids[0]![0];
    for (const step of [1, 2, 3]) {
      await connector.createOrder({
        symbol: 'BTC/USDT',
        side: 'buy',
        type: 'limit',
        amount: 0.001,
        price: Math.floor(bid * 0.7) + step,
        clientOrderId: `grid-${step}`,
      });
    }
    expect(await connector.cancelAllOrders('BTC/USDT')).toHaveLength(3);
    expect(await connector.fetchOpenOrders('BTC/USDT')).toEqual([]);
  });

  it('names venue, pair, side and amount when the funds do not cover the order', async () => {
    const connector = pool.accountConnector('sandbox-t', await funded({ USDT: '10' }));
    const error = await failure(
      connector.createOrder({ symbol: 'BTC/USDT', side: 'buy', type: 'limit', amount: 1, price: 1000, clientOrderId: 'poor-1' }),
    );
    expect(error).toBeInstanceOf(InsufficientFundsError);
    expect(error).toMatchObject({ action: 'reject', venue: 'sandbox-t', symbol: 'BTC/USDT', side: 'buy', amount: 1 });
  });

  it('stops on a key the venue does not know, and on a wrong secret', async () => {
    const unknownKey = await failure(
      pool.accountConnector('sandbox-t', { api_key: 'x'.repeat(64), secret: 'y'.repeat(64) }).fetchBalance(),
    );
    expect(unknownKey).toBeInstanceOf(VenueStopError);
    const real = await funded();
    const wrongSecret = await failure(pool.accountConnector('sandbox-t', { ...real, secret: 'z'.repeat(64) }).fetchBalance());
    expect(wrongSecret).toBeInstanceOf(VenueStopError);
    expect(wrongSecret.action).toBe('stop');
  });

  it('stops when the key may read but not trade', async () => {
    const connector = pool.accountConnector('sandbox-t', await funded(undefined, { trade: false }));
    const error = await failure(
      connector.createOrder({ symbol: 'BTC/USDT', side: 'buy', type: 'market', amount: 0.001, clientOrderId: 'ro-1' }),
    );
    expect(error.action).toBe('stop');
  });
});

describe('ccxt connector: a failing venue', () => {
  it('reports a 5xx as retryable and a 429 as rate limited, pausing the key for the Retry-After', async () => {
    const credentials = await funded();
    const connector = pool.accountConnector('sandbox-t', credentials);
    await connector.fetchBalance();
    const unavailable = sandbox.faults.add({ kind: 'error', status: 503, path: '/api/v3/account', times: 1 });
    const error = await failure(connector.fetchBalance());
    expect(error).toBeInstanceOf(RetryableVenueError);
    sandbox.faults.remove(unavailable);

    sandbox.faults.add({ kind: 'rateLimit', path: '/api/v3/account', retryAfterSeconds: 2, times: 1 });
    const limited = await failure(connector.fetchBalance());
    expect(limited).toBeInstanceOf(RateLimitedError);
    expect((limited as RateLimitedError).retryAfterMs).toBeGreaterThan(1_000);
    const governor = pool.governor('sandbox-t', credentials)!;
    expect(governor.pausedUntil).toBeGreaterThan(Date.now() + 1_000);
    // The next call waits out the pause instead of hitting the venue again at once.
    const started = Date.now();
    await connector.fetchBalance();
    expect(Date.now() - started).toBeGreaterThan(1_000);
  });
});
