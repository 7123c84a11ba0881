// A batch survives a crash. The server runs in its own process; the sandbox exchange runs in the
// test's, so it outlives the server as a real venue would. While the batch places its orders, the
// venue handles each new order but drops the reply (the order stands, the server does not learn
// it), and the server is killed with SIGKILL while orders it sent are on the venue unrecorded.
// Started again on the same data folder, it resumes the task, looks those orders up by their
// client order ids instead of sending them again, and finishes the batch: every order of the batch
// is on the venue exactly once, and the task's record accounts for every one.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { type SandboxExchange, startSandboxExchange } from '../../src/sandbox/index.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { tradeOrders, tradeTaskItems, tradeTasks } from '../../src/server/db/schema/index.ts';
import { demoClient, expectCode } from '../support/accounts.ts';
import { killChildren, startChildServer } from '../support/child-server.ts';
import { TestClient } from '../support/start-test-server.ts';
import { bestPrices, progressOf, startSelfTradeBatch, waitForTask, WEB } from '../support/trade-client.ts';

const dir = mkdtempSync(join(tmpdir(), 'mmc-batch-restart-'));
const dataDir = join(dir, 'server');
let venue: SandboxExchange | undefined;
const children: ChildProcess[] = [];

afterAll(async () => {
  killChildren(children);
  await venue?.close();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

const startServer = (venueUrl: string) =>
  startChildServer('tests/support/trade-server-child.ts', { DATA_DIR: dataDir, VENUE_URL: venueUrl }, children);

async function until<T>(what: string, probe: () => Promise<T | null> | T | null, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

const taskEnded = (code: string) => new RegExp(`"task":"${code}"[^\\n]*"msg":"task ended"`);

it('finishes a batch after kill -9 and a restart, with no order placed twice', { timeout: 300_000 }, async () => {
  venue = await startSandboxExchange({ name: 'batch-restart', dataDir: join(dir, 'venue'), warmUpMs: 300_000 });
  const account = await venue.createAccount({ balances: { USDT: '1000000', BTC: '100' } });
  /** The batch's orders as the venue holds them (read in-process: polling over HTTP would spend the server's request weight). */
  const onVenue = (code: string) =>
    venue!.engine.history
      .allTracked()
      .filter((order) => order.accountId === account.accountId && order.clientOrderId.startsWith(`${code}-`));

  const first = await startServer(venue.url);
  const client = await demoClient(first.url);
  expectCode(
    await client.call('/Api/Account/bind_exchange_account', {
      web: WEB,
      remark: 'restart',
      api_key: account.apiKey,
      secret: account.secret,
    }),
    1000,
  );
  const { bid, ask } = await bestPrices(venue.url);
  const mid = (bid + ask) / 2;
  // Self-trade mode keeps the account under the venue's 200 open orders per pair: 60 pairs, 120
  // orders, about 12 s at the governor's pace for Binance's 100 new orders per 10 s; the crash comes
  // after the first 30.
  const { schedule_code: code, total } = await startSelfTradeBatch(client, mid, { pairs: 60, totalQuantity: 0.06, seed: 11 });
  expect(total).toBe(120);

  // Once the batch is under way, the venue keeps each new order and loses its reply; kill the
  // server as soon as an order it sent is on the venue but not in its record (a self-trade batch
  // sends one order at a time, so there is one such order, waiting for the reply that never comes).
  // (Polled below the progress query's limit; a status 4 answer carries no counts.)
  await until('the batch is under way', async () => ((await progressOf(client, code)).use >= 30 ? true : null));
  venue.faults.add({ kind: 'drop', after: true, path: '/api/v3/order', method: 'POST' });
  await until('orders on the venue that the server has not recorded', async () => {
    const { status, use } = await progressOf(client, code);
    return status === 1 && onVenue(code).length - use >= 1 ? true : null;
  });
  first.child.kill('SIGKILL');
  await first.exited;
  venue.faults.clear();
  expect(first.output()).not.toMatch(taskEnded(code));

  // What the crash left: items attempted without a result, some of them already on the venue.
  const placedAtKill = new Map(onVenue(code).map((order) => [order.clientOrderId, order.id]));
  const crashed = await openDatabase({ dataDir });
  let unrecorded: string[];
  try {
    const [task] = await crashed.db.select().from(tradeTasks).where(eq(tradeTasks.code, code));
    const items = await crashed.db.select().from(tradeTaskItems).where(eq(tradeTaskItems.taskId, task!.id));
    expect(items.filter((item) => item.result !== null).length).toBeLessThan(total);
    unrecorded = items
      .filter((item) => item.result === null && item.attemptedAt !== null && placedAtKill.has(item.clientOrderId!))
      .map((item) => item.clientOrderId!);
  } finally {
    await crashed.close();
  }
  expect(unrecorded.length).toBeGreaterThan(0);

  const second = await startServer(venue.url);
  // The same device and sign-in as before the crash (a new device would need a login verification).
  const again = new TestClient(second.url, { session: client.session });
  again.token = client.token;
  const progress = await waitForTask(again, code, 120_000);
  expect(progress.status).toBe(2);
  expect(progress.use + progress.skip + progress.fail).toBe(total);
  expect(second.output()).toMatch(taskEnded(code));

  // On the venue: each client order id of the batch once, as many orders as the record has placed,
  // and the orders that were there unrecorded at the crash are the same orders, not new ones.
  const ours = onVenue(code);
  const ids = ours.map((order) => order.clientOrderId);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toHaveLength(progress.use);
  const venueIdOf = new Map(ours.map((order) => [order.clientOrderId, String(order.id)]));
  for (const id of unrecorded) expect(venueIdOf.get(id)).toBe(String(placedAtKill.get(id)));
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);

  // The record: every item has a result, exactly the items recorded as placed are on the venue under
  // their venue order ids, and the order history holds each of them.
  const database = await openDatabase({ dataDir });
  try {
    const [task] = await database.db.select().from(tradeTasks).where(eq(tradeTasks.code, code));
    const items = await database.db.select().from(tradeTaskItems).where(eq(tradeTaskItems.taskId, task!.id));
    expect(items).toHaveLength(total);
    expect(items.filter((item) => item.result === null)).toEqual([]);
    const placed = items.filter((item) => item.result === 'use');
    expect(placed.map((item) => item.clientOrderId).sort()).toEqual([...ids].sort());
    for (const item of placed) expect(item.venueOrderId).toBe(venueIdOf.get(item.clientOrderId!));
    const history = await database.db.select().from(tradeOrders).where(eq(tradeOrders.scheduleCode, code));
    expect(history.map((order) => order.clientOrderId).sort()).toEqual([...ids].sort());
  } finally {
    await database.close();
  }
});
