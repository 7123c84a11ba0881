// The scaled-out mode's capacity: for 1, 2 and 4 workers, a fresh deployment (tests/scale/cluster.ts:
// its own PostgreSQL database and Redis prefix, an API process and the workers) trades on two
// sandbox exchanges running in this process. Bots (the mix of bots-scale.ts, one tick a second,
// each with its own user and API key) are added in steps as running rows; the workers take them up
// through their leases. At each step, after a warm-up, every worker's report line
// (src/server/scale/worker-report.ts, every 10 s here) gives its tick lag; the ramp stops at the
// first step where a worker's p99 reaches 100 ms, or at 2,000 bots. Prints, per worker count, the
// most bots held with every worker's p99 < 100 ms, that p99, and each worker's RSS.
// `npm run bench scale-out` (opt-in: 6-12 minutes on two cores), or a part of it alone:
// `node --import tsx bench/scale-out.ts 2 100,200` (2 workers, two steps). Needs PostgreSQL and Redis.
import { gt, sql } from 'drizzle-orm';
import { pathToFileURL } from 'node:url';
import { type SandboxExchange, startSandboxExchange } from '../src/sandbox/index.ts';
import type { Db } from '../src/server/db/database.ts';
import { botLeases, exchangeAccounts, robots, users } from '../src/server/db/schema/index.ts';
import { sealCredentials } from '../src/server/modules/exchange-accounts/credential-vault.ts';
import type { WorkerFigures } from '../src/server/scale/worker-report.ts';
import { SecretBox } from '../src/server/security/secret-box.ts';
import { type BotKey, parseBotParams } from '../src/shared/bots/catalogue.ts';
import { type ClusterProcess, startCluster } from '../tests/scale/cluster.ts';
import { RUNNER_HEAP_MB } from './bots-scale.ts';

const WORKER_COUNTS = [1, 2, 4];
const STEPS = [100, 200, 400, 800, 1200, 1600, 2000];
const REPORT_MS = 10_000;
/** After the last bot is leased: markets loaded, first orders placed. */
const WARM_UP_MS = 10_000;
const LEASE_TIMEOUT_MS = 120_000;
const P99_LIMIT_MS = 100;
const VENUES = ['sandbox-a', 'sandbox-b'] as const;

export interface StepFigures {
  bots: number;
  /** Per worker, from its first report of a whole period after the warm-up. */
  workers: WorkerFigures[];
  p99Ms: number;
  passed: boolean;
  note?: string;
}

export interface ScaleOutResult {
  workers: number;
  /** The most bots held with every worker's p99 under the limit (0: not even the first step). */
  bots: number;
  p99Ms: number | null;
  rssMb: number[];
  steps: StepFigures[];
}

/** The mix of bots-scale.ts, per ten bots: five grids, two order-book managers, one each of batch selling, range buy/sell and martingale. */
function botAt(index: number): { kind: BotKey; base: string; params: Record<string, unknown> } {
  const slot = index % 10;
  const base = ['ETH', 'BTC', 'BNB'][index % 3]!;
  if (slot < 5) {
    const wide: Record<number, [number, number, number]> = { 0: [1000, 8000, 0.01], 1: [20_000, 150_000, 0.0005], 2: [100, 1500, 0.05] };
    const [lower, upper, amount] = wide[index % 3]!;
    return {
      kind: 'grid',
      base,
      params: { lower_price: lower, upper_price: upper, grid_count: 12, order_amount: amount, interval_seconds: 1 },
    };
  }
  if (slot < 7) {
    const eth = index % 2 === 0;
    const params = {
      levels_per_side: 10,
      order_amount: eth ? 0.01 : 0.05,
      level_spread_percent: 0.2,
      first_spread_percent: 0.2,
      interval_min: 1,
      interval_max: 1,
    };
    return { kind: 'budan_new', base: eth ? 'ETH' : 'BNB', params };
  }
  if (slot < 8)
    return {
      kind: 'iceberg',
      base: 'ETH',
      params: { total_amount: 5, tranche_amount: 0.005, limit_price: 100, interval_min: 10, interval_max: 30 },
    };
  if (slot < 9) {
    const params = { buy_lower: 1, buy_upper: 100_000, total_budget: 100_000, single_budget: 10, interval_min: 10, interval_max: 30 };
    return { kind: 'buy_sell', base: 'BNB', params };
  }
  return {
    kind: 'wangge',
    base: 'BTC',
    params: { base_order: 10, step_percent: 0.5, take_profit_percent: 0.3, total_budget: 1000, interval_seconds: 1 },
  };
}

