import { describe, expect, it } from 'vitest';
import {
  EMPTY_POLLER_STATE,
  MAX_POLLS,
  type NewTask,
  type PollerState,
  type ScheduleAnswer,
  stepPoller,
  TASK_LIFETIME_MS,
} from './schedule-poller.ts';
import { newOrderTask } from './task-fixtures.ts';

const NOW = 1_700_000_000_000;
const orderTask = newOrderTask();

function started(task: NewTask = orderTask, load = true): PollerState {
  return stepPoller(EMPTY_POLLER_STATE, { kind: 'start', task, load, isHomePage: true, now: NOW }).state;
}

const reply = (state: PollerState, answer: Partial<ScheduleAnswer> & { status: number }, code = 'S1', isHomePage = true) =>
  stepPoller(state, {
    kind: 'answer',
    scheduleCode: code,
    answer: { use: 0, fail: 0, skip: 0, total: 100, ...answer },
    isHomePage,
    now: NOW + 1000,
  });

/** A record that has been polled `times` times with status 0. */
function polled(times: number): PollerState {
  let state = started();
  for (let i = 0; i < times; i++) state = reply(state, { status: 0 }).state;
  return state;
}

describe('schedule poller (spec §4)', () => {
  it('starting with the load flag records the task, sets the loading code and polls at once', () => {
    const step = stepPoller(EMPTY_POLLER_STATE, { kind: 'start', task: orderTask, load: true, isHomePage: true, now: NOW });
    expect(step.state.progress).toHaveLength(1);
    expect(step.state.progress[0]).toMatchObject({ scheduleCode: 'S1', reqNum: 0, state: 'processing', total: 100 });
    expect(step.state.loadingServiceCode).toBe('S1');
    expect(step.effects).toEqual([{ kind: 'poll', scheduleCode: 'S1', afterMs: 0 }]);
  });

  it('does not poll a task started without the load flag and without a record', () => {
    const step = stepPoller(EMPTY_POLLER_STATE, { kind: 'start', task: orderTask, load: false, isHomePage: true, now: NOW });
    expect(step.state).toEqual(EMPTY_POLLER_STATE);
    expect(step.effects).toEqual([]);
  });

  it('keeps polling a task without the load flag when its record exists, leaving the loading code alone', () => {
    const state = { ...started(), loadingServiceCode: null };
    const step = stepPoller(state, { kind: 'start', task: orderTask, load: false, isHomePage: true, now: NOW });
    expect(step.state.loadingServiceCode).toBeNull();
    expect(step.effects).toEqual([{ kind: 'poll', scheduleCode: 'S1', afterMs: 0 }]);
  });

  it('resets both lists instead of polling when isHomePage is not set', () => {
    const withCompleted = reply(started({ ...orderTask, scheduleCode: 'S0' }), { status: 2, use: 100 }, 'S0').state;
    const both = stepPoller(withCompleted, { kind: 'start', task: orderTask, load: true, isHomePage: true, now: NOW }).state;
    expect(both.progress).toHaveLength(1);
    expect(both.completed).toHaveLength(1);
    const step = reply(both, { status: 1 }, 'S1', false);
    expect(step.state.progress).toEqual([]);
    expect(step.state.completed).toEqual([]);
    expect(step.effects).toEqual([]);
    const resumed = stepPoller(both, { kind: 'resume', isHomePage: false, now: NOW });
    expect(resumed.state).toEqual(EMPTY_POLLER_STATE);
  });

  it('status 0 stays in progress and polls again after 2 s; the loading code stays', () => {
    const step = reply(started(), { status: 0 });
    expect(step.state.progress[0]).toMatchObject({ status: 0, reqNum: 1, state: 'processing' });
    expect(step.state.loadingServiceCode).toBe('S1');
    expect(step.effects).toEqual([{ kind: 'poll', scheduleCode: 'S1', afterMs: 2000 }]);
  });

  it('status 1 stays in progress, counts progress as use + skip + fail, polls after 5 s and clears the loading code', () => {
    const step = reply(started(), { status: 1, use: 10, skip: 2, fail: 3 });
    expect(step.state.progress[0]).toMatchObject({ status: 1, progress: 15, use: 10, skip: 2, fail: 3, reqNum: 1 });
    expect(step.state.loadingServiceCode).toBeNull();
    expect(step.effects).toEqual([{ kind: 'poll', scheduleCode: 'S1', afterMs: 5000 }]);
  });

  it('status 2 on an order task completes it and emits an order-data and a balance refresh', () => {
    const step = reply(started(), { status: 2, use: 98, fail: 2 });
    expect(step.state.progress).toEqual([]);
    expect(step.state.completed[0]).toMatchObject({ scheduleCode: 'S1', state: 'completed', progress: 100 });
    expect(step.state.loadingServiceCode).toBeNull();
    expect(step.effects.map((effect) => effect.kind)).toEqual(['refreshOrders', 'refreshBalance', 'ended']);
  });

  it('status 2 on any other task emits only a balance refresh', () => {
    const state = started({ ...orderTask, scheduleCode: 'D1', type: 'distribution' });
    const step = reply(state, { status: 2, use: 100 }, 'D1');
    expect(step.effects.map((effect) => effect.kind)).toEqual(['refreshBalance', 'ended']);
  });

  it('status 2 with every item skipped or failed shows skipped or failed', () => {
    expect(reply(started(), { status: 2, skip: 100 }).state.completed[0]?.state).toBe('skipped');
    expect(reply(started(), { status: 2, fail: 100 }).state.completed[0]?.state).toBe('failed');
  });

  it('status 4 below 30 polls removes the record with the too-many-requests message', () => {
    const step = reply(started(), { status: 4 });
    expect(step.state.progress).toEqual([]);
    expect(step.state.completed).toEqual([]);
    expect(step.effects[0]).toEqual({ kind: 'message', key: 'task.tooManyRequests', tone: 'error', scheduleCode: 'S1' });
  });

  it('status 0 still at the 30th poll is a failure with the message of its type', () => {
    const before = polled(MAX_POLLS - 2);
    expect(before.progress[0]?.reqNum).toBe(MAX_POLLS - 2);
    const stillGoing = reply(before, { status: 0 });
    expect(stillGoing.state.progress).toHaveLength(1);
    const step = reply(stillGoing.state, { status: 0 });
    expect(step.state.progress).toEqual([]);
    expect(step.state.completed[0]).toMatchObject({ state: 'failed', reqNum: MAX_POLLS });
    expect(step.effects).toContainEqual({ kind: 'message', key: 'task.orderFailed', tone: 'error', scheduleCode: 'S1' });
  });

  it('status 4 at 30 polls or more goes to the completed list as timed out', () => {
    const step = reply(polled(MAX_POLLS - 1), { status: 4 });
    expect(step.state.completed[0]).toMatchObject({ state: 'timedOut' });
    expect(step.effects[0]).toMatchObject({ key: 'task.tooManyRequests' });
  });

  it('status 1 at 30 polls goes to the completed list as timed out', () => {
    const step = reply(polled(MAX_POLLS - 1), { status: 1 });
    expect(step.state.completed[0]).toMatchObject({ state: 'timedOut' });
  });

  it('an unknown status goes to the completed list as failed', () => {
    const step = reply(started(), { status: 3 });
    expect(step.state.completed[0]).toMatchObject({ state: 'failed' });
  });

  it('a failed query clears the loading code and tries again after 5 s, counting the poll', () => {
    const step = stepPoller(started(), { kind: 'queryFailed', scheduleCode: 'S1', isHomePage: true, now: NOW });
    expect(step.state.loadingServiceCode).toBeNull();
    expect(step.state.progress[0]?.reqNum).toBe(1);
    expect(step.effects).toEqual([{ kind: 'poll', scheduleCode: 'S1', afterMs: 5000 }]);
  });

  it('a late answer for a dropped task changes nothing', () => {
    const step = reply(EMPTY_POLLER_STATE, { status: 2 });
    expect(step).toEqual({ state: EMPTY_POLLER_STATE, effects: [] });
  });

  it('resume polls every record still in progress', () => {
    const step = stepPoller(started(), { kind: 'resume', isHomePage: true, now: NOW });
    expect(step.effects).toEqual([{ kind: 'poll', scheduleCode: 'S1', afterMs: 0 }]);
  });

  it('records are cleared a day after they start', () => {
    const done = reply(started({ ...orderTask, scheduleCode: 'S0' }), { status: 2, use: 100 }, 'S0').state;
    const state = stepPoller(done, { kind: 'start', task: orderTask, load: true, isHomePage: true, now: NOW + 1000 }).state;
    expect(state.progress[0]?.endTime).toBe(NOW + 1000 + TASK_LIFETIME_MS);
    const almost = stepPoller(state, { kind: 'expire', now: NOW + TASK_LIFETIME_MS - 1 }).state;
    expect(almost.completed).toHaveLength(1);
    expect(almost.progress).toHaveLength(1);
    const later = stepPoller(state, { kind: 'expire', now: NOW + TASK_LIFETIME_MS + 500 }).state;
    expect(later.completed).toEqual([]);
    expect(later.progress).toHaveLength(1);
    const dayAfter = stepPoller(state, { kind: 'expire', now: NOW + 1000 + TASK_LIFETIME_MS }).state;
    expect(dayAfter).toEqual({ ...EMPTY_POLLER_STATE, loadingServiceCode: 'S1' });
  });
});
