// Test support for the IndexedDB modules: each test opens databases of its own, deleted after it,
// so no test sees another's rows. Test files import 'fake-indexeddb/auto' first, before Dexie loads.
import { afterEach } from 'vitest';
import { AppDatabase } from './db.ts';

/** Returns an opener of fresh, empty databases named after `prefix`; each is deleted after its test. */
export function freshDatabases(prefix: string): () => AppDatabase {
  const opened: AppDatabase[] = [];
  let counter = 0;
  afterEach(async () => {
    for (const database of opened.splice(0)) await database.delete();
  });
  return () => {
    const database = new AppDatabase(`${prefix}-${Date.now()}-${counter++}`);
    opened.push(database);
    return database;
  };
}
