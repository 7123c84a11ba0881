// Background-task records per user (Dexie table tasks, spec §3, §4): the progress list and the
// completed list. Records end a day after they start (endTime) and are then removed.
import { liveQuery } from 'dexie';
import type { AppDatabase, TaskList, TaskRecord } from './db.ts';

/** Default lifetime of a task record: 24 h after it starts (spec §4). */
export const TASK_RECORD_LIFETIME_MS = 86_400_000;

export async function saveTask(database: AppDatabase, record: TaskRecord): Promise<void> {
  await database.tasks.put(record);
}

/** One list of a user's tasks, newest first. */
export async function tasksOf(database: AppDatabase, owner: string, list: TaskList): Promise<TaskRecord[]> {
  const records = (await database.tasks.where('[owner+list]').equals([owner, list]).toArray()) as TaskRecord[];
  return records.sort((a, b) => b.updatedAt - a.updatedAt);
}

/** Moves a record to the completed list (status 2, a failure, or too many polls). */
export async function completeTask(database: AppDatabase, scheduleCode: string, state: TaskRecord['state'], now: number): Promise<void> {
  await database.tasks.update(scheduleCode, { list: 'completed', state, updatedAt: now });
}

/** Removes the records whose end time has passed; returns how many. */
export async function removeExpiredTasks(database: AppDatabase, now: number): Promise<number> {
  return database.tasks.where('endTime').below(now).delete();
}

export interface UserTasks {
  progress: TaskRecord[];
  completed: TaskRecord[];
}

/** Calls onChange with both lists of a user now and whenever they change; returns the unsubscribe. */
export function watchTasks(
  database: AppDatabase,
  owner: string,
  onChange: (tasks: UserTasks) => void,
  onError?: (error: unknown) => void,
): () => void {
  const subscription = liveQuery(async () => ({
    progress: await tasksOf(database, owner, 'progress'),
    completed: await tasksOf(database, owner, 'completed'),
  })).subscribe({ next: onChange, error: (error: unknown) => onError?.(error) });
  return () => subscription.unsubscribe();
}

/** Share of the task done (use + skip + fail over total), 0 to 100. */
export function progressPercent(record: Pick<TaskRecord, 'progress' | 'total'>): number {
  if (record.total <= 0) return 0;
  return Math.min(100, Math.round((record.progress / record.total) * 100));
}
