// Binance's official Node connector, a second client nobody here wrote, against the running sandbox
// over real HTTP. It signs everything into the query string and sends POST and DELETE with an empty
// body labelled application/json, which Binance accepts, so the sandbox must accept it too.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Spot } from '@binance/connector';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxExchange, startSandboxExchange } from '../../src/sandbox/index.ts';
import { rejection } from './sandbox-ccxt-client.ts';

let dataDir: string;
let venue: SandboxExchange;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sandbox-connector-'));
  // Simulated traders and ten minutes of history, so the book and the candles have something in them.
  venue = await startSandboxExchange({ name: 'connector', dataDir, warmUpMs: 600_000 });
});

afterAll(async () => {
  await venue?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function tradingClient() {
  const account = await venue.createAccount({ balances: { USDT: '10000' } });
  return new Spot(account.apiKey, account.secret, { baseURL: venue.url, timeout: 10_000 });
}

/** A buy price well under the best bid, on BTCUSDT's 0.01 tick, so the order rests. */
async function restingBuyPrice(client: Spot): Promise<string> {
  const { data } = await client.depth('BTCUSDT', { limit: 5 });
  return (Math.floor(Number(data.bids[0]![0]) * 0.8 * 100) / 100).toFixed(2);
}

describe('@binance/connector Spot against the sandbox', () => {
  it('reads the markets, an order book and candles', async () => {
    const client = new Spot('', '', { baseURL: venue.url });
    const info = await client.exchangeInfo();
    expect(info.data.symbols.map((symbol) => symbol.symbol)).toContain('CAKEBNB');
    const book = await client.depth('BTCUSDT', { limit: 10 });
    expect(book.data.bids.length).toBeGreaterThan(0);
    expect(Number(book.data.bids[0]![0])).toBeLessThan(Number(book.data.asks[0]![0]));
    const candles = await client.klines('ETHUSDT', '1m', { limit: 5 });
    expect(candles.data).toHaveLength(5);
    for (let i = 1; i < candles.data.length; i++) expect(Number(candles.data[i]![0]) - Number(candles.data[i - 1]![0])).toBe(60_000);
  });

  it('reads the account of a signed key', async () => {
    const client = await tradingClient();
    const { data } = await client.account();
    expect(data.canTrade).toBe(true);
    expect(data.balances).toContainEqual({ asset: 'USDT', free: '10000.00000000', locked: '0.00000000' });
  });

  it('places an order with a client order id, reads it back and cancels it by that id', async () => {
    const client = await tradingClient();
    const price = await restingBuyPrice(client);
    const placed = await client.newOrder('BTCUSDT', 'BUY', 'LIMIT', {
      timeInForce: 'GTC',
      quantity: '0.01',
      price,
      newClientOrderId: 'connector-1',
    });
    expect(placed.data).toMatchObject({ symbol: 'BTCUSDT', clientOrderId: 'connector-1', status: 'NEW', price: Number(price).toFixed(8) });
    const read = await client.getOrder('BTCUSDT', { origClientOrderId: 'connector-1' });
    expect(read.data).toMatchObject({ orderId: placed.data.orderId, status: 'NEW', origQty: '0.01000000' });
    const cancelled = await client.cancelOrder('BTCUSDT', { origClientOrderId: 'connector-1' });
    expect(cancelled.data).toMatchObject({ orderId: placed.data.orderId, origClientOrderId: 'connector-1', status: 'CANCELED' });
    expect((await client.account()).data.balances).toContainEqual({ asset: 'USDT', free: '10000.00000000', locked: '0.00000000' });
  });

  it('cancels every open order of a symbol, and is refused as Binance refuses when none is left', async () => {
    const client = await tradingClient();
    const price = await restingBuyPrice(client);
    for (const id of ['all-1', 'all-2'])
      await client.newOrder('BTCUSDT', 'BUY', 'LIMIT', { timeInForce: 'GTC', quantity: '0.01', price, newClientOrderId: id });
    const cancelled = await client.cancelOpenOrders('BTCUSDT');
    expect(cancelled.data.map((order) => order.origClientOrderId).sort()).toEqual(['all-1', 'all-2']);
    expect((await client.openOrders({ symbol: 'BTCUSDT' })).data).toEqual([]);
    const refused = (await rejection(client.cancelOpenOrders('BTCUSDT'))) as { response: { status: number; data: unknown } };
    expect(refused.response.status).toBe(400);
    expect(refused.response.data).toEqual({ code: -2011, msg: 'Unknown order sent.' });
  });
});
