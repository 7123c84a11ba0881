// /data's 30-day view for a user with 1,000,000 bot fills over 30 days (6 bots on 3 markets, one of
// them quoted in BNB so the total values a second quote), on PostgreSQL (127.0.0.1:5432, a scratch
// database created and dropped, TEST_POSTGRES_URL to point elsewhere) and on embedded PGlite. The fills are inserted through the
// triggers, 5,000 rows a statement, so trade_hourly is what the product itself would have built
// (not computed beside it). Prints, per engine: the load; the median time of the 30-day view in
// total (USDT) and for one market through the call's own handler and repository, beside a scan of
// robot_fills for the same figures (what the rollup saves); and the trigger's cost per fill, as
// the runner writes fills (500 a statement) and as a single fill, against the same inserts with
// the trigger disabled (in alternating rounds, medians: the machine is shared and one timing is
// noisy). Figures only; nothing is asserted.
// `npm run bench analytics-data`, or alone: `node --import tsx bench/analytics-data.ts`.
import { UsdtPricer } from '../src/server/modules/analytics/assets/usdt-pricer.ts';
import { pathToFileURL } from 'node:url';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/database.ts';
import { assetSnapshots, robots, tradeHourly, users } from '../src/server/db/schema/index.ts';
import type { CallContext } from '../src/server/http/call-registry.ts';
import { translatorFor } from '../src/server/i18n.ts';
import { getDataOverviewCall } from '../src/server/modules/analytics/trading/get-data-overview.ts';
import { tradingRepository } from '../src/server/modules/analytics/trading/trading-repository.ts';
import { createVenueServices } from '../src/server/venues/venue-services.ts';
import { getDataOverview } from '../src/shared/contracts/data/index.ts';
import { openPgliteForTest, openPostgresForTest, type TestDatabase } from '../tests/support/databases.ts';

const FILLS = 1_000_000;
const DAYS = 30;
const LOAD_ROWS_PER_STATEMENT = 5_000;
/** The runner's write-behind writes at most this many fills a statement. */
const RUNNER_ROWS_PER_STATEMENT = 500;
const OVERHEAD_FILLS = 50_000;
const SINGLE_FILLS = 2_000;
const OVERHEAD_ROUNDS = 5;
const VIEW_RUNS = 9;
const DAY_MS = 86_400_000;
const NOW = Date.UTC(2026, 5, 30, 12);
const MARKETS = [
  { base: 'ETH', quote: 'USDT', price: 2000 },
  { base: 'BTC', quote: 'USDT', price: 60_000 },
  { base: 'CAKE', quote: 'BNB', price: 0.004 },
];

