// The connector's cost per order against a raw ccxt call on the same sandbox exchange: each side
// places a resting limit order and cancels it, the two sides alternating round by round so both
// see the same machine load, and the median time per order round (create + cancel) is compared. The connector adds the request intent, the rate governor (as
// ccxt's throttle) and the error conversion; the venue's limits are raised so that the governor
// never has to wait and only its bookkeeping is measured. ccxt's own rate limiter is measured too,
// as what the governor replaces.
// Run alone with `node --import tsx bench/connector-overhead.ts`; `run()` returns the figures.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ccxt, { type Exchange } from 'ccxt';
import { ConnectorPool } from '../src/engine/connectors/connector-pool.ts';
import { VenueRegistry } from '../src/engine/connectors/venue-registry.ts';
import { binanceApiUrls, startSandboxExchange } from '../src/sandbox/index.ts';
import { sandboxVenueDefinition } from '../src/server/embedded/sandbox-venues.ts';

export interface ConnectorOverheadResult {
  orders: number;
  rawMsPerOrder: number;
  connectorMsPerOrder: number;
  ratio: number;
  overheadMsPerOrder: number;
  ccxtRateLimiterMsPerOrder: number;
}

function rawCcxt(url: string, credentials: { apiKey: string; secret: string }, enableRateLimit: boolean): Exchange {
  const exchange = new ccxt.binance({
    ...credentials,
    enableRateLimit,
    options: { fetchCurrencies: false, fetchMargins: false, fetchMarkets: { types: ['spot'] } },
  });
  exchange.urls['api'] = { ...(exchange.urls['api'] as Record<string, string>), ...binanceApiUrls(url) };
  return exchange;
}

async function timed(rounds: number, round: (i: number) => Promise<void>): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < rounds; i++) await round(i);
  return (performance.now() - started) / rounds;
}

async function once(round: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await round();
  return performance.now() - started;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export async function run(options: { orders?: number; print?: boolean } = {}): Promise<ConnectorOverheadResult> {
  const orders = options.orders ?? 400;
  const print = options.print ?? true;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-connector-'));
  const sandbox = await startSandboxExchange({
    name: 'bench',
    dataDir,
    participants: false,
    rateLimits: { requestWeightPerMinute: 100_000_000, ordersPer10Seconds: 10_000_000, ordersPerDay: 100_000_000 },
  });
  const pool = new ConnectorPool(new VenueRegistry({ includeCcxt: false }));
  try {
    pool.registry.register(await sandboxVenueDefinition('sandbox-bench', sandbox.url));
    const rawAccount = await sandbox.createAccount({ balances: { USDT: '100000000' } });
    const ourAccount = await sandbox.createAccount({ balances: { USDT: '100000000' } });
    const limitedAccount = await sandbox.createAccount({ balances: { USDT: '100000000' } });
    const raw = rawCcxt(sandbox.url, rawAccount, false);
    const limited = rawCcxt(sandbox.url, limitedAccount, true);
    const connector = pool.accountConnector('sandbox-bench', { api_key: ourAccount.apiKey, secret: ourAccount.secret });
    await Promise.all([raw.loadMarkets(), limited.loadMarkets(), connector.loadMarkets()]);

    const price = (i: number) => 1_000 + (i % 500);
    const rawRound = async (i: number) => {
      const order = await raw.createOrder('BTC/USDT', 'limit', 'buy', 0.01, price(i), { clientOrderId: `raw-${i}` });
      await raw.cancelOrder(String(order.id), 'BTC/USDT');
    };
    let sequence = 0;
    const connectorRound = async (i: number) => {
      const order = await connector.createOrder({
        symbol: 'BTC/USDT',
        side: 'buy',
        type: 'limit',
        amount: 0.01,
        price: price(i),
        clientOrderId: `ours-${sequence++}`,
      });
      await connector.cancelOrder('BTC/USDT', { id: order.id });
    };
    // Warm up both paths (JIT, connections), then alternate them round by round.
    await timed(50, (i) => rawRound(i + 1_000_000));
    await timed(50, connectorRound);
    const rawTimes: number[] = [];
    const ourTimes: number[] = [];
    for (let i = 0; i < orders; i++) {
      if (i % 2 === 0) {
        rawTimes.push(await once(() => rawRound(i)));
        ourTimes.push(await once(() => connectorRound(i)));
      } else {
        ourTimes.push(await once(() => connectorRound(i)));
        rawTimes.push(await once(() => rawRound(i)));
      }
    }
    const limitedMs = await timed(20, async (i) => {
      const order = await limited.createOrder('BTC/USDT', 'limit', 'buy', 0.01, price(i), { clientOrderId: `limited-${i}` });
      await limited.cancelOrder(String(order.id), 'BTC/USDT');
    });
    const rawMs = median(rawTimes);
    const ourMs = median(ourTimes);
    const result: ConnectorOverheadResult = {
      orders,
      rawMsPerOrder: Number(rawMs.toFixed(3)),
      connectorMsPerOrder: Number(ourMs.toFixed(3)),
      ratio: Number((ourMs / rawMs).toFixed(3)),
      overheadMsPerOrder: Number((ourMs - rawMs).toFixed(3)),
      ccxtRateLimiterMsPerOrder: Number(limitedMs.toFixed(3)),
    };
    if (print) {
      console.log(`  order round (create + cancel) on the sandbox, ${orders} rounds each, alternating; medians`);
      console.log(`  raw ccxt:                 ${result.rawMsPerOrder} ms per order`);
      console.log(`  connector (governed):     ${result.connectorMsPerOrder} ms per order`);
      console.log(`  ratio connector / raw:    ${result.ratio} (overhead ${result.overheadMsPerOrder} ms per order)`);
      console.log(`  ccxt's own rate limiter:  ${result.ccxtRateLimiterMsPerOrder} ms per order (what the governor replaces)`);
    }
    return result;
  } finally {
    pool.close();
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await run();
  process.exit(0);
}
