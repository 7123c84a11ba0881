import { describe, expect, it } from 'vitest';
import type { JobScheduler } from '../../jobs/scheduler.ts';
import type { Logger } from '../../logger.ts';
import { TaskAbort, type TaskExecutor } from './task-executor.ts';
import type { TaskItemRow, TaskRepository, TaskRow } from './task-repository.ts';
import { TaskService } from './task-service.ts';

/** A task of `count` items kept in memory, with what the service did to each. */
function memoryTasks(count: number, lastDoneAt: Date | null = null) {
  const task = { id: 1, code: 'Tspaced', status: 0, action: 'spaced', userId: 1 } as TaskRow;
  const items = Array.from(
    { length: count },
    (_, index) => ({ index, attempts: 0, attemptedAt: null, result: null }) as unknown as TaskItemRow,
  );
  const attempted: number[] = [];
  const repo = {
    byCode: async () => task,
    markRunning: async () => undefined,
    pendingItems: async () => items.filter((item) => item.result === null).map((item) => ({ ...item })),
    lastDoneAt: async () => lastDoneAt,
    markAttempted: async (_task: number, index: number, attempts: number) => {
      attempted.push(index);
      Object.assign(items[index]!, { attempts, attemptedAt: new Date() });
    },
    markOnChain: async (_task: number, index: number) => {
      items[index]!.reason = 'pendingOnChain';
    },
    onChainItems: async () => items.filter((item) => item.result === null && item.reason === 'pendingOnChain').map((item) => ({ ...item })),
    recordResult: async (_task: number, index: number, outcome: { result: string; reason?: string | null }) => {
      if (items[index]!.result !== null) return;
      items[index]!.result = outcome.result;
      items[index]!.reason = outcome.reason ?? null;
    },
    failPending: async (_task: number, reason: string) => {
      for (const item of items) if (item.result === null) Object.assign(item, { result: 'fail', reason });
    },
    counts: async () => ({ use: items.filter((item) => item.result === 'use').length, skip: 0, fail: 0 }),
    finish: async (_task: number, status: number) => {
      task.status = status;
    },
  } as unknown as TaskRepository;
  const scheduler = { define: () => undefined, at: async () => undefined } as unknown as JobScheduler;
  const log = { info: () => undefined, warn: () => undefined } as unknown as Logger;
  const service = new TaskService({ repo, scheduler, push: null, venueName: (web) => web, now: Date.now, log });
  return { service, task, items, attempted };
}

function spacedExecutor(gapMs: number, starts: number[]): TaskExecutor {
  return {
    failureKey: 'task.swapFailed',
    concurrency: 1,
    spacingMs: () => gapMs,
    prepare: async () => async () => {
      starts.push(Date.now());
      return { result: 'use' };
    },
  };
}

describe('task service: spaced items', () => {
  it('runs the first item at once and each next one the gap after the one before ended', async () => {
    const { service, task } = memoryTasks(3);
    const starts: number[] = [];
    service.register('spaced', spacedExecutor(120, starts));
    const begun = Date.now();
    await service.run('Tspaced');
    expect(task.status).toBe(2);
    expect(starts[0]! - begun).toBeLessThan(100);
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(115);
    expect(starts[2]! - starts[1]!).toBeGreaterThanOrEqual(115);
  });

  it('after a restart waits the gap from the last item that ended before it, not from the restart', async () => {
    const { service } = memoryTasks(1, new Date(Date.now() - 100));
    const starts: number[] = [];
    service.register('spaced', spacedExecutor(300, starts));
    const begun = Date.now();
    await service.run('Tspaced');
    expect(starts[0]! - begun).toBeGreaterThanOrEqual(180);
    expect(starts[0]! - begun).toBeLessThan(290);
  });

  it('stops waiting when the server closes, leaving the waiting item unattempted for the next start', async () => {
    const { service, task, attempted } = memoryTasks(2);
    const starts: number[] = [];
    service.register('spaced', spacedExecutor(60_000, starts));
    const run = service.run('Tspaced');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = Date.now();
    await service.close();
    await expect(run).rejects.toThrow(/interrupted/);
    expect(Date.now() - closing).toBeLessThan(1000);
    expect(attempted).toEqual([0]);
    expect(task.status).toBe(0);
  });
});

describe('task service: items whose transaction is out there', () => {
  it('releases an item pending on chain when the task is failed, and records the outcome of one that landed', async () => {
    const { service, task, items } = memoryTasks(3);
    const released: number[] = [];
    service.register('spaced', {
      failureKey: 'task.swapFailed',
      concurrency: 1,
      prepare: async () => async (item) => {
        if (item.index === 2) throw new TaskAbort('walletMissing');
        throw new Error('rpc down');
      },
      onChain: {
        pending: async () => true,
        bump: async () => undefined,
        release: async (_task, item) => {
          released.push(item.index);
          return item.index === 1 ? { result: 'use' } : null;
        },
      },
    });
    await service.run('Tspaced');
    expect(released).toEqual([0, 1, 2]);
    expect(items.map((item) => [item.result, item.reason])).toEqual([
      ['fail', 'walletMissing'],
      ['use', null],
      ['fail', 'walletMissing'],
    ]);
    expect(task.status).toBe(2);
  }, 10_000);
});
