// The name of the device's IndexedDB database (Dexie's, lib/db.ts) and a check that it exists,
// which needs no Dexie: a browser that has never logged in has no database, so a page that only
// lists what the device holds (the saved accounts on /login) need not load Dexie to find nothing.
export const DEVICE_DB_NAME = 'mm-console';

/** False only when the browser says for sure that the database was never made. */
export async function deviceStoreExists(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  // indexedDB.databases() is missing in older browsers: assume the database may exist.
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((database) => database.name === DEVICE_DB_NAME);
  } catch {
    return true;
  }
}
