import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VirtualClock } from '../clock.ts';
import { FaultInjector } from '../faults/faults.ts';
import { SecretBox } from '../store/secret-box.ts';
import type { ApiKey } from '../venue/api-keys.ts';
import { Venue } from '../venue/venue.ts';
import { BINANCE_SPOT_LIMITS } from './rate-limit.ts';
import { buildSandboxServer } from './server.ts';
import { sign } from './signing.ts';

let clock: VirtualClock;
let venue: Venue;
let app: FastifyInstance;
let key: ApiKey;

beforeEach(async () => {
  clock = new VirtualClock(1_700_000_000_000);
  venue = new Venue({ now: () => clock.now(), secretBox: SecretBox.ephemeral() });
  const account = venue.createAccount({ balances: { USDT: '100000', BTC: '1' } });
  key = venue.createApiKey(account.id);
  app = await buildSandboxServer({ venue, faults: new FaultInjector(), limits: BINANCE_SPOT_LIMITS, adminToken: 'admin' });
});
afterEach(async () => {
  await app.close();
});

/** A signed request with the given parameters split between the query and the form body. */
function signed(method: 'GET' | 'POST' | 'DELETE', path: string, query: string, body = '') {
  const withTime = `${query}${query ? '&' : ''}timestamp=${clock.now()}`;
  const signature = sign(key.secret, withTime + body);
  return app.inject({
    method,
    url: `${path}?${withTime}&signature=${signature}`,
    headers: { 'x-mbx-apikey': key.apiKey, ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    ...(body ? { payload: body } : {}),
  });
}

/** A signed new order (POST /api/v3/order), its parameters split between query and body. */
const postOrder = (query: string, body = '') => signed('POST', '/api/v3/order', query, body);

describe('sandbox HTTP server', () => {
  it('accepts an order whose parameters are split between query and body, signed over both', async () => {
    const response = await postOrder('symbol=BTCUSDT&side=BUY&type=LIMIT', 'timeInForce=GTC&quantity=0.01&price=50000');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ symbol: 'BTCUSDT', status: 'NEW', price: '50000.00000000', origQty: '0.01000000', fills: [] });
    expect(response.headers['x-mbx-order-count-10s']).toBe('1');
  });

  it('answers in the requested newOrderRespType', async () => {
    const ack = await postOrder('symbol=BTCUSDT&side=SELL&type=LIMIT&timeInForce=GTC&quantity=0.01&price=70000&newOrderRespType=ACK');
    expect(Object.keys(ack.json()).sort()).toEqual(['clientOrderId', 'orderId', 'orderListId', 'symbol', 'transactTime']);
    const result = await postOrder('symbol=BTCUSDT&side=SELL&type=LIMIT&timeInForce=GTC&quantity=0.01&price=70001&newOrderRespType=RESULT');
    expect(result.json()).not.toHaveProperty('fills');
    expect(result.json()).toHaveProperty('cummulativeQuoteQty', '0.00000000');
  });

  it('reports the used weight of the current minute on every answer', async () => {
    const first = await app.inject({ url: '/api/v3/depth?symbol=BTCUSDT&limit=500' });
    expect(first.headers['x-mbx-used-weight-1m']).toBe('25');
    const second = await app.inject({ url: '/api/v3/exchangeInfo' });
    expect(second.headers['x-mbx-used-weight-1m']).toBe('45');
    clock.advance(60_000);
    expect((await app.inject({ url: '/api/v3/ping' })).headers['x-mbx-used-weight-1m']).toBe('1');
  });

  it('refuses a query of an unknown order with -2013 and cancel-all with nothing open with -2011', async () => {
    expect((await signed('GET', '/api/v3/order', 'symbol=BTCUSDT&orderId=999')).json()).toEqual({
      code: -2013,
      msg: 'Order does not exist.',
    });
    const none = await signed('DELETE', '/api/v3/openOrders', 'symbol=BTCUSDT');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ code: -2011, msg: 'Unknown order sent.' });
  });

  it('lists each symbol with the filters the venue enforces', async () => {
    const info = (await app.inject({ url: '/api/v3/exchangeInfo?symbol=DEMOUSDT' })).json();
    expect(info.symbols).toHaveLength(1);
    const filters = Object.fromEntries(info.symbols[0].filters.map((filter: { filterType: string }) => [filter.filterType, filter]));
    expect(filters.PRICE_FILTER).toMatchObject({ tickSize: '0.00001000' });
    expect(filters.LOT_SIZE).toMatchObject({ stepSize: '1.00000000', minQty: '1.00000000' });
    expect(filters.NOTIONAL).toMatchObject({ minNotional: '1.00000000' });
    expect(info.rateLimits[0]).toEqual({ rateLimitType: 'REQUEST_WEIGHT', interval: 'MINUTE', intervalNum: 1, limit: 6000 });
  });

  it('refuses an unsupported kline interval and an unknown symbol', async () => {
    expect((await app.inject({ url: '/api/v3/klines?symbol=BTCUSDT&interval=7m' })).json()).toEqual({
      code: -1120,
      msg: 'Invalid interval.',
    });
    expect((await app.inject({ url: '/api/v3/ticker/price?symbol=XYZ' })).json()).toEqual({ code: -1121, msg: 'Invalid symbol.' });
  });
});

describe('where the sandbox reads request parameters, as Binance does', () => {
  /** Binance's Node connector: everything in the query, signed, and an empty body labelled JSON. */
  function connectorStyle(method: 'POST' | 'DELETE', path: string, query: string, payload = '') {
    const withTime = `${query}&timestamp=${clock.now()}`;
    return app.inject({
      method,
      url: `${path}?${withTime}&signature=${sign(key.secret, withTime)}`,
      headers: { 'x-mbx-apikey': key.apiKey, 'content-type': 'application/json' },
      payload,
    });
  }

  it('places and cancels an order sent in the query with an empty JSON body', async () => {
    const placed = await connectorStyle(
      'POST',
      '/api/v3/order',
      'symbol=BTCUSDT&side=BUY&type=LIMIT&timeInForce=GTC&quantity=0.01&price=50000&newClientOrderId=q1',
    );
    expect(placed.statusCode).toBe(200);
    expect(placed.json()).toMatchObject({ clientOrderId: 'q1', status: 'NEW' });
    const cancelled = await connectorStyle('DELETE', '/api/v3/order', 'symbol=BTCUSDT&origClientOrderId=q1');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ origClientOrderId: 'q1', status: 'CANCELED' });
  });

  it('does not read parameters from a JSON body', async () => {
    const refused = await connectorStyle('POST', '/api/v3/order', 'side=BUY', JSON.stringify({ symbol: 'BTCUSDT' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: -1102, msg: "Mandatory parameter 'symbol' was not sent, was empty/null, or malformed." });
  });

  it('takes a parameter sent in both the query and the body from the query', async () => {
    const response = await postOrder('symbol=BTCUSDT&side=BUY&type=LIMIT&price=50000', 'timeInForce=GTC&quantity=0.01&price=1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ price: '50000.00000000' });
  });

  it('refuses a signature over the query alone when the form body carries parameters too', async () => {
    const withTime = `symbol=BTCUSDT&side=BUY&type=LIMIT&timestamp=${clock.now()}`;
    const response = await app.inject({
      method: 'POST',
      url: `/api/v3/order?${withTime}&signature=${sign(key.secret, withTime)}`,
      headers: { 'x-mbx-apikey': key.apiKey, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'timeInForce=GTC&quantity=0.01&price=50000',
    });
    expect(response.json()).toEqual({ code: -1022, msg: 'Signature for this request is not valid.' });
  });
});
