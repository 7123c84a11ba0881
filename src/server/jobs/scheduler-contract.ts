// What every JobScheduler promises, as one suite that scheduler.test.ts runs against each
// implementation. Times are tens to hundreds of milliseconds; the suite waits by polling, and
// "nothing else ran" is checked after a later sentinel job has run, not after a sleep.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger, type Logger } from '../logger.ts';
import type { JobHandler, JobScheduler } from './scheduler.ts';

export interface SchedulerOptions {
  log: Logger;
  retryDelay?: (attempt: number) => number;
}

/** Where one implementation keeps its jobs (a database, a Redis prefix), shared by the schedulers it opens. */
export interface SchedulerStore {
  /** A scheduler on this store; a second one sees the same jobs, as a restarted process would. */
  open(options: SchedulerOptions): JobScheduler;
  /** Forgets every job, so each test starts empty. */
  clear(): Promise<void>;
  close(): Promise<void>;
}

interface Run {
  data: unknown;
  id: string;
  attempt: number;
  at: number;
}

// Timers and Redis' millisecond scores may fire a few milliseconds before the due time.
const EARLY_MS = 15;
const WAIT = { timeout: 5_000, interval: 5 };

function recorder(): { runs: Run[]; handler: JobHandler } {
  const runs: Run[] = [];
  return { runs, handler: async (data, job) => void runs.push({ data, ...job, at: Date.now() }) };
}

