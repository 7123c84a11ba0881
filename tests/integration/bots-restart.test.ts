// Restart with bots running: a runner process is killed (kill -9) while its bots place orders; a new
// runner on the same database resumes every bot, reconciles its open orders with the venue by client
// order id, and no order is ever placed twice.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { botOrderPrefix } from '../../src/engine/runner/client-order-id.ts';
import { type SandboxExchange, startSandboxExchange } from '../../src/sandbox/index.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { robotLogs, robotOrders, robots, users } from '../../src/server/db/schema/index.ts';
import { parseBotParams } from '../../src/shared/bots/catalogue.ts';
import { sandboxBinance } from './sandbox-ccxt-client.ts';
import { nodeArgsFor } from '../support/test-bundles.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'mmc-bots-restart-'));
let venue: SandboxExchange | undefined;
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await venue?.close();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

function startRunner(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, nodeArgsFor('tests/support/bot-runner-child.ts'), {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`runner did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/ready \d+/.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`runner exited with ${code}:\n${output}`)));
  });
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('resumes every running bot after kill -9, reconciles open orders, and never places an order twice', { timeout: 300_000 }, async () => {
  venue = await startSandboxExchange({ name: 'restart', seed: 'restart', dataDir: join(dataDir, 'venue'), warmUpMs: 0 });
  const account = await venue.createAccount({ balances: { USDT: '200000', BTC: '5', ETH: '100' } });
  const client = sandboxBinance(venue.url, account);
  await client.loadMarkets();

  mkdirSync(join(dataDir, 'db'), { recursive: true });
  const database = await openDatabase({ dataDir: join(dataDir, 'db') });
  const [user] = await database.db
    .insert(users)
    .values({ userName: 'restart01', email: 'restart01@example.com', passwordHash: 'x', availableUntil: new Date(Date.now() + 86_400_000) })
    .returning();
  const bot = async (kind: 'budan_new' | 'grid', base: string, params: Record<string, unknown>) => {
    const parsed = parseBotParams(kind, params);
    if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
    const [row] = await database.db
      .insert(robots)
      .values({
        userId: user!.id,
        kind,
        web: 'sandbox-a',
        base,
        quote: 'USDT',
        params: parsed.data,
        status: 'running',
        startedAt: new Date(),
      })
      .returning();
    return row!.id;
  };
  const book = await bot('budan_new', 'BTC', {
    levels_per_side: 20,
    order_amount: 0.002,
    level_spread_percent: 0.1,
    first_spread_percent: 0.1,
    interval_min: 1,
    interval_max: 2,
  });
  const grid = await bot('grid', 'ETH', { lower_price: 1000, upper_price: 6000, grid_count: 30, order_amount: 0.01, interval_seconds: 1 });
  await database.close();

  const env = { DATA_DIR: join(dataDir, 'db'), VENUE_URL: venue.url, API_KEY: account.apiKey, SECRET: account.secret };
  const openOf = async (botId: number, symbol: string) =>
    (await client.fetchOpenOrders(symbol)).filter((order) => order.clientOrderId?.startsWith(botOrderPrefix(botId)));

  // Kill the first runner while the order book bot is still laying its ladder.
  const first = await startRunner(env);
  await until('the ladder is half laid', async () => (await openOf(book, 'BTC/USDT')).length >= 12);
  first.kill('SIGKILL');
  await new Promise((resolve) => first.once('exit', resolve));

  const second = await startRunner(env);
  await until('the ladder is complete', async () => (await openOf(book, 'BTC/USDT')).length >= 36);
  await until('the grid is laid', async () => (await openOf(grid, 'ETH/USDT')).length >= 25);
  second.kill('SIGTERM');
  await new Promise((resolve) => second.once('exit', resolve));

  const check = await openDatabase({ dataDir: join(dataDir, 'db') });
  try {
    for (const [botId, symbol] of [
      [book, 'BTC/USDT'],
      [grid, 'ETH/USDT'],
    ] as const) {
      const everything = (await client.fetchOrders(symbol, undefined, 1000)).filter((order) =>
        order.clientOrderId?.startsWith(botOrderPrefix(botId)),
      );
      const ids = everything.map((order) => order.clientOrderId);
      // Never placed twice: each client order id reached the venue once.
      expect(new Set(ids).size).toBe(ids.length);
      const recorded = await check.db.select().from(robotOrders).where(eq(robotOrders.botId, botId));
      const known = new Set(recorded.map((order) => order.clientOrderId));
      expect(ids.filter((id) => !known.has(id!))).toEqual([]);
      // Reconciled: what the venue holds open is what the bot's records hold open.
      const venueOpen = (await openOf(botId, symbol)).map((order) => order.clientOrderId).sort();
      const recordedOpen = recorded
        .filter((order) => order.status === 'open')
        .map((order) => order.clientOrderId)
        .sort();
      expect(recordedOpen).toEqual(venueOpen);
      const keys = (await check.db.select().from(robotLogs).where(eq(robotLogs.botId, botId))).map((line) => line.key);
      expect(keys).toContain('resumedAfterRestart');
    }
    // The ladder has its 20 levels a side, not more: nothing was laid twice.
    const ladder = await openOf(book, 'BTC/USDT');
    expect(ladder.filter((order) => order.side === 'buy').length).toBeLessThanOrEqual(20);
    expect(ladder.filter((order) => order.side === 'sell').length).toBeLessThanOrEqual(20);
    const statuses = await check.db.select({ status: robots.status }).from(robots);
    expect(statuses.map((row) => row.status)).toEqual(['running', 'running']);
  } finally {
    await check.close();
  }
});
