// Accounts logged in on this device (Dexie table savedAccounts): each with its login token and
// login time (spec §3). A login or registration saves its account; switching makes a saved one the
// session; logging out, or a token the server no longer accepts, removes the account's entry.
import type { AppDatabase, SavedAccount } from './db.ts';
import type { SessionState } from './store.ts';

export async function saveAccount(database: AppDatabase, account: SavedAccount): Promise<void> {
  await database.savedAccounts.put(account);
}

/** Newest login first. */
export async function listSavedAccounts(database: AppDatabase): Promise<SavedAccount[]> {
  return (await database.savedAccounts.orderBy('loginTime').reverse().toArray()) as SavedAccount[];
}

export async function removeSavedAccount(database: AppDatabase, account: string): Promise<void> {
  await database.savedAccounts.delete(account);
}

/** What /Account/login, /Account/login_code and /Account/register answer. */
export interface LoginSuccess {
  login_token: string;
  user_name: string;
}

/** The session a login opens; the account is keyed by its user name (a login by e-mail answers it too). */
export function sessionFromLogin(success: LoginSuccess, now: number): SessionState {
  return { token: success.login_token, account: success.user_name, userName: success.user_name, loginTime: now };
}

export const sessionOfSaved = (saved: SavedAccount): SessionState => ({
  token: saved.loginToken,
  account: saved.account,
  userName: saved.userName,
  loginTime: saved.loginTime,
});

export const savedOfSession = (session: SessionState): SavedAccount => ({
  account: session.account,
  userName: session.userName,
  loginToken: session.token,
  loginTime: session.loginTime,
});

/** Saves the account a login opened (replacing an older entry of the same account) and returns its session. */
export async function rememberLogin(database: AppDatabase, success: LoginSuccess, now: number): Promise<SessionState> {
  const session = sessionFromLogin(success, now);
  await saveAccount(database, savedOfSession(session));
  return session;
}

/**
 * Saves the current session when it has no entry yet (a session stored by an older version of the
 * app), so the account menu always lists the account in use.
 */
export async function ensureSessionSaved(database: AppDatabase, session: SessionState): Promise<void> {
  const saved = await database.savedAccounts.get(session.account);
  if (!saved || saved.loginToken !== session.token) await saveAccount(database, savedOfSession(session));
}

/**
 * Removes an entry whose token the server refused, unless a newer login of the same account has
 * replaced it meanwhile.
 */
export async function forgetRefusedToken(database: AppDatabase, account: string, token: string): Promise<void> {
  await database.transaction('rw', database.savedAccounts, async () => {
    const saved = await database.savedAccounts.get(account);
    if (saved?.loginToken === token) await database.savedAccounts.delete(account);
  });
}
