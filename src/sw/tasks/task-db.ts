/// <reference lib="webworker" />
// The service worker's view of the app's IndexedDB (database mm-console, made and versioned by
// the page in src/client/lib/db.ts): opened without a schema of its own, so the page stays the one
// place that defines it. The worker reads the device key (to speak the wire protocol as this
// device) and reads and writes the background-task records.
import Dexie from 'dexie';
import type { ClientKeyPair } from '../../shared/protocol/envelope-webcrypto.ts';
import { fromStored, type StoredTask, type TaskOwnerInfo, toStored } from '../../shared/tasks/stored-tasks.ts';
import type { PollerState } from '../../shared/tasks/schedule-poller.ts';

let opened: Promise<Dexie> | null = null;

function database(): Promise<Dexie> {
  opened ??= new Dexie('mm-console').open().catch((error: unknown) => {
    opened = null; // the page has not made it yet: try again on the next use
    throw error;
  });
  return opened;
}

export async function loadDeviceKey(): Promise<ClientKeyPair> {
  const saved = (await (await database()).table('deviceKeys').get('device')) as { privateKey: CryptoKey; publicKey: string } | undefined;
  if (!saved) throw new Error('no device key yet');
  return { privateKey: saved.privateKey, publicKey: saved.publicKey };
}

export async function loadTasks(owner: string): Promise<PollerState> {
  const records = (await (await database()).table('tasks').where('owner').equals(owner).toArray()) as StoredTask[];
  return fromStored(records);
}

export async function saveTasks(state: PollerState, info: TaskOwnerInfo): Promise<void> {
  const db = await database();
  const table = db.table('tasks');
  const records = toStored(state, info);
  const keep = new Set(records.map((record) => record.scheduleCode));
  await db.transaction('rw', table, async () => {
    const existing = (await table.where('owner').equals(info.owner).primaryKeys()) as string[];
    const gone = existing.filter((code) => !keep.has(code));
    if (gone.length > 0) await table.bulkDelete(gone);
    if (records.length > 0) await table.bulkPut(records);
  });
}
