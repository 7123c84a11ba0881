// The task records of one user in the page's Dexie database (table tasks), for the page's own
// poller when there is no service worker (the worker keeps the same records in the same table).
import { fromStored, type StoredTask, type TaskOwnerInfo, toStored } from '../../../shared/tasks/stored-tasks.ts';
import type { PollerState } from '../../../shared/tasks/schedule-poller.ts';
import type { AppDatabase } from '../db.ts';

export async function loadOwnerTasks(database: AppDatabase, owner: string): Promise<PollerState> {
  return fromStored((await database.tasks.where('owner').equals(owner).toArray()) as unknown as StoredTask[]);
}

export async function saveOwnerTasks(database: AppDatabase, state: PollerState, info: TaskOwnerInfo): Promise<void> {
  const records = toStored(state, info);
  const keep = new Set(records.map((record) => record.scheduleCode));
  await database.transaction('rw', database.tasks, async () => {
    const existing = await database.tasks.where('owner').equals(info.owner).primaryKeys();
    const gone = existing.filter((code) => !keep.has(code));
    if (gone.length > 0) await database.tasks.bulkDelete(gone);
    if (records.length > 0) await database.tasks.bulkPut(records);
  });
}