export function describeSchedulerContract(name: string, openStore: () => Promise<SchedulerStore>): void {
  describe(`the ${name} scheduler`, () => {
    let store: SchedulerStore;
    let opened: JobScheduler[] = [];
    let logged: Array<Record<string, unknown>> = [];

    beforeAll(async () => {
      store = await openStore();
    });
    afterEach(async () => {
      await Promise.all(opened.map((scheduler) => scheduler.stop()));
      opened = [];
      logged = [];
      await store.clear();
    });
    afterAll(async () => {
      await store?.close();
    });

    function open(retryDelay?: (attempt: number) => number): JobScheduler {
      const log = createLogger('warn', { write: (line: string) => void logged.push(JSON.parse(line)) });
      const scheduler = store.open({ log, ...(retryDelay ? { retryDelay } : {}) });
      opened.push(scheduler);
      return scheduler;
    }

    /** Runs a job at `time` and resolves once it has run: everything due before it has had its turn. */
    async function sentinel(scheduler: JobScheduler, time: number): Promise<void> {
      const ran = recorder();
      scheduler.define('sentinel', ran.handler);
      await scheduler.at('sentinel', new Date(time), 'sentinel');
      await vi.waitFor(() => expect(ran.runs).toHaveLength(1), WAIT);
    }

    it('every() runs a job one interval from now, then again at each interval, with its data', async () => {
      const scheduler = open();
      const ticks = recorder();
      scheduler.define('tick', ticks.handler);
      await scheduler.start();
      const calledAt = Date.now();
      await scheduler.every('bot:7', 80, 'tick', { bot: 7 });
      await vi.waitFor(() => expect(ticks.runs.length).toBeGreaterThanOrEqual(3), WAIT);
      expect(ticks.runs[0]!.at).toBeGreaterThanOrEqual(calledAt + 80 - EARLY_MS);
      expect(ticks.runs.slice(0, 3)).toMatchObject([
        { data: { bot: 7 }, id: 'bot:7', attempt: 1 },
        { data: { bot: 7 }, id: 'bot:7', attempt: 1 },
        { data: { bot: 7 }, id: 'bot:7', attempt: 1 },
      ]);
    });

    it('every() again with the same id replaces the interval and data instead of adding a job', async () => {
      const scheduler = open();
      const ticks = recorder();
      scheduler.define('tick', ticks.handler);
      await scheduler.start();
      const calledAt = Date.now();
      await scheduler.every('bot:7', 1_500, 'tick', { version: 1 });
      await scheduler.every('bot:7', 50, 'tick', { version: 2 });
      // Past the first run of the replaced schedule: it never ran, and the new interval was in
      // force (the old one allows one run by then; a loaded machine may stretch 50 ms a lot).
      await sentinel(scheduler, calledAt + 1_600);
      expect(ticks.runs.length).toBeGreaterThanOrEqual(2);
      expect(ticks.runs.map((run) => run.data)).not.toContainEqual({ version: 1 });
    });

    it('a recurring run that outlasts its interval is not overlapped by the next one', async () => {
      const scheduler = open();
      let runs = 0;
      let active = 0;
      let mostAtOnce = 0;
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      scheduler.define('tick', async () => {
        runs += 1;
        active += 1;
        mostAtOnce = Math.max(mostAtOnce, active);
        if (runs === 1) await released;
        active -= 1;
      });
      await scheduler.start();
      await scheduler.every('bot:7', 30, 'tick');
      await vi.waitFor(() => expect(runs).toBe(1), WAIT);
      // Several intervals go by while the first run holds.
      await sentinel(scheduler, Date.now() + 200);
      release();
      await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(2), WAIT);
      expect(mostAtOnce).toBe(1);
    });

    it('at() runs a job once at its time and not before', async () => {
      const scheduler = open();
      const notes = recorder();
      scheduler.define('note', notes.handler);
      await scheduler.start();
      const runAt = Date.now() + 150;
      await scheduler.at('note:1', new Date(runAt), 'note', { text: 'hello' });
      await sentinel(scheduler, runAt + 150);
      expect(notes.runs).toMatchObject([{ data: { text: 'hello' }, id: 'note:1', attempt: 1 }]);
      expect(notes.runs[0]!.at).toBeGreaterThanOrEqual(runAt - EARLY_MS);
    });

    it('at() with a time that has passed runs the job at once', async () => {
      const scheduler = open();
      const notes = recorder();
      scheduler.define('note', notes.handler);
      await scheduler.start();
      await scheduler.at('note:1', new Date(Date.now() - 60_000), 'note', { text: 'late' });
      // "At once" as against 60 s from now, which a sign error would give.
      await vi.waitFor(() => expect(notes.runs).toMatchObject([{ data: { text: 'late' }, id: 'note:1' }]), WAIT);
    });

    it('at() again with the same id replaces the earlier job', async () => {
      const scheduler = open();
      const notes = recorder();
      scheduler.define('note', notes.handler);
      await scheduler.start();
      const now = Date.now();
      await scheduler.at('note:1', new Date(now + 100), 'note', { version: 1 });
      await scheduler.at('note:1', new Date(now + 200), 'note', { version: 2 });
      await sentinel(scheduler, now + 350);
      expect(notes.runs).toMatchObject([{ data: { version: 2 }, id: 'note:1' }]);
      expect(notes.runs[0]!.at).toBeGreaterThanOrEqual(now + 200 - EARLY_MS);
    });

    it('cancel() drops a pending delayed job and stops a recurring one', async () => {
      const scheduler = open();
      const notes = recorder();
      const ticks = recorder();
      scheduler.define('note', notes.handler);
      scheduler.define('tick', ticks.handler);
      await scheduler.start();
      const noteAt = Date.now() + 300;
      await scheduler.at('note:1', new Date(noteAt), 'note');
      await scheduler.cancel('note:1');
      await scheduler.every('bot:7', 40, 'tick');
      await vi.waitFor(() => expect(ticks.runs.length).toBeGreaterThanOrEqual(2), WAIT);
      await scheduler.cancel('bot:7');
      const ticksAtCancel = ticks.runs.length;
      await sentinel(scheduler, Math.max(noteAt, Date.now() + 200) + 50);
      expect(notes.runs).toEqual([]);
      // A run already taken off the queue when cancel() came may still finish.
      expect(ticks.runs.length).toBeLessThanOrEqual(ticksAtCancel + 1);
    });

    it('a failing delayed job is retried after the backoff, with attempt 2, 3 …', async () => {
      const retryDelay = vi.fn((_attempt: number) => 80);
      const scheduler = open(retryDelay);
      const attempts: Run[] = [];
      scheduler.define('flaky', async (data, job) => {
        attempts.push({ data, ...job, at: Date.now() });
        if (job.attempt < 3) throw new Error(`attempt ${job.attempt} failed`);
      });
      await scheduler.start();
      await scheduler.at('flaky:1', new Date(), 'flaky', { order: 1 });
      await vi.waitFor(() => expect(attempts).toHaveLength(3), WAIT);
      expect(attempts).toMatchObject([
        { data: { order: 1 }, id: 'flaky:1', attempt: 1 },
        { data: { order: 1 }, id: 'flaky:1', attempt: 2 },
        { data: { order: 1 }, id: 'flaky:1', attempt: 3 },
      ]);
      expect(retryDelay.mock.calls.map(([attempt]) => attempt)).toEqual([1, 2]);
      expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(80 - EARLY_MS);
      expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(80 - EARLY_MS);
      expect(logged.filter((line) => line.msg === 'job failed')).toMatchObject([
        { job: 'flaky:1', attempt: 1, error: 'attempt 1 failed' },
        { job: 'flaky:1', attempt: 2, error: 'attempt 2 failed' },
      ]);
    });

    it('a job that fell due while no scheduler was running runs when a new one starts', async () => {
      const before = open();
      const early = recorder();
      before.define('note', early.handler);
      await before.start();
      const runAt = Date.now() + 100;
      await before.at('note:1', new Date(runAt), 'note', { who: 'demo' });
      await before.stop();
      await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(runAt + 50), WAIT);

      const after = open();
      const notes = recorder();
      after.define('note', notes.handler);
      await after.start();
      await vi.waitFor(() => expect(notes.runs).toMatchObject([{ data: { who: 'demo' }, id: 'note:1', attempt: 1 }]), WAIT);
      expect(early.runs).toEqual([]);
    });

    it('stop() waits for a running handler to finish', async () => {
      const scheduler = open();
      const order: string[] = [];
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      scheduler.define('slow', async () => {
        order.push('started');
        await released;
        order.push('finished');
      });
      await scheduler.start();
      await scheduler.at('slow:1', new Date(), 'slow');
      await vi.waitFor(() => expect(order).toEqual(['started']), WAIT);
      const stopping = scheduler.stop().then(() => order.push('stopped'));
      setTimeout(release, 100);
      await stopping;
      expect(order).toEqual(['started', 'finished', 'stopped']);
    });

    it('a job whose name has no handler is reported, and other jobs still run', async () => {
      const scheduler = open();
      const notes = recorder();
      scheduler.define('note', notes.handler);
      await scheduler.start();
      await scheduler.at('orphan:1', new Date(), 'nobody-defined-this');
      await scheduler.at('note:1', new Date(Date.now() + 50), 'note');
      await vi.waitFor(() => {
        expect(notes.runs).toHaveLength(1);
        expect(logged).toContainEqual(
          expect.objectContaining({
            msg: 'job failed',
            job: 'orphan:1',
            name: 'nobody-defined-this',
            error: expect.stringMatching(/no handler/),
          }),
        );
      }, WAIT);
    });
  });
}
