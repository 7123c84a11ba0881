// 1,000 bots (grid, order-book management, batch selling, range buy/sell, martingale) against a
// sandbox exchange at one tick per second each, in one runner process. The sandbox runs in its own
// process (as a venue would be elsewhere); each bot trades with its own API key, so its own rate
// governor. Prints ticks per second achieved, p50/p99 lag between a tick's due time and its start,
// and the runner process's memory (run with a 1 GB heap cap, as a deployment would set it).
// `npm run bench bots-scale`, or alone: `node --max-old-space-size=1024 --import tsx bench/bots-scale.ts`.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { systemClock } from '../src/engine/clock.ts';
import { ConnectorPool } from '../src/engine/connectors/connector-pool.ts';
import { VenueRegistry } from '../src/engine/connectors/venue-registry.ts';
import { MarketDataHub } from '../src/engine/market-data/market-data-hub.ts';
import { BotRunner } from '../src/engine/runner/runner.ts';
import { STRATEGIES } from '../src/engine/strategies/index.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { robots, users } from '../src/server/db/schema/index.ts';
import { sandboxVenueDefinition } from '../src/server/embedded/sandbox-venues.ts';
import { RobotStore } from '../src/server/modules/robots/robot-store.ts';
import { type BotKey, parseBotParams } from '../src/shared/bots/catalogue.ts';
import { cpuProfileArgs } from './_cpu-profile.ts';

export interface BotsScaleResult {
  bots: number;
  seconds: number;
  ticks: number;
  ticksPerSecond: number;
  lagP50Ms: number;
  lagP99Ms: number;
  lagMaxMs: number;
  /**
   * Bots whose first session setup (their key's ccxt object built, markets loaded) began while
   * measuring: on a slow or busy machine setups outlast the warm-up, and each object built blocks
   * the event loop, so the lag figures then include setup, not only ticks.
   */
  setupsWhileMeasuring: number;
  rssMb: number;
  heapUsedMb: number;
  ordersPlaced: number;
  runnerErrors: number;
}

interface Options {
  bots?: number;
  warmUpMs?: number;
  measureMs?: number;
  print?: boolean;
}

/**
 * The mix, per ten bots: five grids, two order-book managers, one each of batch selling, range
 * buy/sell and martingale, every one ticking once a second (the range and batch-selling bots act
 * every 10-30 s, as their intervals say), spread over the sandbox's markets.
 */
function botAt(index: number): { kind: BotKey; base: string; params: Record<string, unknown> } {
  const slot = index % 10;
  const base = ['ETH', 'BTC', 'BNB'][index % 3]!;
  if (slot < 5) return { kind: 'grid', base, params: gridParams(index) };
  if (slot < 7)
    return {
      kind: 'budan_new',
      base: index % 2 === 0 ? 'ETH' : 'BNB',
      params: {
        levels_per_side: 10,
        order_amount: index % 2 === 0 ? 0.01 : 0.05,
        level_spread_percent: 0.2,
        first_spread_percent: 0.2,
        interval_min: 1,
        interval_max: 1,
      },
    };
  if (slot < 8)
    return {
      kind: 'iceberg',
      base: 'ETH',
      params: { total_amount: 5, tranche_amount: 0.005, limit_price: 100, interval_min: 10, interval_max: 30 },
    };
  if (slot < 9)
    return {
      kind: 'buy_sell',
      base: 'BNB',
      params: { buy_lower: 1, buy_upper: 100_000, total_budget: 100_000, single_budget: 10, interval_min: 10, interval_max: 30 },
    };
  return {
    kind: 'wangge',
    base: 'BTC',
    params: { base_order: 10, step_percent: 0.5, take_profit_percent: 0.3, total_budget: 1000, interval_seconds: 1 },
  };
}

function gridParams(index: number) {
  const wide: Record<number, [number, number, number]> = { 0: [1000, 8000, 0.01], 1: [20_000, 150_000, 0.0005], 2: [100, 1500, 0.05] };
  const [lower, upper, amount] = wide[index % 3]!;
  return { lower_price: lower, upper_price: upper, grid_count: 12, order_amount: amount, interval_seconds: 1 };
}