interface EngineFigures {
  loadSeconds: number;
  fillsPerSecond: number;
  hourlyRows: number;
  viewTotalMs: number;
  viewMarketMs: number;
  scanTotalMs: number;
  triggerUsPerFillBatched: number;
  triggerUsPerFillSingle: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function medianMs(work: () => Promise<unknown>): Promise<number> {
  await work(); // warm: plans and caches, as for a reader's second look
  const runs: number[] = [];
  for (let run = 0; run < VIEW_RUNS; run++) runs.push(await timed(work));
  return median(runs);
}

async function userWithBots(db: Database['db'], name: string): Promise<{ userId: number; botIds: number[] }> {
  const [user] = await db
    .insert(users)
    .values({ userName: name, email: `${name}@example.com`, passwordHash: 'x', availableUntil: new Date(NOW + DAY_MS) })
    .returning({ id: users.id });
  const botIds: number[] = [];
  for (const market of MARKETS) {
    for (const kind of ['grid', 'shua']) {
      const [bot] = await db
        .insert(robots)
        .values({ userId: user!.id, kind, web: 'sandbox-a', base: market.base, quote: market.quote, params: {} })
        .returning({ id: robots.id });
      botIds.push(bot!.id);
    }
  }
  return { userId: user!.id, botIds };
}

/**
 * Fills `first`..`last` of a user's bots, made by the database (generate_series), spread evenly over
 * the 30 days before NOW, round-robin over the bots, alternating sides, a fee in the quote.
 */
function insertFills(db: Database['db'], botIds: number[], first: number, last: number) {
  const spacingMs = (DAYS * DAY_MS) / FILLS;
  const bots = sql.raw(`array[${botIds.join(',')}]`);
  const prices = sql.raw(`array[${botIds.map((_, index) => MARKETS[Math.floor(index / 2)]!.price).join(',')}]::float8[]`);
  return db.execute(sql`
    insert into robot_fills (bot_id, client_order_id, slot, web, tag, side, price, amount, fee, fee_asset, at)
    select (${bots})[1 + g % ${botIds.length}], 'bench-' || g, 'primary', 'sandbox-a', 'bench',
      case when g % 2 = 0 then 'buy' else 'sell' end,
      (${prices})[1 + g % ${botIds.length}] * (1 + (g % 100) / 10000.0),
      0.01, 0.00001, 'USDT',
      to_timestamp((${NOW - DAYS * DAY_MS}::float8 + g * ${spacingMs}::float8) / 1000)
    from generate_series(${first}::int, ${last}::int) as g`);
}

async function insertInStatements(db: Database['db'], botIds: number[], count: number, perStatement: number, offset = 0) {
  for (let first = offset; first < offset + count; first += perStatement) {
    await insertFills(db, botIds, first, Math.min(offset + count, first + perStatement) - 1);
  }
}

/**
 * Microseconds the trigger adds to each fill: the same inserts (for two other users) with it and
 * without it, in alternating rounds so neither side has the warmer cache, median of the rounds.
 */
async function triggerOverheadUs(db: Database['db'], count: number, perStatement: number, tag: string): Promise<number> {
  const users = { on: await userWithBots(db, `${tag}on`), off: await userWithBots(db, `${tag}off`) };
  const perFill = { on: [] as number[], off: [] as number[] };
  const perRound = count / OVERHEAD_ROUNDS;
  for (let round = 0; round < OVERHEAD_ROUNDS; round++) {
    for (const mode of ['on', 'off'] as const) {
      await db.execute(sql.raw(`alter table robot_fills ${mode === 'on' ? 'enable' : 'disable'} trigger robot_fills_trade_hourly`));
      const ms = await timed(() => insertInStatements(db, users[mode].botIds, perRound, perStatement, round * perRound));
      perFill[mode].push((ms * 1000) / perRound);
    }
  }
  await db.execute(sql`alter table robot_fills enable trigger robot_fills_trade_hourly`);
  return median(perFill.on) - median(perFill.off);
}

/** The same figures as the view's total, summed from robot_fills itself: what /data would cost without the rollup. */
function scanFills(db: Database['db'], userId: number, from: number) {
  return db.execute(sql`
    select to_char((f.at at time zone 'UTC') + interval '480 minutes', 'YYYY-MM-DD') as day, r.quote,
      sum(f.amount) filter (where f.side = 'buy'), sum(f.amount * f.price) filter (where f.side = 'buy'),
      sum(f.amount) filter (where f.side = 'sell'), sum(f.amount * f.price) filter (where f.side = 'sell'), count(*)
    from robot_fills f join robots r on r.id = f.bot_id
    where r.user_id = ${userId} and f.at >= ${new Date(from).toISOString()}::timestamptz
    group by 1, 2`);
}

async function measure(database: Database, print: (line: string) => void): Promise<EngineFigures> {
  const db = database.db;
  const reader = await userWithBots(db, 'reader01');
  // BNB's price, as the snapshot job would have written it: the total needs no venue.
  await db.insert(assetSnapshots).values({
    userId: reader.userId,
    takenAt: new Date(NOW - 600_000),
    sourceType: 'cex',
    source: 'sandbox-a',
    asset: 'BNB',
    amount: 1,
    priceUsdt: 600,
    valueUsdt: 600,
  });
  const loadMs = await timed(() => insertInStatements(db, reader.botIds, FILLS, LOAD_ROWS_PER_STATEMENT));
  const [counted] = await db.select({ n: count() }).from(tradeHourly).where(eq(tradeHourly.userId, reader.userId));
  const hourlyRows = counted?.n ?? 0;
  print(
    `  loaded ${FILLS.toLocaleString('en')} fills in ${(loadMs / 1000).toFixed(1)} s (${Math.round(FILLS / (loadMs / 1000)).toLocaleString('en')} fills/s, triggers on); trade_hourly holds ${hourlyRows.toLocaleString('en')} rows for the user`,
  );

  const venues = createVenueServices({ includeCcxt: false });
  try {
    const call = getDataOverviewCall({ venues, now: () => NOW }, tradingRepository(db), new UsdtPricer(venues, () => NOW));
    const ctx = {
      user: { userId: reader.userId, account: 'reader01', sessionId: 'bench' },
      t: translatorFor('en'),
      language: 'en',
    } as unknown as CallContext;
    const view = (request: Record<string, unknown>) =>
      call.handle(getDataOverview.request.parse({ days: 30, utc_offset: 480, ...request }), ctx);
    const viewTotalMs = await medianMs(() => view({}));
    const viewMarketMs = await medianMs(() => view({ web: 'sandbox-a', yenUnit1: 'ETH', yenUnit2: 'USDT' }));
    const scanTotalMs = await medianMs(() => scanFills(db, reader.userId, NOW - DAYS * DAY_MS));
    print(
      `  30-day view, total in USDT: ${viewTotalMs.toFixed(1)} ms; one market: ${viewMarketMs.toFixed(1)} ms (median of ${VIEW_RUNS}); the same from robot_fills: ${scanTotalMs.toFixed(0)} ms`,
    );

    const batched = await triggerOverheadUs(db, OVERHEAD_FILLS, RUNNER_ROWS_PER_STATEMENT, 'batch');
    const single = await triggerOverheadUs(db, SINGLE_FILLS, 1, 'single');
    print(`  trigger cost per fill: ${batched.toFixed(1)} µs in 500-fill statements, ${single.toFixed(0)} µs for a fill alone`);
    return {
      loadSeconds: loadMs / 1000,
      fillsPerSecond: FILLS / (loadMs / 1000),
      hourlyRows,
      viewTotalMs,
      viewMarketMs,
      scanTotalMs,
      triggerUsPerFillBatched: batched,
      triggerUsPerFillSingle: single,
    };
  } finally {
    venues.close();
  }
}

async function onEngine(open: () => Promise<TestDatabase>, print: (line: string) => void): Promise<EngineFigures> {
  const { database, drop } = await open();
  try {
    return await measure(database, print);
  } finally {
    await drop();
  }
}

export async function run(options: { print?: boolean } = {}) {
  const print = options.print === false ? () => undefined : (line: string) => console.log(line);
  print('PostgreSQL:');
  const postgres = await onEngine(openPostgresForTest, print);
  print('PGlite (embedded):');
  const pglite = await onEngine(openPgliteForTest, print);
  return { postgres, pglite };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await run();
  process.exit(0);
}
