// What opens, switches and adds sessions on this device (spec §3): every login saves its account
// with login_token and login_time in Dexie beside the others, and the session in use is one of them.
import { db } from '../../lib/db.ts';
import { type LoginSuccess, rememberLogin, sessionFromLogin, sessionOfSaved } from '../../lib/saved-accounts.ts';
import type { SavedAccount } from '../../lib/db.ts';
import { accountSummaryAtom, addAccountAtom, sessionAtom, store } from '../../lib/store.ts';
import { clearAccountInfo } from '../../lib/account-info.ts';

/** Makes a fresh login the session in use and keeps it among the device's accounts. */
export async function openSession(success: LoginSuccess): Promise<void> {
  const now = Date.now();
  // A full or blocked IndexedDB must not stop the login itself: the account is then only not listed.
  const session = await rememberLogin(db, success, now).catch(() => sessionFromLogin(success, now));
  clearAccountInfo();
  store.set(accountSummaryAtom, null);
  store.set(sessionAtom, session);
}

/** Makes a saved account the session in use; the screens reload their data for it. */
export function switchToSaved(saved: SavedAccount): void {
  clearAccountInfo();
  store.set(accountSummaryAtom, null);
  store.set(sessionAtom, sessionOfSaved(saved));
}

/** Lets a logged-in user reach /login to add another account (the route guard reads the flag). */
export function startAddingAccount(): void {
  store.set(addAccountAtom, 1);
}