function startSandboxProcess(dataDir: string, adminToken: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bots-sandbox-server.ts'], {
    env: { ...process.env, SANDBOX_PORT: '0', SANDBOX_DATA_DIR: dataDir, SANDBOX_ADMIN_TOKEN: adminToken },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /sandbox: (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve({ child, url: match[1] });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}:\n${output}`)));
  });
}

async function openAccounts(url: string, adminToken: string, count: number): Promise<Array<{ api_key: string; secret: string }>> {
  const accounts: Array<{ api_key: string; secret: string }> = [];
  for (let start = 0; start < count; start += 25) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(25, count - start) }, async () => {
        const response = await fetch(`${url}/sandbox-admin/accounts`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-sandbox-admin-token': adminToken },
          body: JSON.stringify({ balances: { USDT: '1000000', ETH: '200', BTC: '10', BNB: '2000' }, permissions: { trade: true } }),
        });
        const account = (await response.json()) as { apiKey: string; secret: string };
        return { api_key: account.apiKey, secret: account.secret };
      }),
    );
    accounts.push(...batch);
  }
  return accounts;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** The runner's heap cap, as a deployment sets it (NODE_OPTIONS): V8 then collects before it grows. */
export const RUNNER_HEAP_MB = 1024;

/** Runs the bench in a child process with the runner's heap cap, and returns its figures. */
export async function run(options: Options = {}): Promise<BotsScaleResult> {
  const child = spawn(
    process.execPath,
    [`--max-old-space-size=${RUNNER_HEAP_MB}`, ...cpuProfileArgs(), '--import', 'tsx', 'bench/bots-scale.ts', String(options.bots ?? 1000)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (options.print ?? true) process.stdout.write(chunk.toString().replace(/^RESULT .*\n?/m, ''));
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const line = /^RESULT (.*)$/m.exec(output)?.[1];
  if (code !== 0 || !line) throw new Error(`bots-scale child exited with ${code}`);
  return JSON.parse(line) as BotsScaleResult;
}

async function measure(options: Options = {}): Promise<BotsScaleResult> {
  const botCount = options.bots ?? 1000;
  const warmUpMs = options.warmUpMs ?? 60_000;
  const measureMs = options.measureMs ?? 45_000;
  const print = options.print ?? true;
  const dir = mkdtempSync(join(tmpdir(), 'bench-bots-'));
  const adminToken = randomBytes(16).toString('hex');
  const sandbox = await startSandboxProcess(join(dir, 'venue'), adminToken);
  const database = await openDatabase({});
  const registry = new VenueRegistry({ includeCcxt: false });
  registry.register(await sandboxVenueDefinition('sandbox-a', sandbox.url));
  const pool = new ConnectorPool(registry);
  const hub = new MarketDataHub({ connectorFor: (venue) => pool.publicConnector(venue) });
  let runner: BotRunner | null = null;
  try {
    const accounts = await openAccounts(sandbox.url, adminToken, botCount);
    const [user] = await database.db
      .insert(users)
      .values({ userName: 'bench01', email: 'bench01@example.com', passwordHash: 'x', availableUntil: new Date(Date.now() + 86_400_000) })
      .returning();
    const rows = Array.from({ length: botCount }, (_, index) => {
      const bot = botAt(index);
      const parsed = parseBotParams(bot.kind, bot.params);
      if (!parsed.success) throw new Error(`${bot.kind}: ${JSON.stringify(parsed.error.issues)}`);
      return {
        userId: user!.id,
        kind: bot.kind,
        web: 'sandbox-a',
        base: bot.base,
        quote: 'USDT',
        params: parsed.data,
        status: 'running',
        startedAt: new Date(),
      };
    });
    const inserted = await database.db.insert(robots).values(rows).returning({ id: robots.id });
    const keyOf = new Map(inserted.map((row, index) => [row.id, accounts[index]!]));

    let measuring = false;
    let ticks = 0;
    const lags: number[] = [];
    let errors = 0;
    const setUp = new Set<number>();
    let setupsWhileMeasuring = 0;
    const errorKinds = new Map<string, number>();
    runner = new BotRunner({
      store: new RobotStore(database.db),
      clock: systemClock,
      market: hub,
      venues: {
        connector: async (bot, venueId) => {
          if (!setUp.has(bot.id) && measuring) setupsWhileMeasuring++;
          setUp.add(bot.id);
          return pool.accountConnector(venueId, keyOf.get(bot.id)!);
        },
      },
      strategies: STRATEGIES,
      metrics: {
        lag(ms) {
          if (!measuring) return;
          ticks++;
          lags.push(ms);
        },
      },
      onError: (error) => {
        errors++;
        const message = error instanceof Error ? error.message.slice(0, 160) : String(error);
        errorKinds.set(message, (errorKinds.get(message) ?? 0) + 1);
      },
    });
    const keepAlive = setInterval(() => undefined, 1000);
    await runner.resumeAll();
    if (print) console.log(`  ${botCount} bots resumed; warming up ${warmUpMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, warmUpMs));
    measuring = true;
    let rss = 0;
    let heap = 0;
    const sampler = setInterval(() => {
      const memory = process.memoryUsage();
      rss = Math.max(rss, memory.rss);
      heap = Math.max(heap, memory.heapUsed);
    }, 1000);
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, measureMs));
    measuring = false;
    clearInterval(sampler);
    clearInterval(keepAlive);
    const seconds = (Date.now() - started) / 1000;
    const [totals] = await database.db.select({ placed: sql<number>`coalesce(sum(${robots.ordersCount}), 0)::int` }).from(robots);
    const placed = totals?.placed ?? 0;
    const perKind = await database.db
      .select({ kind: robots.kind, placed: sql<number>`coalesce(sum(${robots.ordersCount}), 0)::int` })
      .from(robots)
      .groupBy(robots.kind);
    lags.sort((a, b) => a - b);
    const result: BotsScaleResult = {
      bots: botCount,
      seconds: Math.round(seconds),
      ticks,
      ticksPerSecond: Math.round(ticks / seconds),
      lagP50Ms: percentile(lags, 50),
      lagP99Ms: percentile(lags, 99),
      lagMaxMs: lags[lags.length - 1] ?? 0,
      rssMb: Math.round(rss / 2 ** 20),
      heapUsedMb: Math.round(heap / 2 ** 20),
      ordersPlaced: placed,
      runnerErrors: errors,
      setupsWhileMeasuring,
    };
    if (print) {
      console.log(`  ticks/s achieved: ${result.ticksPerSecond} (target ${botCount})`);
      console.log(
        `  lag due → start: p50 ${result.lagP50Ms} ms, p99 ${result.lagP99Ms} ms, max ${result.lagMaxMs} ms (target p99 < 100 ms)`,
      );
      console.log(`  runner memory: RSS ${result.rssMb} MB, heap ${result.heapUsedMb} MB (target < 1,536 MB)`);
      console.log(`  orders placed: ${result.ordersPlaced}; runner errors: ${result.runnerErrors}`);
      console.log(`  bots whose first setup began while measuring: ${result.setupsWhileMeasuring} (0: the figures are ticks alone)`);
      console.log(`  orders by kind: ${perKind.map((row) => `${row.kind} ${row.placed}`).join(', ')}`);
      for (const [message, count] of [...errorKinds].sort((a, b) => b[1] - a[1]).slice(0, 3)) console.log(`    ${count} × ${message}`);
    }
    return result;
  } finally {
    await runner?.close();
    hub.close();
    pool.close();
    await database.close();
    sandbox.child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const bots = Number(process.argv[2] ?? 1000);
  const result = await measure({ bots });
  console.log(`RESULT ${JSON.stringify(result)}`);
  process.exit(0);
}
