// The scheduler contract on both implementations: the in-process one on an in-memory PGlite, and
// the BullMQ one on the machine's Redis (127.0.0.1:6379) under a key prefix of its own per test.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { openPgliteForTest } from '../../../tests/support/databases.ts';
import { scheduledJobs } from '../db/schema/index.ts';
import { BullMqScheduler } from './bullmq-scheduler.ts';
import { InProcessScheduler } from './in-process-scheduler.ts';
import { describeSchedulerContract, type SchedulerStore } from './scheduler-contract.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describeSchedulerContract('in-process', async (): Promise<SchedulerStore> => {
  const test = await openPgliteForTest();
  const { db } = test.database;
  return {
    open: ({ log, retryDelay }) => new InProcessScheduler(db, log, Date.now, retryDelay),
    clear: async () => {
      await db.delete(scheduledJobs);
    },
    close: () => test.drop(),
  };
});

describeSchedulerContract('BullMQ', async (): Promise<SchedulerStore> => {
  const admin = new Redis(REDIS_URL);
  const freshPrefix = () => `mmc-test-${randomBytes(6).toString('hex')}`;
  let prefix = freshPrefix();
  return {
    open: ({ log, retryDelay }) => new BullMqScheduler({ redisUrl: REDIS_URL, prefix, log, ...(retryDelay ? { retryDelay } : {}) }),
    clear: async () => {
      for await (const keys of admin.scanStream({ match: `${prefix}:*`, count: 500 })) {
        if ((keys as string[]).length > 0) await admin.del(...(keys as string[]));
      }
      prefix = freshPrefix();
    },
    close: async () => {
      await admin.quit();
    },
  };
});
