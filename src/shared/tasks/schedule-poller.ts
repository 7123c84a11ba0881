// The background-task poller of spec §4 as one pure state machine: given the lists of task records
// and an event (a task started, a schedule-status answer, a failed query, the clock), it returns
// the new lists and the effects to carry out (poll again after a delay, refresh order data or
// balances, show a message). The service worker runs it; tests drive it rule by rule.

import { SCHEDULE_STATUS, type TaskType } from '../contracts/trade/schedule.ts';

export { SCHEDULE_STATUS, TASK_TYPES, type TaskType } from '../contracts/trade/schedule.ts';

/** Polls after which a task still queued has failed, and a rate-limited one is no longer dropped (spec §9). */
export const MAX_POLLS = 30;
/** Re-poll delays: status 0 after 2 s, status 1 after 5 s (spec §4). */
export const POLL_DELAY_MS = { queued: 2_000, running: 5_000 } as const;
/** Task info is kept a day: the default end time is 24 h after the start (spec §4). */
export const TASK_LIFETIME_MS = 86_400_000;

export type TaskState = 'processing' | 'timedOut' | 'completed' | 'skipped' | 'failed';

/** Message keys (messages namespace) of each type's failure (spec §8 "Task failures"). */
export const TASK_FAILURE_MESSAGE: Record<TaskType, string> = {
  distribution: 'task.distributionFailed',
  pool: 'task.poolFailed',
  batchTransfer: 'task.batchTransferFailed',
  singleTransfer: 'task.singleTransferFailed',
  order: 'task.orderFailed',
  approval: 'task.approvalFailed',
  swap: 'task.swapFailed',
};
export const TOO_MANY_REQUESTS_MESSAGE = 'task.tooManyRequests';

/** A task record of spec §3, keyed by its schedule code. */
export interface ScheduleTask {
  scheduleCode: string;
  type: TaskType;
  status: number;
  use: number;
  skip: number;
  fail: number;
  total: number;
  /** use + skip + fail */
  progress: number;
  /** Polls so far. */
  reqNum: number;
  data: unknown;
  endTime: number;
  token: string;
  web: string;
  exchange: string;
  /** What the schedule query needs besides web and the code (spec §7). */
  account: string;
  currency: string;
  chain: string;
  state: TaskState;
  updatedAt: number;
}

export interface PollerState {
  progress: ScheduleTask[];
  completed: ScheduleTask[];
  /** The schedule code of the task the screen shows as loading (set by a start with the load flag). */
  loadingServiceCode: string | null;
}

export interface ScheduleAnswer {
  status: number;
  use: number;
  fail: number;
  skip: number;
  total: number;
  data?: unknown;
}

export type NewTask = Pick<ScheduleTask, 'scheduleCode' | 'type' | 'web' | 'exchange' | 'token' | 'account' | 'currency' | 'chain'> & {
  total?: number;
};

export type PollerEvent =
  | { kind: 'start'; task: NewTask; load: boolean; isHomePage: boolean; now: number }
  | { kind: 'answer'; scheduleCode: string; answer: ScheduleAnswer; isHomePage: boolean; now: number }
  | { kind: 'queryFailed'; scheduleCode: string; isHomePage: boolean; now: number }
  /** Re-poll every record still in progress (after a restart of the poller). */
  | { kind: 'resume'; isHomePage: boolean; now: number }
  /** Drop records past their end time. */
  | { kind: 'expire'; now: number };

export type PollerEffect =
  | { kind: 'poll'; scheduleCode: string; afterMs: number }
  | { kind: 'refreshOrders'; web: string; scheduleCode: string }
  | { kind: 'refreshBalance'; web: string; scheduleCode: string }
  | { kind: 'message'; key: string; tone: 'error' | 'success'; scheduleCode: string }
  /** The task ended (moved to completed, or dropped); the server pushes when no page is open. */
  | { kind: 'ended'; task: ScheduleTask };

