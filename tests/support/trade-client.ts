// A real server (embedded venues off, for a fast start) with a sandbox exchange of the test's own
// registered as venue "sandbox-t" under the order-rate limit the test chooses, the demo user signed
// in and bound to a funded account there (spot and USD-M futures wallets), and helpers for the trade
// calls and background tasks.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SandboxExchange, startSandboxExchange } from '../../src/sandbox/index.ts';
import { sandboxVenueDefinition } from '../../src/server/embedded/sandbox-venues.ts';
import { sandboxBinance } from '../integration/sandbox-ccxt-client.ts';
import { demoClient, expectCode } from './accounts.ts';
import { startTestServer, type TestClient, type TestServer } from './start-test-server.ts';

export const WEB = 'sandbox-t';
export const PAIR = { web: WEB, yenUnit1: 'BTC', yenUnit2: 'USDT' } as const;

export interface Progress {
  status: number;
  use: number;
  skip: number;
  fail: number;
  total: number;
  data: { message: string | null; failures: Array<{ index: number; reason: string }> };
}

export interface TradeTestServer {
  server: TestServer;
  venue: SandboxExchange;
  client: TestClient;
  credentials: { apiKey: string; secret: string };
  stop(): Promise<void>;
}

export async function startTradeServer(
  options: { ordersPer10Seconds?: number; env?: Record<string, string>; participants?: boolean } = {},
): Promise<TradeTestServer> {
  const server = await startTestServer(options.env ?? {});
  const venueDir = mkdtempSync(join(tmpdir(), 'trade-venue-'));
  const venue = await startSandboxExchange({
    name: 'trade',
    dataDir: venueDir,
    warmUpMs: 300_000,
    participants: options.participants ?? true,
    rateLimits: { requestWeightPerMinute: 6_000, ordersPer10Seconds: options.ordersPer10Seconds ?? 100 },
  });
  server.runtime.venues.registry.register(await sandboxVenueDefinition(WEB, venue.url, 'Sandbox T'));
  const client = await demoClient(server.url);
  const account = await venue.createAccount({
    balances: { USDT: '1000000', BTC: '100' },
    futuresBalance: '100000',
    permissions: { read: true, trade: true, withdraw: false },
  });
  const credentials = { apiKey: account.apiKey, secret: account.secret };
  expectCode(
    await client.call('/Api/Account/bind_exchange_account', { web: WEB, remark: 'trade', api_key: account.apiKey, secret: account.secret }),
    1000,
  );
  return {
    server,
    venue,
    client,
    credentials,
    async stop() {
      await server.stop();
      await venue.close();
      rmSync(venueDir, { recursive: true, force: true });
    },
  };
}

export const progressOf = async (client: TestClient, code: string, web = WEB) =>
  expectCode(
    await client.call<Progress>('/Api/wallet/get_schedule_data', { web, account: 'demo01', currency: '', chain: '', schedule_code: code }),
    1000,
  ).data;

/** Polls the task's progress (5 times a second, within the query limit) until it has ended. */
export async function waitForTask(client: TestClient, code: string, timeoutMs: number, web = WEB): Promise<Progress> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const progress = await progressOf(client, code, web);
    if (progress.status === 2 || progress.status === 3) return progress;
    if (Date.now() > deadline) throw new Error(`task ${code} did not end in ${timeoutMs} ms: ${JSON.stringify(progress)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Starts a batch in self-trade mode around `mid`: `pairs` pairs of opposite orders at one price each,
 * within 0.05% of it, amounts varied by up to 30%. Pairs keep the account under the venue's 200 open
 * orders per market (Binance's MAX_NUM_ORDERS), however long the batch.
 */
export async function startSelfTradeBatch(client: TestClient, mid: number, batch: { pairs: number; totalQuantity: number; seed: number }) {
  const started = await client.call<{ schedule_code: string; total: number }>('/Api/Trade/batch_trade_coin', {
    ...PAIR,
    side: 'buy',
    price_min: Math.round(mid * 0.9995),
    price_max: Math.round(mid * 1.0005),
    order_count: batch.pairs,
    total_quantity: batch.totalQuantity,
    float_range: 30,
    seed: batch.seed,
    self_trade: true,
  });
  return expectCode(started, 1000).data;
}

/** Every order the venue holds for the account on BTC/USDT (open, filled or cancelled), read with ccxt. */
export async function venueOrders(url: string, credentials: { apiKey: string; secret: string }, symbol = 'BTC/USDT') {
  const exchange = sandboxBinance(url, credentials);
  await exchange.loadMarkets();
  return exchange.fetchOrders(symbol, undefined, 1000);
}

/** The best bid and ask of the pair from the venue's public book. */
export async function bestPrices(url: string): Promise<{ bid: number; ask: number }> {
  const exchange = sandboxBinance(url);
  const book = await exchange.fetchOrderBook('BTC/USDT', 5);
  return { bid: Number(book.bids[0]![0]), ask: Number(book.asks[0]![0]) };
}
