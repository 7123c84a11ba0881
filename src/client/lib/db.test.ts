import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { TaskRecord } from './db.ts';
import { FALLBACK_PAIR, defaultPairOf, saveDefaultPair } from './default-pair.ts';
import { readMarketCache, writeMarketCache } from './market-cache.ts';
import { listSavedAccounts, removeSavedAccount, saveAccount } from './saved-accounts.ts';
import { completeTask, progressPercent, removeExpiredTasks, saveTask, tasksOf, watchTasks } from './task-records.ts';
import { freshDatabases } from './test-databases.ts';

const freshDatabase = freshDatabases('test');

const task = (overrides: Partial<TaskRecord>): TaskRecord => ({
  scheduleCode: 'S1',
  owner: 'alice',
  list: 'progress',
  type: 'distribution',
  status: 1,
  use: 3,
  skip: 1,
  fail: 0,
  total: 10,
  progress: 4,
  reqNum: 2,
  data: null,
  endTime: 2_000,
  token: 'USDT',
  web: 'bsc',
  exchange: 'pancakeswap',
  state: 'processing',
  loginTime: 1,
  addAccount: 0,
  updatedAt: 100,
  ...overrides,
});

describe('saved accounts', () => {
  it('keep each account with its login token and time, newest login first, and forget one on logout', async () => {
    const database = freshDatabase();
    await saveAccount(database, { account: 'alice', userName: 'alice', loginToken: 't1', loginTime: 10 });
    await saveAccount(database, { account: 'bob', userName: 'bob', loginToken: 't2', loginTime: 20 });
    expect((await listSavedAccounts(database)).map((a) => a.account)).toEqual(['bob', 'alice']);
    await removeSavedAccount(database, 'bob');
    expect(await listSavedAccounts(database)).toEqual([{ account: 'alice', userName: 'alice', loginToken: 't1', loginTime: 10 }]);
  });
  it('replace an account entry when the same account logs in again', async () => {
    const database = freshDatabase();
    await saveAccount(database, { account: 'alice', userName: 'alice', loginToken: 'old', loginTime: 10 });
    await saveAccount(database, { account: 'alice', userName: 'alice', loginToken: 'new', loginTime: 30 });
    expect((await listSavedAccounts(database)).map((a) => a.loginToken)).toEqual(['new']);
  });
});

describe('task records', () => {
  it('are listed per user and per list, newest first', async () => {
    const database = freshDatabase();
    await saveTask(database, task({ scheduleCode: 'A', updatedAt: 1 }));
    await saveTask(database, task({ scheduleCode: 'B', updatedAt: 5 }));
    await saveTask(database, task({ scheduleCode: 'C', owner: 'bob' }));
    await saveTask(database, task({ scheduleCode: 'D', list: 'completed', state: 'completed' }));
    expect((await tasksOf(database, 'alice', 'progress')).map((t) => t.scheduleCode)).toEqual(['B', 'A']);
    expect((await tasksOf(database, 'alice', 'completed')).map((t) => t.scheduleCode)).toEqual(['D']);
    expect((await tasksOf(database, 'bob', 'progress')).map((t) => t.scheduleCode)).toEqual(['C']);
  });
  it('move to the completed list with their final state', async () => {
    const database = freshDatabase();
    await saveTask(database, task({ scheduleCode: 'A' }));
    await completeTask(database, 'A', 'failed', 500);
    expect(await tasksOf(database, 'alice', 'progress')).toEqual([]);
    expect(await tasksOf(database, 'alice', 'completed')).toMatchObject([{ scheduleCode: 'A', state: 'failed', updatedAt: 500 }]);
  });
  it('are removed once their end time has passed', async () => {
    const database = freshDatabase();
    await saveTask(database, task({ scheduleCode: 'old', endTime: 1_000 }));
    await saveTask(database, task({ scheduleCode: 'live', endTime: 5_000 }));
    expect(await removeExpiredTasks(database, 2_000)).toBe(1);
    expect((await tasksOf(database, 'alice', 'progress')).map((t) => t.scheduleCode)).toEqual(['live']);
  });
  it('notify a watcher when a task is added', async () => {
    const database = freshDatabase();
    const seen: number[] = [];
    let resolveSecond: () => void = () => undefined;
    const second = new Promise<void>((resolve) => {
      resolveSecond = resolve;
    });
    const stop = watchTasks(database, 'alice', (tasks) => {
      seen.push(tasks.progress.length);
      if (tasks.progress.length === 1) resolveSecond();
    });
    await saveTask(database, task({ scheduleCode: 'A' }));
    await second;
    stop();
    expect(seen.at(-1)).toBe(1);
  });
  it('report progress as use + skip + fail over total', () => {
    expect(progressPercent({ progress: 4, total: 10 })).toBe(40);
    expect(progressPercent({ progress: 0, total: 0 })).toBe(0);
    expect(progressPercent({ progress: 12, total: 10 })).toBe(100);
  });
});

describe('market cache', () => {
  it('keeps each list per user and language', async () => {
    const database = freshDatabase();
    await writeMarketCache(database, 'alice', 'webList', 'en', [{ web: 'binance' }], 7);
    expect(await readMarketCache(database, 'alice', 'webList', 'en')).toEqual({ value: [{ web: 'binance' }], savedAt: 7 });
    expect(await readMarketCache(database, 'alice', 'webList', 'zh')).toBeNull();
    expect(await readMarketCache(database, 'bob', 'webList', 'en')).toBeNull();
  });
});

describe('default pair', () => {
  it('is BTC/USDT until the user saves one', async () => {
    const database = freshDatabase();
    expect(await defaultPairOf(database, 'alice')).toEqual({ owner: 'alice', ...FALLBACK_PAIR });
    await saveDefaultPair(database, {
      owner: 'alice',
      exchange: 'PancakeSwap',
      web: 'pancake',
      yenUnit1: 'CAKE',
      yenUnit2: 'BNB',
      webId: 5,
      webType: 1,
    });
    expect(await defaultPairOf(database, 'alice')).toMatchObject({ yenUnit1: 'CAKE', yenUnit2: 'BNB', webType: 1 });
    expect((await defaultPairOf(database, 'bob')).yenUnit1).toBe('BTC');
  });
});
