import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SchedulePollerHost } from './poller-host.ts';
import { EMPTY_POLLER_STATE, type PollerEffect, type PollerState, type ScheduleAnswer } from './schedule-poller.ts';
import { newOrderTask } from './task-fixtures.ts';

const task = newOrderTask({ scheduleCode: 'T1', total: 3 });

function fakeHost(answers: ScheduleAnswer[], home = true) {
  const saved: PollerState[] = [];
  const published: PollerEffect[] = [];
  const queried: number[] = [];
  const host = new SchedulePollerHost({
    query: async () => {
      queried.push(Date.now());
      const next = answers.shift();
      if (!next) throw new Error('no answer');
      return next;
    },
    load: async () => EMPTY_POLLER_STATE,
    save: async (_owner, state) => {
      saved.push(state);
    },
    publish: (_owner, effects) => published.push(...effects),
    isHomePage: () => home,
    now: () => Date.now(),
  });
  return { host, saved, published, queried };
}

describe('the poller host', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls at once, again after 5 s while running, and ends with the refreshes when done', async () => {
    const { host, saved, published, queried } = fakeHost([
      { status: 1, use: 1, skip: 0, fail: 0, total: 3 },
      { status: 2, use: 3, skip: 0, fail: 0, total: 3 },
    ]);
    await host.start('demo01', task, true);
    expect(saved.at(-1)?.progress).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(queried).toHaveLength(1);
    expect(saved.at(-1)?.progress[0]).toMatchObject({ use: 1, status: 1 });
    await vi.advanceTimersByTimeAsync(4_900);
    expect(queried).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(queried).toHaveLength(2);
    const final = await host.stateOf('demo01');
    expect(final.progress).toEqual([]);
    expect(final.completed[0]).toMatchObject({ state: 'completed', progress: 3 });
    expect(published.map((effect) => effect.kind)).toEqual(['refreshOrders', 'refreshBalance', 'ended']);
    host.stop();
  });

  it('outside the home page the lists are emptied and nothing is polled', async () => {
    const { host, queried } = fakeHost([{ status: 1, use: 0, skip: 0, fail: 0, total: 3 }], false);
    await host.start('demo01', task, true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(queried).toHaveLength(0);
    expect(await host.stateOf('demo01')).toEqual(EMPTY_POLLER_STATE);
  });

  it('a resume reads the saved lists afresh, so records another host wrote are kept, not overwritten', async () => {
    let stored: PollerState = EMPTY_POLLER_STATE;
    // Two hosts over the same saved lists, every task still running.
    const hostOnStore = () =>
      new SchedulePollerHost({
        query: async () => ({ status: 1, use: 1, skip: 0, fail: 0, total: 3 }),
        load: async () => stored,
        save: async (_owner, state) => {
          stored = state;
        },
        publish: () => undefined,
        isHomePage: () => true,
        now: () => Date.now(),
      });
    const host = hostOnStore();
    await host.resume('demo01');
    expect(stored.progress).toEqual([]);
    // Another host (a page without a worker) saves a task behind this host's back.
    const other = hostOnStore();
    await other.start('demo01', task, true);
    other.stop();
    await host.resume('demo01');
    expect(stored.progress.map((saved) => saved.scheduleCode)).toEqual(['T1']);
    expect((await host.stateOf('demo01')).progress).toHaveLength(1);
    host.stop();
  });
});
