// Which stopped bots a starting process tries again for orders they may have left (in-memory
// PGlite): stopped recently, with an order still open or pending; not a running bot, not one whose
// orders all closed, not one stopped long ago.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OrderRecord } from '../../../engine/runner/store-port.ts';
import { type Database, openDatabase } from '../../db/database.ts';
import { robots, users } from '../../db/schema/index.ts';
import { RobotStore } from './robot-store.ts';

let database: Database;
let store: RobotStore;
let owner: number;

beforeAll(async () => {
  database = await openDatabase({});
  store = new RobotStore(database.db);
  const [row] = await database.db
    .insert(users)
    .values({ userName: 'owner01', email: 'owner01@example.com', passwordHash: 'x', availableUntil: new Date(Date.now() + 86_400_000) })
    .returning({ id: users.id });
  owner = row!.id;
});
afterAll(() => database.close());

/** A bot with one order in `orderStatus`, then put in `status` (stopped `stoppedAgoMs` ago). */
async function botWith(orderStatus: OrderRecord['status'], status: 'stopped' | 'running', stoppedAgoMs = 0): Promise<number> {
  const [bot] = await database.db
    .insert(robots)
    .values({ userId: owner, kind: 'budan_new', web: 'sandbox-a', base: 'ETH', quote: 'USDT', params: {} })
    .returning({ id: robots.id });
  const botId = bot!.id;
  const now = Date.now();
  await store.recordIntents([
    {
      clientOrderId: `b${botId}-1`,
      botId,
      step: 1,
      venue: 'primary',
      venueId: 'sandbox-a',
      symbol: 'ETH/USDT',
      tag: 'level',
      side: 'buy',
      type: 'limit',
      price: 1800,
      amount: 0.05,
      filled: 0,
      average: null,
      status: 'pending',
      venueOrderId: null,
      reason: null,
      createdAt: now,
      updatedAt: now,
    },
  ]);
  if (orderStatus !== 'pending') {
    const [order] = await store.openOrders(botId);
    await store.updateOrders([{ ...order!, status: orderStatus, updatedAt: now }]);
  }
  await store.setStatus(botId, status);
  if (status === 'stopped') {
    await database.db
      .update(robots)
      .set({ stoppedAt: new Date(now - stoppedAgoMs) })
      .where(eq(robots.id, botId));
  }
  return botId;
}

it('names the bots stopped within the span with an order open or pending, and no other', async () => {
  const openAfterStop = await botWith('open', 'stopped', 60_000);
  const pendingAfterStop = await botWith('pending', 'stopped', 0);
  const allCancelled = await botWith('canceled', 'stopped', 60_000);
  const stoppedLongAgo = await botWith('open', 'stopped', 20 * 60_000);
  const running = await botWith('open', 'running');

  const named = await store.stoppedWithOrdersLeft(15 * 60_000);
  expect(named.sort((a, b) => a - b)).toEqual([openAfterStop, pendingAfterStop]);
  expect(named).not.toContain(allCancelled);
  expect(named).not.toContain(stoppedLongAgo);
  expect(named).not.toContain(running);
});
