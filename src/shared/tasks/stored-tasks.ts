// Task records as they are kept in the browser (IndexedDB table tasks, spec §3): the poller's
// records with their owner, their list and the owner's login_time and addAccount flag.
import { EMPTY_POLLER_STATE, type PollerState, type ScheduleTask } from './schedule-poller.ts';

export type TaskList = 'progress' | 'completed';

export interface StoredTask extends ScheduleTask {
  owner: string;
  list: TaskList;
  loginTime: number;
  addAccount: 0 | 1;
}

export interface TaskOwnerInfo {
  owner: string;
  loginTime: number;
  addAccount: 0 | 1;
}

export function toStored(state: PollerState, info: TaskOwnerInfo): StoredTask[] {
  const stamp =
    (list: TaskList) =>
    (task: ScheduleTask): StoredTask => ({ ...task, ...info, list });
  return [...state.progress.map(stamp('progress')), ...state.completed.map(stamp('completed'))];
}

/** Records read back (older records may lack the query fields). Newest first in each list. */
export function fromStored(records: ReadonlyArray<Partial<StoredTask> & Pick<StoredTask, 'scheduleCode' | 'list'>>): PollerState {
  const tasks = records
    .map((record) => ({
      account: '',
      currency: '',
      chain: '',
      ...record,
    }))
    .sort((a, b) => (b.updatedAt ?? 0) - (a.updatedAt ?? 0)) as Array<StoredTask>;
  const strip = ({ owner: _o, list: _l, loginTime: _t, addAccount: _a, ...task }: StoredTask): ScheduleTask => task;
  return {
    ...EMPTY_POLLER_STATE,
    progress: tasks.filter((task) => task.list === 'progress').map(strip),
    completed: tasks.filter((task) => task.list === 'completed').map(strip),
  };
}
