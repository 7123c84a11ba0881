// "Stop all robots of the pair" when an alert fires: the user's bots on the alert's pair stop (with
// the alarm as their reason), the user's bot on another pair and another user's bot on the same
// pair keep running, and the firing records how many it stopped.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/index.ts';
import { expectCode, registerAccount, type TestAccount } from '../support/accounts.ts';
import { addAlarm, bindMarketAccount, firingsOf, waitFor } from '../support/alarm-client.ts';
import { fileAlarmScene } from '../support/alarm-scene.ts';

interface Robot {
  id: number;
  status: string;
  status_reason: { key: string; text: string } | null;
}

const GRID = { lower_price: 1, upper_price: 1_000_000, grid_count: 4, order_amount: 0.0002, interval_seconds: 1 };

const HOLDINGS = { BTC: '1', ETH: '10', USDT: '100000' };

const { server, mail, market, user } = fileAlarmScene({ balances: HOLDINGS });

let neighbour: TestAccount;

beforeAll(async () => {
  neighbour = await registerAccount(server, mail);
  await bindMarketAccount(neighbour.client, market, HOLDINGS);
  // Bots on more than one market at once need a plan above the trial's.
  for (const account of [user, neighbour]) {
    await server.runtime.database.db.update(users).set({ level: 'flagship' }).where(eq(users.userName, account.userName));
  }
});

async function startGrid(account: TestAccount, base: string): Promise<number> {
  const saved = expectCode(
    await account.client.call<{ robot: Robot }>('/Api/Robot/save_robot', {
      web: market.web,
      yenUnit1: base,
      yenUnit2: 'USDT',
      kind: 'grid',
      params: GRID,
    }),
    1000,
  );
  const started = expectCode(await account.client.call<{ robot: Robot }>('/Api/Robot/start_robot', { id: saved.data.robot.id }), 1000);
  expect(started.data.robot.status).toBe('running');
  return saved.data.robot.id;
}

const robot = async (account: TestAccount, id: number) =>
  expectCode(await account.client.call<{ robot: Robot }>('/Api/Robot/get_robot', { id }), 1000).data.robot;

describe('alerts that stop robots', () => {
  it('stop every robot of the user on the pair when they fire, and only those', async () => {
    const pairBots = [await startGrid(user, 'BTC'), await startGrid(user, 'BTC')];
    const otherPair = await startGrid(user, 'ETH');
    const neighbours = await startGrid(neighbour, 'BTC');
    const alarm = await addAlarm(user.client, { web: market.web, price_below: 59_000, stop_robots: true });

    market.tradeAt(58_000);
    const [firing] = await waitFor(
      'the firing to stop the robots',
      () => firingsOf(user.client, alarm.id),
      (list) => list[0]?.robots_stopped !== null && list[0]?.robots_stopped !== undefined,
    );
    expect(firing).toMatchObject({ condition: 'price_below', robots_stopped: 2 });
    for (const id of pairBots) {
      const stopped = await robot(user, id);
      expect(stopped.status).toBe('stopped');
      expect(stopped.status_reason?.key).toBe('stoppedByAlarm');
    }
    expect((await robot(user, otherPair)).status).toBe('running');
    expect((await robot(neighbour, neighbours)).status).toBe('running');
    // The e-mail says so.
    const message = await mail.next(user.email, 15_000);
    expect(message.raw.replace(/=\r?\n/g, '')).toContain('2 robots of the pair were stopped.');
  });
});
