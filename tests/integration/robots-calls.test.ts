// The bot calls over real HTTP on the embedded server, as the demo user with the sandbox accounts
// bound: save with the catalogue's rules, start and stop with the plan's checks (expired plan, level,
// markets at once, legal confirmation), "same parameters", the bot list, and the robot log in the
// user's language with its filters.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { robotOrders, users } from '../../src/server/db/schema/index.ts';
import { expectCode } from '../support/accounts.ts';
import { fileExchangeServer } from '../support/exchange-server.ts';
import type { CallResult } from '../support/start-test-server.ts';

interface Robot {
  id: number;
  kind: string;
  status: string;
  orders: number;
  status_reason: { key: string; text: string } | null;
  legal_confirmed: boolean;
  params: Record<string, unknown>;
}
interface LogList {
  list: Array<{ robot_id: number; key: string; text: string; exchange: string }>;
  total: number;
}

const server = fileExchangeServer();

const call = <T>(path: string, payload: unknown): Promise<CallResult<T>> => server.demo.call<T>(path, payload);
const db = () => server.runtime.database.db;
const setPlan = (level: string, availableUntil = new Date(Date.now() + 86_400_000)) =>
  db().update(users).set({ level, availableUntil }).where(eq(users.userName, 'demo01'));
/** users.type: 1 a designated test account (the demo user), 0 an ordinary one. */
const setAccountType = (type: number) => db().update(users).set({ type }).where(eq(users.userName, 'demo01'));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const market = (base: string) => ({ web: 'sandbox-a', yenUnit1: base, yenUnit2: 'USDT' });
const gridParams = { lower_price: 1, upper_price: 1_000_000, grid_count: 4, order_amount: 0.0002, interval_seconds: 1 };

async function save(kind: string, params: Record<string, unknown>, base = 'BTC', id?: number) {
  return call<{ robot: Robot }>('/Api/Robot/save_robot', { ...market(base), kind, params, ...(id ? { id } : {}) });
}