/** Bots [from, to): each with its own user and a key on its venue, inserted running. */
async function addBots(db: Db, box: SecretBox, sandboxes: SandboxExchange[], from: number, to: number): Promise<void> {
  const indexes = Array.from({ length: to - from }, (_, offset) => from + offset);
  const owners = await db
    .insert(users)
    .values(
      indexes.map((index) => ({
        userName: `scaleout${index}`,
        email: `scaleout${index}@example.com`,
        passwordHash: 'x',
        availableUntil: new Date(Date.now() + 86_400_000),
      })),
    )
    .returning({ id: users.id });
  const accounts = [];
  for (const [at, index] of indexes.entries()) {
    const web = VENUES[index % 2]!;
    const key = await sandboxes[index % 2]!.createAccount({ balances: { USDT: '1000000', ETH: '200', BTC: '10', BNB: '2000' } });
    const userId = owners[at]!.id;
    const credentialsSealed = sealCredentials(box, userId, web, { api_key: key.apiKey, secret: key.secret });
    accounts.push({ userId, web, remark: 'scale-out', credentialsSealed, fieldsSet: 'api_key,secret', status: 'normal' });
  }
  await db.insert(exchangeAccounts).values(accounts);
  const rows = indexes.map((index, at) => {
    const bot = botAt(index);
    const parsed = parseBotParams(bot.kind, bot.params);
    if (!parsed.success) throw new Error(`${bot.kind}: ${JSON.stringify(parsed.error.issues)}`);
    const userId = owners[at]!.id;
    return {
      userId,
      kind: bot.kind,
      web: VENUES[index % 2]!,
      base: bot.base,
      quote: 'USDT',
      params: parsed.data,
      status: 'running',
      startedAt: new Date(),
    };
  });
  await db.insert(robots).values(rows);
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<boolean> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) return false;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return true;
}

/** The lines a worker has written so far, without the one it may be half-way through. */
function completeLines(worker: ClusterProcess): string[] {
  const output = worker.output();
  return output.slice(0, output.lastIndexOf('\n')).split('\n');
}

/** A worker's first report covering a whole period that began at or after `since`. */
function reportSince(worker: ClusterProcess, since: number): WorkerFigures | null {
  for (const text of completeLines(worker)) {
    if (!text.includes('"worker figures:')) continue;
    const entry = JSON.parse(text) as WorkerFigures & { time: number };
    if (entry.time - REPORT_MS >= since) return entry;
  }
  return null;
}

async function measureStep(db: Db, workers: ClusterProcess[], bots: number): Promise<StepFigures> {
  const leased = async () => {
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(botLeases).where(gt(botLeases.expiresAt, sql`now()`));
    return (row?.count ?? 0) >= bots;
  };
  const failed = (note: string): StepFigures => ({ bots, workers: [], p99Ms: Number.NaN, passed: false, note });
  if (!(await until(leased, LEASE_TIMEOUT_MS))) return failed(`not all leased within ${LEASE_TIMEOUT_MS / 1000} s`);
  await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
  const since = Date.now();
  const reports: Array<WorkerFigures | null> = workers.map(() => null);
  const reported = () => {
    for (const [at, worker] of workers.entries()) reports[at] ??= reportSince(worker, since);
    return reports.every((report) => report !== null) || workers.some((worker) => worker.child.exitCode !== null);
  };
  await until(reported, 2 * REPORT_MS + 10_000);
  if (reports.some((report) => report === null)) return failed('a worker did not report (exited or stalled)');
  const figures = reports as WorkerFigures[];
  const p99Ms = Math.max(...figures.map((report) => report.lagP99Ms));
  const held = figures.reduce((sum, report) => sum + report.bots, 0);
  const passed = p99Ms < P99_LIMIT_MS && held === bots;
  return { bots, workers: figures, p99Ms, passed, ...(held === bots ? {} : { note: `workers hold ${held} bots` }) };
}

function stepLine(figures: StepFigures): string {
  if (figures.workers.length === 0) return `${figures.bots} bots: ${figures.note}`;
  const each = (pick: (report: WorkerFigures) => number) => figures.workers.map(pick).join('/');
  const ticksPerSecond = each((report) => Math.round(report.ticks / (REPORT_MS / 1000)));
  const lag = `lag p50 ${each((report) => report.lagP50Ms)} p99 ${each((report) => report.lagP99Ms)} max ${each((report) => report.lagMaxMs)} ms`;
  const note = figures.note ? ` (${figures.note})` : '';
  return `${figures.bots} bots: held ${each((report) => report.bots)}, ticks/s ${ticksPerSecond}, ${lag}, RSS ${each((report) => report.rssMb)} MB${note}`;
}