export interface PollerStep {
  state: PollerState;
  effects: PollerEffect[];
}

export const EMPTY_POLLER_STATE: PollerState = { progress: [], completed: [], loadingServiceCode: null };

const without = (list: ScheduleTask[], code: string) => list.filter((task) => task.scheduleCode !== code);

/** Polling goes on only inside the logged-in home; anywhere else both lists are emptied (spec §4). */
function resetUnlessHome(isHomePage: boolean): PollerStep | null {
  if (isHomePage) return null;
  return { state: EMPTY_POLLER_STATE, effects: [] };
}

function stateOfFinished(answer: ScheduleAnswer): TaskState {
  if (answer.total > 0 && answer.skip >= answer.total) return 'skipped';
  if (answer.fail > 0 && answer.use === 0 && answer.skip === 0) return 'failed';
  return 'completed';
}

export function stepPoller(state: PollerState, event: PollerEvent): PollerStep {
  switch (event.kind) {
    case 'start':
      return start(state, event);
    case 'answer':
      return answer(state, event);
    case 'queryFailed':
      return queryFailed(state, event);
    case 'resume': {
      const reset = resetUnlessHome(event.isHomePage);
      if (reset) return reset;
      return { state, effects: state.progress.map((task) => ({ kind: 'poll', scheduleCode: task.scheduleCode, afterMs: 0 })) };
    }
    case 'expire': {
      const alive = (task: ScheduleTask) => task.endTime > event.now;
      return {
        state: { ...state, progress: state.progress.filter(alive), completed: state.completed.filter(alive) },
        effects: [],
      };
    }
  }
}

function start(state: PollerState, event: Extract<PollerEvent, { kind: 'start' }>): PollerStep {
  const exists = state.progress.some((task) => task.scheduleCode === event.task.scheduleCode);
  // Without the load flag and without a record there is nothing to follow.
  if (!event.load && !exists) return { state, effects: [] };
  const reset = resetUnlessHome(event.isHomePage);
  if (reset) return reset;
  const record: ScheduleTask = {
    ...event.task,
    status: SCHEDULE_STATUS.queued,
    use: 0,
    skip: 0,
    fail: 0,
    total: event.task.total ?? 0,
    progress: 0,
    reqNum: 0,
    data: null,
    endTime: event.now + TASK_LIFETIME_MS,
    state: 'processing',
    updatedAt: event.now,
  };
  return {
    state: {
      progress: [record, ...without(state.progress, record.scheduleCode)],
      completed: without(state.completed, record.scheduleCode),
      loadingServiceCode: event.load ? record.scheduleCode : state.loadingServiceCode,
    },
    effects: [{ kind: 'poll', scheduleCode: record.scheduleCode, afterMs: 0 }],
  };
}

