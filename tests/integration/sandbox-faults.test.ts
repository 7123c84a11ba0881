// Fault injection on a running sandbox exchange, through its guarded admin route and in-process,
// as seen by ccxt: latency, 5xx, 429, dropped connections (before and after the venue acted) and
// frozen market data.
import ccxt from 'ccxt';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_HEADER, type FaultRule, type SandboxExchange, startSandboxExchange } from '../../src/sandbox/index.ts';
import { rejection, sandboxBinance } from './sandbox-ccxt-client.ts';

let venue: SandboxExchange;
let trader: { apiKey: string; secret: string };

beforeAll(async () => {
  venue = await startSandboxExchange({ name: 'faults', participants: false });
  trader = await venue.createAccount({ balances: { USDT: '100000', BTC: '10' } });
  const maker = await venue.createAccount({ balances: { BTC: '10', USDT: '100000' } });
  const makerClient = sandboxBinance(venue.url, maker);
  await makerClient.createOrder('BTC/USDT', 'limit', 'sell', 5, 60_000);
  await makerClient.createOrder('BTC/USDT', 'limit', 'buy', 1, 59_000);
});
afterAll(async () => {
  await venue?.close();
});
afterEach(() => venue.faults.clear());

async function addFault(rule: FaultRule): Promise<string> {
  const response = await fetch(`${venue.url}/sandbox-admin/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [ADMIN_TOKEN_HEADER]: venue.adminToken },
    body: JSON.stringify(rule),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

describe('sandbox fault injection', () => {
  it('guards the admin route with the admin token', async () => {
    const response = await fetch(`${venue.url}/sandbox-admin/faults`, { headers: { [ADMIN_TOKEN_HEADER]: 'wrong' } });
    expect(response.status).toBe(401);
    const bad = await fetch(`${venue.url}/sandbox-admin/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [ADMIN_TOKEN_HEADER]: venue.adminToken },
      body: JSON.stringify({ kind: 'error', status: 200 }),
    });
    expect(bad.status).toBe(400);
  });

  it('answers 5xx for as many requests as asked, then recovers', async () => {
    await addFault({ kind: 'error', path: '/api/v3/depth', status: 503, times: 2 });
    const exchange = sandboxBinance(venue.url);
    await exchange.loadMarkets();
    expect(await rejection(exchange.fetchOrderBook('BTC/USDT'))).toBeInstanceOf(ccxt.OperationFailed);
    expect(await rejection(exchange.fetchOrderBook('BTC/USDT'))).toBeInstanceOf(ccxt.OperationFailed);
    expect((await exchange.fetchOrderBook('BTC/USDT')).asks[0]).toEqual([60_000, 5]);
  });

  it('answers 429 with Retry-After', async () => {
    await addFault({ kind: 'rateLimit', path: '/api/v3/ticker', retryAfterSeconds: 7, times: 1 });
    const response = await fetch(`${venue.url}/api/v3/ticker/price?symbol=BTCUSDT`);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('7');
    expect(((await response.json()) as { code: number }).code).toBe(-1003);
  });

  it('adds latency', async () => {
    await addFault({ kind: 'latency', latencyMs: 300, path: '/api/v3/time' });
    const started = performance.now();
    await sandboxBinance(venue.url).fetchTime();
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('drops the connection before the venue acts: nothing happens', async () => {
    const exchange = sandboxBinance(venue.url, trader);
    await exchange.loadMarkets();
    const openBefore = (await exchange.fetchOpenOrders('BTC/USDT')).length;
    venue.faults.add({ kind: 'drop', path: '/api/v3/order', method: 'POST', times: 1 });
    expect(await rejection(exchange.createOrder('BTC/USDT', 'limit', 'buy', 0.01, 50_000))).toBeInstanceOf(ccxt.NetworkError);
    expect(await exchange.fetchOpenOrders('BTC/USDT')).toHaveLength(openBefore);
  });

  it('drops the connection after the venue acts: the order stands though the client never heard', async () => {
    const exchange = sandboxBinance(venue.url, trader);
    await exchange.loadMarkets();
    venue.faults.add({ kind: 'drop', after: true, path: '/api/v3/order', method: 'POST', times: 1 });
    const lost = await rejection(exchange.createOrder('BTC/USDT', 'limit', 'buy', 0.01, 51_000, { clientOrderId: 'lost-reply' }));
    expect(lost).toBeInstanceOf(ccxt.NetworkError);
    const found = await exchange.fetchOrder('', 'BTC/USDT', { origClientOrderId: 'lost-reply' });
    expect(found).toMatchObject({ status: 'open', price: 51_000 });
    await exchange.cancelOrder(found.id!, 'BTC/USDT');
  });

  it('serves frozen market data while trading carries on, until the fault is lifted', async () => {
    const exchange = sandboxBinance(venue.url, trader);
    await exchange.loadMarkets();
    const id = await addFault({ kind: 'stale', symbols: ['BTCUSDT'] });
    const frozen = await exchange.fetchOrderBook('BTC/USDT');
    const tickerBefore = await exchange.fetchTicker('BTC/USDT');
    const bought = await exchange.createOrder('BTC/USDT', 'market', 'buy', 1);
    expect(bought.filled).toBe(1);
    expect(await exchange.fetchOrderBook('BTC/USDT')).toMatchObject({ asks: frozen.asks, nonce: frozen.nonce });
    expect((await exchange.fetchTicker('BTC/USDT')).last).toBe(tickerBefore.last);

    const lifted = await fetch(`${venue.url}/sandbox-admin/faults/${id}`, {
      method: 'DELETE',
      headers: { [ADMIN_TOKEN_HEADER]: venue.adminToken },
    });
    expect(lifted.status).toBe(200);
    const live = await exchange.fetchOrderBook('BTC/USDT');
    expect(live.asks[0]![1]).toBeCloseTo(frozen.asks[0]![1]! - 1, 8);
    expect((await exchange.fetchTicker('BTC/USDT')).last).toBe(60_000);
  });
});
