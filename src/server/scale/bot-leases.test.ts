// Bot leases on the product's migrations (PGlite and PostgreSQL): a worker takes bots nobody holds,
// takes over a lease that ran out (raising its fence), and a worker that lost a bot, or whose lease
// is about to run out, cannot write an order intent for it, so it cannot place the order.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestDatabase } from '../../../tests/support/databases.ts';
import type { OrderRecord } from '../../engine/runner/store-port.ts';
import type { Database } from '../db/database.ts';
import { botLeases, robotOrders, robots, users } from '../db/schema/index.ts';
import { botLeaseRepository } from './bot-lease-repository.ts';
import { FencedRobotStore, LeaseLostError, PLACE_MARGIN_MS } from './fenced-robot-store.ts';

const TTL_MS = 15_000;

function intent(botId: number, step: number): OrderRecord {
  return {
    botId,
    step,
    clientOrderId: `lease-test-${botId}-${step}`,
    venue: 'primary',
    venueId: 'sandbox-a',
    symbol: 'ETH/USDT',
    type: 'limit',
    tag: 'level',
    side: 'buy',
    price: 100,
    amount: 1,
    filled: 0,
    average: null,
    status: 'pending',
    createdAt: Date.now(),
    venueOrderId: null,
    reason: null,
    updatedAt: Date.now(),
  };
}

describe.each(ENGINES)('bot leases on %s', (_engine, open) => {
  let test: TestDatabase;
  let database: Database;
  let botIds: number[];

  beforeAll(async () => {
    test = await open();
    database = test.database;
    const [user] = await database.db
      .insert(users)
      .values({ userName: 'lease01', email: 'lease01@example.com', passwordHash: 'x', availableUntil: new Date(Date.now() + 86_400_000) })
      .returning();
    const rows = await database.db
      .insert(robots)
      .values(
        [0, 1, 2].map((index) => ({
          userId: user!.id,
          kind: 'grid',
          web: 'sandbox-a',
          base: 'ETH',
          quote: 'USDT',
          params: {},
          status: index < 2 ? 'running' : 'stopped',
        })),
      )
      .returning({ id: robots.id });
    botIds = rows.map((row) => row.id);
  });
  afterAll(() => test.drop());

  it('hands each running bot to one worker, and a lapsed lease to the next under a higher fence', async () => {
    const a = botLeaseRepository(database.db, 'worker-a');
    const b = botLeaseRepository(database.db, 'worker-b');
    const claimedByA = await a.claim(10, TTL_MS);
    expect(claimedByA.map((lease) => lease.botId).sort()).toEqual(botIds.slice(0, 2));
    expect(claimedByA.every((lease) => lease.fence === 1 && lease.previous === null)).toBe(true);
    expect(await b.claim(10, TTL_MS)).toEqual([]);

    // worker-a stops renewing (it died): once its lease has run out, worker-b takes the bot.
    await database.db.update(botLeases).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(botLeases.botId, botIds[0]!));
    expect(await b.claim(10, TTL_MS)).toEqual([{ botId: botIds[0], fence: 2, previous: 'worker-a' }]);
    expect((await a.renew(TTL_MS)).map((lease) => lease.botId)).toEqual([botIds[1]]);
    expect((await b.renew(TTL_MS)).map((lease) => [lease.botId, lease.status])).toEqual([[botIds[0], 'running']]);
  });

  it('writes order intents only under the current fence', async () => {
    const stale = new FencedRobotStore(database.db, 'worker-a', new Map([[botIds[0]!, 1]]));
    await expect(stale.recordIntents([intent(botIds[0]!, 1)])).rejects.toBeInstanceOf(LeaseLostError);
    const current = new FencedRobotStore(database.db, 'worker-b', new Map([[botIds[0]!, 2]]));
    await current.recordIntents([intent(botIds[0]!, 2)]);
    const written = await database.db.select({ id: robotOrders.clientOrderId }).from(robotOrders).where(eq(robotOrders.botId, botIds[0]!));
    expect(written.map((row) => row.id)).toEqual([`lease-test-${botIds[0]}-2`]);
  });

  it('refuses an intent under a lease with less than the placing margin left', async () => {
    await database.db
      .update(botLeases)
      .set({ expiresAt: sql`now() + ${PLACE_MARGIN_MS / 2}::double precision * interval '1 millisecond'` })
      .where(eq(botLeases.botId, botIds[1]!));
    const store = new FencedRobotStore(database.db, 'worker-a', new Map([[botIds[1]!, 1]]));
    const refused = await store.recordIntents([intent(botIds[1]!, 1)]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(LeaseLostError);
    expect((refused as LeaseLostError).botIds).toEqual([botIds[1]]);
  });

  it('hands a stopped bot whose lease ran out (its worker died holding it) to one worker, to cancel its orders', async () => {
    const stopped = botIds[2]!;
    const a = botLeaseRepository(database.db, 'worker-a');
    const c = botLeaseRepository(database.db, 'worker-c');
    // Without a lease, or under a live one, a stopped bot is nobody's to clean up.
    expect(await c.claimLeftStopped(10, TTL_MS)).toEqual([]);
    await database.db
      .insert(botLeases)
      .values({ botId: stopped, workerId: 'worker-a', fence: 3, expiresAt: sql`now() + interval '10 seconds'` });
    expect(await c.claimLeftStopped(10, TTL_MS)).toEqual([]);
    // The running bots are not taken this way, even when their leases ran out.
    await database.db.update(botLeases).set({ expiresAt: sql`now() - interval '1 second'` });
    expect(await c.claimLeftStopped(10, TTL_MS)).toEqual([{ botId: stopped, fence: 4, previous: 'worker-a' }]);
    expect(await a.claimLeftStopped(10, TTL_MS)).toEqual([]);
    await c.release([stopped]);
    expect(await database.db.select().from(botLeases).where(eq(botLeases.botId, stopped))).toEqual([]);
    await database.db.update(botLeases).set({ expiresAt: sql`now() + interval '15 seconds'` });
  });

  it("frees a worker's leases when it leaves", async () => {
    await botLeaseRepository(database.db, 'worker-b').leave();
    const left = await database.db.select().from(botLeases);
    expect(left.map((row) => row.workerId)).toEqual(['worker-a']);
  });
});
