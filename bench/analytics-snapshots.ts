// The asset snapshot job for 1,000 users, each with a bound account on a sandbox exchange started
// in this process: the server as `npm start` runs it (embedded PGlite), the users and their bound
// accounts written straight to the database (as binding would leave them), then the job's run timed
// as the scheduler runs it. The first run also builds each key's ccxt object and loads its markets;
// the later ones are what every 10 minutes costs. Prints, never asserts.
// `npm run bench analytics-snapshots`, or alone: `node --import tsx bench/analytics-snapshots.ts`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { count } from 'drizzle-orm';
import { startSandboxExchange } from '../src/sandbox/index.ts';
import { loadConfig } from '../src/server/config.ts';
import { assetSnapshots, exchangeAccounts, users } from '../src/server/db/schema/index.ts';
import { sandboxVenueDefinition } from '../src/server/embedded/sandbox-venues.ts';
import { createLogger } from '../src/server/logger.ts';
import { CEX_LEASE_MS } from '../src/server/modules/analytics/assets/cex-holdings.ts';
import { sealCredentials } from '../src/server/modules/exchange-accounts/credential-vault.ts';
import { startRuntime } from '../src/server/runtime.ts';

const USERS = 1000;
const RUNS = 3;
const WEB = 'bench-snapshots';
const BALANCES = { USDT: '25000', BTC: '0.5', ETH: '4', BNB: '20' };

export interface SnapshotBenchResult {
  users: number;
  firstRunSeconds: number;
  runSeconds: number[];
  rowsPerRun: number;
  failed: number;
  rssMb: number;
}

export async function run(options: { users?: number; print?: boolean } = {}): Promise<SnapshotBenchResult> {
  const userCount = options.users ?? USERS;
  const print = options.print ?? true;
  const dir = mkdtempSync(join(tmpdir(), 'bench-snapshots-'));
  // A thousand keys each load the markets once (exchangeInfo, weight 20, counted per IP as on
  // Binance): more than 6,000 a minute on one IP, as in bench/bots-sandbox-server.ts.
  const exchange = await startSandboxExchange({
    name: WEB,
    dataDir: join(dir, 'sandbox'),
    participants: false,
    warmUpMs: 0,
    rateLimits: { requestWeightPerMinute: 200_000 },
  });
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: join(dir, 'server'),
    CLIENT_DIR: join(dir, 'no-client'),
    LOG_LEVEL: 'warn',
    SANDBOX_VENUES: 'off',
  });
  const runtime = await startRuntime(config, createLogger(config.LOG_LEVEL), { print: () => undefined });
  try {
    runtime.venues.registry.register(await sandboxVenueDefinition(WEB, exchange.url, 'Bench Exchange'));
    // Prices for what the accounts hold: a trade on each market between two house accounts.
    const seller = await exchange.createAccount({ balances: { BTC: '10', ETH: '100', BNB: '1000' } });
    const buyer = await exchange.createAccount({ balances: { USDT: '10000000' } });
    for (const [symbol, price] of [
      ['BTCUSDT', '60000.00'],
      ['ETHUSDT', '3000.00'],
      ['BNBUSDT', '600.00'],
    ] as const) {
      exchange.engine.placeOrder(seller.accountId, { symbol, side: 'SELL', type: 'LIMIT', timeInForce: 'GTC', price, quantity: '0.01' });
      exchange.engine.placeOrder(buyer.accountId, { symbol, side: 'BUY', type: 'LIMIT', timeInForce: 'IOC', price, quantity: '0.01' });
    }

    const db = runtime.database.db;
    for (let start = 0; start < userCount; start += 100) {
      const size = Math.min(100, userCount - start);
      const created = await db
        .insert(users)
        .values(
          Array.from({ length: size }, (_, i) => ({
            userName: `bench${start + i}`,
            email: `bench${start + i}@bench.example.com`,
            passwordHash: 'x',
            availableUntil: new Date(Date.now() + 30 * 86_400_000),
          })),
        )
        .returning({ id: users.id });
      const keys = await Promise.all(created.map(() => exchange.createAccount({ balances: BALANCES })));
      await db.insert(exchangeAccounts).values(
        created.map((user, i) => ({
          userId: user.id,
          web: WEB,
          remark: 'bench',
          credentialsSealed: sealCredentials(runtime.secretBox, user.id, WEB, { api_key: keys[i]!.apiKey, secret: keys[i]!.secret }),
          fieldsSet: 'api_key,secret',
          status: 'normal',
        })),
      );
    }

    const timings: number[] = [];
    let failed = 0;
    let rowsPerRun = 0;
    for (let i = 0; i < RUNS; i++) {
      // Runs are 10 minutes apart in service: let the balance reads of the run before expire, so
      // every run reads every account from the venue again.
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, CEX_LEASE_MS + 100));
      const started = performance.now();
      const result = await runtime.analytics.takeSnapshots();
      timings.push((performance.now() - started) / 1000);
      failed += result.failed;
      rowsPerRun = result.rows;
      if (print) console.log(`  run ${i + 1}: ${userCount} users, ${result.rows} rows, ${result.failed} failed: ${round(timings[i]!)} s`);
    }
    const [stored] = await db.select({ n: count() }).from(assetSnapshots);
    const result: SnapshotBenchResult = {
      users: userCount,
      firstRunSeconds: round(timings[0]!),
      runSeconds: timings.slice(1).map(round),
      rowsPerRun,
      failed,
      rssMb: Math.round(process.memoryUsage().rss / 1_048_576),
    };
    if (print) {
      console.log(
        `  snapshot job for ${userCount} users: first run ${result.firstRunSeconds} s (connectors built, markets loaded), then ${result.runSeconds.join(' s, ')} s`,
      );
      console.log(`  ${stored?.n ?? 0} rows stored, RSS ${result.rssMb} MB`);
    }
    return result;
  } finally {
    await runtime.close();
    await exchange.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const round = (value: number) => Math.round(value * 100) / 100;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await run();
  process.exit(0);
}
