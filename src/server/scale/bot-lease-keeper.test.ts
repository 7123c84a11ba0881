// The worker's sharing pass against a stop that lands mid-pass: a bot taken over from a dead worker
// and marked stopped by the API between the claim and the read (the stop gave up waiting for a
// worker) still has the dead worker's orders out. The pass cancels them before it lets the bot go:
// its lease was the only mark of them, so a plain release would leave them on the venue for good.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestDatabase } from '../../../tests/support/databases.ts';
import type { BotRunner } from '../../engine/runner/runner.ts';
import type { BotRecord } from '../../engine/runner/store-port.ts';
import type { LogLine } from '../../engine/runner/types.ts';
import type { Database, Db } from '../db/database.ts';
import { botLeases, robots, users } from '../db/schema/index.ts';
import { createLogger } from '../logger.ts';
import { BotLeaseKeeper } from './bot-lease-keeper.ts';
import type { BotSignals } from './bot-signals.ts';

/** A runner that records what the keeper asks of it. */
function recordingRunner() {
  const calls: { call: string; botId: number; note?: string }[] = [];
  const runner = {
    adopt: async (bot: BotRecord) => {
      calls.push({ call: 'adopt', botId: bot.id });
      return true;
    },
    cancelLeftOrders: async (bot: BotRecord, note: LogLine) => {
      calls.push({ call: 'cancelLeftOrders', botId: bot.id, note: note.key });
      return true;
    },
    release: async (botId: number) => void calls.push({ call: 'release', botId }),
    stop: async () => false,
    status: () => null,
    heldBots: () => [],
    close: async () => undefined,
  };
  return { calls, runner: runner as unknown as BotRunner };
}

/** The database, with the API's stop written right after the worker's claim statement. */
function stopAfterClaim(db: Db, botId: number): Db {
  let done = false;
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver);
      return async (query: Parameters<Db['execute']>[0]) => {
        const result = await target.execute(query);
        const text = JSON.stringify(query);
        if (!done && text.includes('INSERT INTO bot_leases')) {
          done = true;
          await target.update(robots).set({ status: 'stopped' }).where(eq(robots.id, botId));
        }
        return result;
      };
    },
  });
}

describe.each(ENGINES)('the sharing pass on %s', (_engine, open) => {
  let test: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    test = await open();
    database = test.database;
  });
  afterAll(() => test.drop());

  it('cancels the dead worker’s orders of a bot stopped between its claim and its read', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ userName: 'keeper01', email: 'keeper01@example.com', passwordHash: 'x', availableUntil: new Date(Date.now() + 86_400_000) })
      .returning();
    const [bot] = await database.db
      .insert(robots)
      .values({ userId: user!.id, kind: 'grid', web: 'sandbox-a', base: 'ETH', quote: 'USDT', params: {}, status: 'running' })
      .returning({ id: robots.id });
    // Its worker died holding it: the lease ran out.
    await database.db
      .insert(botLeases)
      .values({ botId: bot!.id, workerId: 'worker-a', fence: 2, expiresAt: sql`now() - interval '1 second'` });

    const { calls, runner } = recordingRunner();
    const keeper = new BotLeaseKeeper({
      db: stopAfterClaim(database.db, bot!.id),
      workerId: 'worker-b',
      runner,
      signals: {} as BotSignals,
      log: createLogger('silent'),
      fences: new Map(),
    });
    await keeper.share();

    expect(calls).toEqual([{ call: 'cancelLeftOrders', botId: bot!.id, note: 'stoppedOrdersOfWorker' }]);
    expect(await database.db.select().from(botLeases).where(eq(botLeases.botId, bot!.id))).toEqual([]);
  });
});
