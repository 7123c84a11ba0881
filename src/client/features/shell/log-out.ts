// Logging out (spec §2, §4): confirm, tell the server, and clear the session, the account summary
// and this account's saved entry whatever the server answers.
import { logout } from '../../../shared/contracts/account/logout.ts';
import { confirmDialog } from '../../components/feedback/feedback-atoms.ts';
import { api } from '../../lib/api/api.ts';
import { db } from '../../lib/db.ts';
import { translate } from '../../lib/i18n.ts';
import { removeSavedAccount } from '../../lib/saved-accounts.ts';
import { accountSummaryAtom, sessionAtom, store } from '../../lib/store.ts';

/** Resolves true when the user confirmed and the local session is gone. */
export async function logOut(): Promise<boolean> {
  if (!(await confirmDialog(translate('shell:header.logoutConfirm')))) return false;
  const session = store.get(sessionAtom);
  if (session) {
    // A failed logout still clears the local session (spec §4).
    await api.call(logout, { account: session.account }).catch(() => undefined);
    await removeSavedAccount(db, session.account).catch(() => undefined);
  }
  store.set(sessionAtom, null);
  store.set(accountSummaryAtom, null);
  return true;
}
