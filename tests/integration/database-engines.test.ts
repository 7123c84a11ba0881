import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestErrorLogs } from '../../src/server/db/schema/index.ts';
import { InProcessScheduler } from '../../src/server/jobs/in-process-scheduler.ts';
import { createLogger } from '../../src/server/logger.ts';
import { versionRepository } from '../../src/server/modules/system/version-repository.ts';
import { ENGINES, type TestDatabase } from '../support/databases.ts';

describe.each(ENGINES)('the schema and repositories on %s', (_engine, open) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await open();
  });
  afterAll(async () => {
    await test?.drop();
  });

  it('applies every migration and stores and reads rows', async () => {
    const { db } = test.database;
    const [row] = await db.insert(requestErrorLogs).values({ url: '/Api/System/echo', httpCode: 500, result: '{"code":1500}' }).returning();
    expect(row?.id).toBeGreaterThan(0);
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it('remembers the newest version a device refused, once per version', async () => {
    const repo = versionRepository(test.database.db);
    expect(await repo.latestIgnored('device-a')).toBeNull();
    await repo.ignore('device-a', '6.4.0');
    await repo.ignore('device-a', '6.4.0');
    expect(await repo.latestIgnored('device-a')).toBe('6.4.0');
    expect(await repo.latestIgnored('device-b')).toBeNull();
  });

  it('runs a delayed job once and keeps a recurring one going', async () => {
    const scheduler = new InProcessScheduler(test.database.db, createLogger('silent'));
    const ran: string[] = [];
    let recurring = 0;
    const twice = new Promise<void>((resolve) => {
      scheduler.define('count', async () => {
        recurring += 1;
        if (recurring === 2) resolve();
      });
    });
    const once = new Promise<void>((resolve) => {
      scheduler.define('note', async (data) => {
        ran.push((data as { text: string }).text);
        resolve();
      });
    });
    await scheduler.start();
    await scheduler.at('note-1', new Date(Date.now() + 20), 'note', { text: 'hello' });
    await scheduler.every('count-1', 30, 'count');
    await Promise.all([once, twice]);
    await scheduler.cancel('count-1');
    await scheduler.stop();
    expect(ran).toEqual(['hello']);
    expect(recurring).toBeGreaterThanOrEqual(2);
  });

  it('runs a delayed job that was due while the process was down, after the restart', async () => {
    const before = new InProcessScheduler(test.database.db, createLogger('silent'));
    before.define('remind', async () => {
      throw new Error('must not run before the restart');
    });
    await before.start();
    await before.at('remind-1', new Date(Date.now() + 60_000), 'remind', { who: 'demo' });
    await before.stop(); // the process goes away before the job is due

    const after = new InProcessScheduler(test.database.db, createLogger('silent'));
    const ran = new Promise<unknown>((resolve) => after.define('remind', async (data) => resolve(data)));
    // Bring the due time forward, as if the minute had passed while the process was down.
    await after.at('remind-1', new Date(Date.now() - 1000), 'remind', { who: 'demo' });
    await after.start();
    expect(await ran).toEqual({ who: 'demo' });
    await after.stop();
  });
});
