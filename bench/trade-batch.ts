// A 500-order batch (/Trade/batch_trade_coin) on the embedded sandbox, end to end: the server as
// `npm start` runs it (embedded venues on, the demo user bound to "sandbox-a"), the call over HTTP
// through the envelope, then polling /wallet/get_schedule_data until the task has ended. Prints the
// seconds it took against the floor the account's rate limit allows (the venue's limits as its
// exchangeInfo announces them, paced by the product's own rate governor: the fastest any client of
// this key may go) and the ratio (target at most 1.2), with the venue's bare limit for comparison.
// `npm run bench trade-batch`, or alone: `node --import tsx bench/trade-batch.ts`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { VirtualClock } from '../src/engine/clock.ts';
import { RateGovernor, type GovernorLimits } from '../src/engine/connectors/governor/rate-governor.ts';
import { loadConfig } from '../src/server/config.ts';
import { createLogger } from '../src/server/logger.ts';
import { startRuntime } from '../src/server/runtime.ts';
import { Client } from './_api-client.ts';

const WEB = 'sandbox-a';
const ORDERS = 500;

export interface TradeBatchResult {
  orders: number;
  seconds: number;
  /** The governor's floor for this many new orders under the venue's limits. */
  floorSeconds: number;
  ratio: number;
  /** The venue's limits alone (every window filled to the brim at once): no client can beat it. */
  venueFloorSeconds: number;
  use: number;
  skip: number;
  fail: number;
  ordersPer10Seconds: number;
}

/**
 * How long the rate governor takes to let `orders` new orders leave under `limits`, on a manual
 * clock: the same buckets the server's governor uses, with nothing else waiting on the key.
 */
export function governorFloorSeconds(limits: GovernorLimits, orders: number): number {
  const clock = new VirtualClock(0);
  const governor = new RateGovernor(limits, clock);
  for (let i = 0; i < orders; i++) void governor.acquire({ cost: 0, priority: 'order', newOrder: true });
  const stepMs = 10;
  while (governor.stats().granted < orders) clock.advance(stepMs);
  governor.close();
  return clock.now() / 1000;
}

/** A sliding window of `count` per `windowMs` lets `count` leave at once, then `count` more each window. */
const venueFloorSeconds = (limits: GovernorLimits, orders: number) =>
  Math.max(0, ...limits.orderLimits.map((limit) => (Math.ceil(orders / limit.count) - 1) * limit.windowMs)) / 1000;

interface Progress {
  status: number;
  use: number;
  skip: number;
  fail: number;
  total: number;
}

export async function run(options: { print?: boolean } = {}): Promise<TradeBatchResult> {
  const print = options.print ?? true;
  const dir = mkdtempSync(join(tmpdir(), 'bench-trade-batch-'));
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: dir,
    CLIENT_DIR: join(dir, 'no-client'),
    LOG_LEVEL: 'warn',
    SANDBOX_VENUES: 'on',
    SANDBOX_SOLANA: 'off',
  });
  const runtime = await startRuntime(config, createLogger(config.LOG_LEVEL), { print: () => undefined });
  try {
    const definition = runtime.venues.registry.get(WEB);
    if (!definition?.limits) throw new Error(`venue ${WEB} announces no limits`);
    const limits = definition.limits;
    const client = new Client(runtime.url);
    const login = await client.call<{ login_token: string }>('/Api/Account/login', {
      account: config.demoAccount,
      password: config.DEMO_PASSWORD,
    });
    client.token = login.login_token;

    // The book's middle, read from the venue's public API as any client would.
    const book = (await (await fetch(`${definition.apiUrls?.['public']}/ticker/bookTicker?symbol=BTCUSDT`)).json()) as {
      bidPrice: string;
      askPrice: string;
    };
    const mid = (Number(book.bidPrice) + Number(book.askPrice)) / 2;
    // Self-trade mode, 250 pairs: a venue keeps at most 200 open orders per pair, so 500 resting
    // orders could not all be accepted. About 20 USDT an order (the venue's minimum is 5).
    const started = performance.now();
    const batch = await client.call<{ schedule_code: string; total: number }>('/Api/Trade/batch_trade_coin', {
      web: WEB,
      yenUnit1: 'BTC',
      yenUnit2: 'USDT',
      side: 'buy',
      price_min: Math.round(mid * 0.9995),
      price_max: Math.round(mid * 1.0005),
      order_count: ORDERS / 2,
      total_quantity: Number(((ORDERS / 2) * (20 / mid)).toFixed(5)),
      float_range: 30,
      seed: 1,
      self_trade: true,
    });
    let progress: Progress;
    for (;;) {
      progress = await client.call<Progress>('/Api/wallet/get_schedule_data', {
        web: WEB,
        account: config.demoAccount,
        currency: '',
        chain: '',
        schedule_code: batch.schedule_code,
      });
      if (progress.status === 2 || progress.status === 3) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const seconds = (performance.now() - started) / 1000;
    const floorSeconds = governorFloorSeconds(limits, batch.total);
    const orderLimit = limits.orderLimits.find((limit) => limit.windowMs === 10_000);
    const result: TradeBatchResult = {
      orders: batch.total,
      seconds: Math.round(seconds * 10) / 10,
      floorSeconds: Math.round(floorSeconds * 10) / 10,
      ratio: Math.round((seconds / floorSeconds) * 100) / 100,
      venueFloorSeconds: venueFloorSeconds(limits, batch.total),
      use: progress.use,
      skip: progress.skip,
      fail: progress.fail,
      ordersPer10Seconds: orderLimit?.count ?? 0,
    };
    if (print) {
      console.log(`  ${result.orders} orders on ${WEB} (limit ${result.ordersPer10Seconds} new orders per 10 s)`);
      console.log(`  batch took ${result.seconds} s; floor ${result.floorSeconds} s; ratio ${result.ratio} (target ≤ 1.2)`);
      console.log(`  venue's bare limit: ${result.venueFloorSeconds} s`);
      console.log(`  results: ${result.use} placed, ${result.skip} skipped, ${result.fail} failed`);
    }
    return result;
  } finally {
    await runtime.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await run();
  process.exit(0);
}