function answer(state: PollerState, event: Extract<PollerEvent, { kind: 'answer' }>): PollerStep {
  const current = state.progress.find((task) => task.scheduleCode === event.scheduleCode);
  if (!current) return { state, effects: [] }; // dropped meanwhile (reset, expiry): ignore a late answer
  const reset = resetUnlessHome(event.isHomePage);
  if (reset) return reset;
  const { status } = event.answer;
  const reqNum = current.reqNum + 1;
  const counts = {
    status,
    use: event.answer.use,
    skip: event.answer.skip,
    fail: event.answer.fail,
    total: event.answer.total,
    progress: event.answer.use + event.answer.skip + event.answer.fail,
    data: event.answer.data ?? current.data,
    reqNum,
    updatedAt: event.now,
  };
  // The loading code is cleared once the status is non-zero.
  const loadingServiceCode =
    status !== SCHEDULE_STATUS.queued && state.loadingServiceCode === current.scheduleCode ? null : state.loadingServiceCode;
  const others = without(state.progress, current.scheduleCode);
  const code = current.scheduleCode;

  if ((status === SCHEDULE_STATUS.queued || status === SCHEDULE_STATUS.running) && reqNum < MAX_POLLS) {
    const updated: ScheduleTask = { ...current, ...counts, state: 'processing' };
    const afterMs = status === SCHEDULE_STATUS.running ? POLL_DELAY_MS.running : POLL_DELAY_MS.queued;
    return {
      state: { ...state, progress: state.progress.map((task) => (task.scheduleCode === code ? updated : task)), loadingServiceCode },
      effects: [{ kind: 'poll', scheduleCode: code, afterMs }],
    };
  }

  if (status === SCHEDULE_STATUS.rateLimited && reqNum < MAX_POLLS) {
    const dropped: ScheduleTask = { ...current, ...counts, state: 'failed' };
    return {
      state: { ...state, progress: others, loadingServiceCode },
      effects: [
        { kind: 'message', key: TOO_MANY_REQUESTS_MESSAGE, tone: 'error', scheduleCode: code },
        { kind: 'ended', task: dropped },
      ],
    };
  }

  // Every other case moves the record to the completed list.
  const effects: PollerEffect[] = [];
  let finalState: TaskState;
  if (status === SCHEDULE_STATUS.done) {
    finalState = stateOfFinished(event.answer);
    if (current.type === 'order' || current.type === 'swap') effects.push({ kind: 'refreshOrders', web: current.web, scheduleCode: code });
    effects.push({ kind: 'refreshBalance', web: current.web, scheduleCode: code });
  } else if (status === SCHEDULE_STATUS.queued) {
    finalState = 'failed';
    effects.push({ kind: 'message', key: TASK_FAILURE_MESSAGE[current.type], tone: 'error', scheduleCode: code });
  } else if (status === SCHEDULE_STATUS.rateLimited) {
    finalState = 'timedOut';
    effects.push({ kind: 'message', key: TOO_MANY_REQUESTS_MESSAGE, tone: 'error', scheduleCode: code });
  } else if (status === SCHEDULE_STATUS.running) {
    finalState = 'timedOut';
  } else {
    finalState = 'failed';
    effects.push({ kind: 'message', key: TASK_FAILURE_MESSAGE[current.type], tone: 'error', scheduleCode: code });
  }
  const finished: ScheduleTask = { ...current, ...counts, state: finalState };
  effects.push({ kind: 'ended', task: finished });
  return {
    state: { progress: others, completed: [finished, ...without(state.completed, code)], loadingServiceCode },
    effects,
  };
}

function queryFailed(state: PollerState, event: Extract<PollerEvent, { kind: 'queryFailed' }>): PollerStep {
  const current = state.progress.find((task) => task.scheduleCode === event.scheduleCode);
  const loadingServiceCode = state.loadingServiceCode === event.scheduleCode ? null : state.loadingServiceCode;
  if (!current) return { state: { ...state, loadingServiceCode }, effects: [] };
  const reset = resetUnlessHome(event.isHomePage);
  if (reset) return reset;
  const reqNum = current.reqNum + 1;
  if (reqNum >= MAX_POLLS) {
    const finished: ScheduleTask = { ...current, reqNum, state: 'timedOut', updatedAt: event.now };
    return {
      state: {
        progress: without(state.progress, current.scheduleCode),
        completed: [finished, ...without(state.completed, current.scheduleCode)],
        loadingServiceCode,
      },
      effects: [{ kind: 'ended', task: finished }],
    };
  }
  // A failed query (network, server) counts as a poll and is tried again at the slower pace.
  const updated: ScheduleTask = { ...current, reqNum, updatedAt: event.now };
  return {
    state: {
      ...state,
      progress: state.progress.map((task) => (task.scheduleCode === current.scheduleCode ? updated : task)),
      loadingServiceCode,
    },
    effects: [{ kind: 'poll', scheduleCode: current.scheduleCode, afterMs: POLL_DELAY_MS.running }],
  };
}
