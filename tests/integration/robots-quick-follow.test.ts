// Quick Follow over real HTTP on the embedded server (spec §4): starting it switches off the
// order-book (budan_new) and volume (shua) bots of the user on that market, and only those; both
// sides say so in their logs.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/index.ts';
import { expectCode } from '../support/accounts.ts';
import { type ExchangeTestServer, startExchangeTestServer } from '../support/exchange-server.ts';
import type { CallResult } from '../support/start-test-server.ts';

interface Robot {
  id: number;
  status: string;
  status_reason: { key: string; text: string } | null;
}
interface LogList {
  list: Array<{ robot_id: number; key: string; text: string }>;
}

let server: ExchangeTestServer;
beforeAll(async () => {
  server = await startExchangeTestServer();
  await server.runtime.database.db
    .update(users)
    .set({ level: 'flagship', availableUntil: new Date(Date.now() + 86_400_000) })
    .where(eq(users.userName, 'demo01'));
}, 180_000);
afterAll(async () => {
  await server?.stop();
}, 60_000);

const call = <T>(path: string, payload: unknown): Promise<CallResult<T>> => server.demo.call<T>(path, payload);

async function saveAndStart(kind: string, params: Record<string, unknown>, base = 'BTC'): Promise<number> {
  const saved = expectCode(
    await call<{ robot: Robot }>('/Api/Robot/save_robot', { web: 'sandbox-a', yenUnit1: base, yenUnit2: 'USDT', kind, params }),
    1000,
  );
  const id = saved.data.robot.id;
  expectCode(await call<{ robot: Robot }>('/Api/Robot/start_robot', { id, legal_confirmed: true }), 1000);
  return id;
}
const robot = async (id: number) => expectCode(await call<{ robot: Robot }>('/Api/Robot/get_robot', { id }), 1000).data.robot;
const logOf = async (id: number) => expectCode(await call<LogList>('/Api/Markets/get_runtime_log', { robot_id: id }), 1000).data.list;

it('starting quick follow switches off budan_new and shua on its market, logged on both', { timeout: 120_000 }, async () => {
  const book = await saveAndStart('budan_new', { order_amount: 0.0002, levels_per_side: 2 });
  const volume = await saveAndStart('shua', { target_volume: 0.01, single_amount: 0.0002 });
  const grid = await saveAndStart('grid', {
    lower_price: 1,
    upper_price: 1_000_000,
    grid_count: 4,
    order_amount: 0.0002,
    interval_seconds: 5,
  });
  expect((await robot(book)).status).toMatch(/running|paused/);
  expect((await robot(volume)).status).toMatch(/running|paused/);

  const quick = await saveAndStart('real_genpan_quick', { reference_web: 'sandbox-b', order_amount: 0.0002 });
  expect((await robot(quick)).status).toMatch(/running|paused/);
  for (const id of [book, volume]) {
    const switchedOff = await robot(id);
    expect(switchedOff.status).toBe('stopped');
    expect(switchedOff.status_reason?.key).toBe('stoppedByQuickFollow');
    expect(switchedOff.status_reason?.text).toBe(`Switched off: Quick Follow #${quick} started on this market.`);
    expect((await logOf(id)).some((entry) => entry.key === 'stoppedByQuickFollow')).toBe(true);
  }
  // Other kinds on the market go on.
  expect((await robot(grid)).status).toMatch(/running|paused/);
  const quickLog = await logOf(quick);
  const line = quickLog.find((entry) => entry.key === 'quickFollowSwitchedOff');
  expect(line?.text).toBe(`Switched off the order-book and volume bots on this market: #${book}, #${volume}.`);

  for (const id of [quick, grid]) expectCode(await call('/Api/Robot/stop_robot', { id }), 1000);
});
