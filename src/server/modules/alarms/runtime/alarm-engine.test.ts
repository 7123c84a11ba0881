// The engine on real Postgres (in-memory PGlite): evaluations of one alert in two processes at
// once record one firing per crossing, because the alert's memory is swapped compare-and-set in
// the firing's transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../db/database.ts';
import { users } from '../../../db/schema/index.ts';
import { InProcessScheduler } from '../../../jobs/in-process-scheduler.ts';
import { createLogger } from '../../../logger.ts';
import { AlarmRepository } from '../alarm-repository.ts';
import type { AlarmRow } from '../alarm-rows.ts';
import { FiringRepository } from '../firing-repository.ts';
import { AlarmEngine } from './alarm-engine.ts';

let database: Database;
let alarm: AlarmRow;
const log = createLogger('silent');

beforeAll(async () => {
  database = await openDatabase({});
  const [user] = await database.db
    .insert(users)
    .values({ userName: 'engine01', email: 'engine01@example.com', passwordHash: 'x', availableUntil: new Date(Date.now() + 86_400_000) })
    .returning();
  alarm = await new AlarmRepository(database.db).insert(
    user!.id,
    { web: 'sandbox-a', webType: 0, base: 'BTC', quote: 'USDT', priceAbove: 100, channels: 'email', status: 'active' },
    new Date(),
  );
});
afterAll(async () => {
  await database.close();
});

/** One process's engine (no feed: the test hands it the observations). */
async function engine(): Promise<AlarmEngine> {
  const created = new AlarmEngine({
    alarms: new AlarmRepository(database.db),
    firings: new FiringRepository(database.db),
    feed: null,
    scheduler: new InProcessScheduler(database.db, log),
    now: Date.now,
    log,
  });
  await created.refresh();
  return created;
}

const at = (last: number) => () => ({ price: { last, low: last, high: last, windowMinutes: 5 } });
const firings = async () => (await new FiringRepository(database.db).listOfUser(alarm.userId, { limit: 50 })).length;

describe('alert engine across processes', () => {
  it('records one firing when two processes see the same crossing at once', async () => {
    const [a, b] = [await engine(), await engine()];
    const fired = await Promise.all([a.evaluate(alarm.id, at(101)), b.evaluate(alarm.id, at(101))]);
    expect(fired.map((list) => list.length).sort()).toEqual([0, 1]);
    expect(await firings()).toBe(1);

    // The loser reads the winner's memory: the price staying above fires nowhere.
    await Promise.all([a.evaluate(alarm.id, at(102)), b.evaluate(alarm.id, at(102))]);
    await b.evaluate(alarm.id, at(103));
    expect(await firings()).toBe(1);

    // Back under the reset band in one process, and across again in the other: one more firing.
    await a.evaluate(alarm.id, at(99));
    await b.evaluate(alarm.id, at(99)); // b's memory was stale: it re-reads it
    await Promise.all([a.evaluate(alarm.id, at(100.5)), b.evaluate(alarm.id, at(100.5))]);
    expect(await firings()).toBe(2);
  });
});