describe('bot calls', () => {
  let gridId = 0;

  it('saves a bot with its kind’s rules and refuses broken ones with the rule’s message', async () => {
    const saved = expectCode(await save('grid', gridParams), 1000);
    expect(saved.data.robot).toMatchObject({ kind: 'grid', status: 'stopped', orders: 0, legal_confirmed: true });
    expect(saved.data.robot.params).toMatchObject({ grid_count: 4, spacing: 'arithmetic' });
    gridId = saved.data.robot.id;
    const broken = await save('buy_sell', { buy_lower: 10, buy_upper: 20, total_budget: 100, single_budget: 200 });
    expect(broken.code).toBe(1010);
    expect(broken.msg).toBe('Single budget cannot exceed the total budget.');
    const incomplete = await save('grid', { lower_price: 1, upper_price: 2 });
    expect(incomplete.code).toBe(1010);
    expect(incomplete.msg).toBe('Incomplete parameters.');
    // A futures market of the same venue is refused: only Quick Follow sizes its orders from a futures wallet.
    const futures = await call('/Api/Robot/save_robot', { ...market('BTC'), web_type: 3, kind: 'grid', params: gridParams });
    expect(futures.code).toBe(1010);
    expect(futures.msg).toBe(
      "This bot runs on spot markets (only Quick Follow also runs on futures): choose the exchange's spot market for this pair.",
    );
  });

  it('starts a bot, which places orders and logs them; the same parameters on a running bot are refused', async () => {
    await setPlan('flagship');
    const started = expectCode(await call<{ robot: Robot }>('/Api/Robot/start_robot', { id: gridId }), 1000);
    expect(started.data.robot.status).toBe('running');
    const robot = await until(
      async () => (await call<{ robot: Robot }>('/Api/Robot/get_robot', { id: gridId })).data.robot,
      (value) => value.orders >= 2,
    );
    expect(robot.status).toBe('running');
    const same = await save('grid', gridParams, 'BTC', gridId);
    expect(same.code).toBe(7001);
    expect(same.msg).toBe('Same parameters as active bot. Modify before saving.');
    const list = expectCode(await call<{ list: Robot[] }>('/Api/Markets/get_robot_list_alone', {}), 1000);
    expect(list.data.list.find((entry) => entry.id === gridId)).toMatchObject({ status: 'running' });
    const perMarket = expectCode(await call<{ list: Robot[] }>('/Api/Robot/get_robot_list', market('ETH')), 1000);
    expect(perMarket.data.list).toEqual([]);
  });

  it('shows the robot log in the user’s language, filtered by exchange and text', async () => {
    const log = await until(
      async () => expectCode(await call<LogList>('/Api/Markets/get_runtime_log', { web: 'sandbox-a', searchValue: 'placed' }), 1000).data,
      (value) => value.total >= 2,
    );
    expect(log.list.every((entry) => entry.key === 'orderPlaced' && entry.exchange === 'Sandbox A')).toBe(true);
    expect(log.list[0]!.text).toMatch(/^Placed a (buy|sell) order: 0\.0002 at [\d.]+\.$/);
    const byPair = await call<LogList>('/Api/Markets/get_runtime_log', { exchange: 'BTC/USDT' });
    expect(byPair.data.list.some((entry) => entry.key === 'started')).toBe(true);
    expect((await call<LogList>('/Api/Markets/get_runtime_log', { exchange: 'ETH/USDT' })).data.total).toBe(0);
    server.demo.language = 'zh';
    const zh = await call<LogList>('/Api/Markets/get_runtime_log', { robot_id: gridId });
    server.demo.language = 'en';
    expect(zh.data.list.find((entry) => entry.key === 'started')?.text).toBe('机器人已启动。');
  });

  it('checks the plan before a start: level, legal confirmation, markets at once', async () => {
    const book = expectCode(await save('budan_new', { order_amount: 0.001, levels_per_side: 3 }), 1000).data.robot;
    expect(book.legal_confirmed).toBe(false);
    await setPlan('personal');
    // The demo user is a designated test account, granted every level: on Basic it only needs the notice.
    expect((await call('/Api/Robot/start_robot', { id: book.id })).code).toBe(7004);
    // As an ordinary account its plan decides.
    await setAccountType(0);
    const locked = await call('/Api/Robot/start_robot', { id: book.id });
    expect(locked.code).toBe(7002);
    await setPlan('enterprise');
    const unconfirmed = await call('/Api/Robot/start_robot', { id: book.id });
    expect(unconfirmed.code).toBe(7004);

    // Basic runs bots on one market at a time: the grid holds BTC/USDT, so ETH/USDT must wait.
    await setPlan('personal');
    const iceberg = expectCode(await save('iceberg', { total_amount: 0.01, tranche_amount: 0.005, limit_price: 1_000_000 }, 'ETH'), 1000)
      .data.robot;
    const full = await call('/Api/Robot/start_robot', { id: iceberg.id });
    expect(full.code).toBe(7003);
    expect(full.msg).toBe('Your plan allows bots on 1 markets at once. Stop the bots of another market or upgrade your plan.');

    await setPlan('enterprise');
    const confirmed = expectCode(await call<{ robot: Robot }>('/Api/Robot/start_robot', { id: book.id, legal_confirmed: true }), 1000);
    expect(confirmed.data.robot).toMatchObject({ status: 'running', legal_confirmed: true });
    expectCode(await call('/Api/Robot/stop_robot', { id: book.id }), 1000);
    await setAccountType(1);
  });

  it('refuses starts on an expired plan with the spec’s message, and stops running bots at expiry', async () => {
    await setPlan('flagship');
    const other = expectCode(await save('grid', gridParams, 'ETH'), 1000).data.robot;
    expectCode(await call('/Api/Robot/start_robot', { id: other.id }), 1000);
    await setPlan('flagship', new Date(Date.now() - 1000));
    const again = expectCode(await save('grid', { ...gridParams, grid_count: 5 }, 'BNB'), 1000).data.robot;
    const expired = await call('/Api/Robot/start_robot', { id: again.id });
    expect(expired.code).toBe(3001);
    expect(expired.msg).toBe('Your plan has expired. Please renew to continue using the service.');
    // At expiry the running bots stop (the grid on BTC/USDT and the one on ETH/USDT).
    expect(await server.runtime.robots.stopExpired()).toBe(2);
    const stopped = expectCode(await call<{ robot: Robot }>('/Api/Robot/get_robot', { id: other.id }), 1000).data.robot;
    expect(stopped.status).toBe('stopped');
    expect(stopped.status_reason?.text).toBe('Stopped: your plan has expired. Please renew to continue using the service.');
    await setPlan('flagship');
    expectCode(await call('/Api/Robot/start_robot', { id: gridId }), 1000);
  });

  it('stops a bot at once with no order left open, and deletes only stopped bots', async () => {
    await setPlan('flagship');
    const running = await call('/Api/Robot/delete_robot', { id: gridId });
    expect(running.code).toBe(7007);
    const stopped = expectCode(await call<{ robot: Robot }>('/Api/Robot/stop_robot', { id: gridId }), 1000);
    expect(stopped.data.robot.status).toBe('stopped');
    expect(stopped.data.robot.status_reason?.text).toBe('Stopped by the user.');
    const live = await db()
      .select()
      .from(robotOrders)
      .where(inArray(robotOrders.status, ['open', 'pending']));
    expect(live.filter((order) => order.botId === gridId)).toEqual([]);
    expectCode(await call('/Api/Robot/delete_robot', { id: gridId }), 1000);
    expect((await call('/Api/Robot/get_robot', { id: gridId })).code).toBe(7005);
  });
});