/** Error and fatal lines the workers have logged so far (pino levels 50 and 60), and the last one's message. */
function errorLines(workers: ClusterProcess[]): string {
  const lines = workers.flatMap(completeLines).filter((text) => /"level":[56]0/.test(text));
  const last = lines.at(-1);
  if (!last) return '0';
  const entry = JSON.parse(last) as { msg?: string; err?: { message?: string } };
  return `${lines.length} (last: ${entry.msg ?? ''}${entry.err?.message ? `: ${entry.err.message.slice(0, 120)}` : ''})`;
}

async function measureWorkers(workerCount: number, steps: number[]): Promise<ScaleOutResult> {
  const sandboxes: SandboxExchange[] = [];
  // Every bot loads the markets through its own key at its start; the public market data of all
  // workers comes from one IP. Raised as bots-sandbox-server.ts does, so the venue is not the limit.
  for (const name of VENUES) {
    sandboxes.push(
      await startSandboxExchange({ name, seed: `scale-out-${name}`, warmUpMs: 600_000, rateLimits: { requestWeightPerMinute: 1_000_000 } }),
    );
  }
  const cluster = await startCluster({
    sandboxExchanges: VENUES.map((name, index) => ({ name, url: sandboxes[index]!.url })),
    env: { WORKER_REPORT_MS: String(REPORT_MS), NODE_OPTIONS: `--max-old-space-size=${RUNNER_HEAP_MB}` },
  });
  const result: ScaleOutResult = { workers: workerCount, bots: 0, p99Ms: null, rssMb: [], steps: [] };
  try {
    await cluster.startApi();
    const { db } = cluster.database;
    const box = new SecretBox([Buffer.from(cluster.env.MASTER_KEY!, 'base64')]);
    const workers = await Promise.all(Array.from({ length: workerCount }, () => cluster.startWorker()));
    let bots = 0;
    for (const step of steps) {
      await addBots(db, box, sandboxes, bots, step);
      bots = step;
      const figures = await measureStep(db, workers, step);
      result.steps.push(figures);
      const [totals] = await db.select({ placed: sql<number>`coalesce(sum(${robots.ordersCount}), 0)::int` }).from(robots);
      console.log(
        `  ${workerCount} worker(s), ${stepLine(figures)}; orders placed so far ${totals?.placed ?? 0}, error lines ${errorLines(workers)}`,
      );
      if (!figures.passed) break;
      Object.assign(result, { bots: step, p99Ms: figures.p99Ms, rssMb: figures.workers.map((report) => report.rssMb) });
    }
    return result;
  } finally {
    await cluster.close();
    for (const sandbox of sandboxes) await sandbox.close();
  }
}

function printTable(results: ScaleOutResult[]): void {
  const rows = [
    ['workers', `bots held at p99 < ${P99_LIMIT_MS} ms`, 'p99 at that count', 'RSS per worker (MB)', 'next step'],
    ...results.map((result) => {
      const next = result.steps.find((step) => !step.passed);
      const nextText = next
        ? `${next.bots}: ${next.workers.length > 0 ? `p99 ${next.p99Ms} ms` : ''}${next.note ? ` ${next.note}` : ''}`.trim()
        : 'cap reached';
      return [
        String(result.workers),
        String(result.bots),
        result.p99Ms === null ? '-' : `${result.p99Ms} ms`,
        result.rssMb.join(' / ') || '-',
        nextText,
      ];
    }),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) console.log(`  ${row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')}`.trimEnd());
}

export async function run(options: { workerCounts?: number[]; steps?: number[] } = {}): Promise<Array<Omit<ScaleOutResult, 'steps'>>> {
  const started = Date.now();
  const results: ScaleOutResult[] = [];
  for (const workers of options.workerCounts ?? WORKER_COUNTS) results.push(await measureWorkers(workers, options.steps ?? STEPS));
  printTable(results);
  console.log(`  (${Math.round((Date.now() - started) / 1000)} s in all)`);
  return results.map(({ steps: _steps, ...summary }) => summary);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const workerCounts = process.argv[2] ? process.argv[2].split(',').map(Number) : undefined;
  const steps = process.argv[3] ? process.argv[3].split(',').map(Number) : undefined;
  await run({ ...(workerCounts ? { workerCounts } : {}), ...(steps ? { steps } : {}) });
  process.exit(0);
}
