// The signed-in user's account as /Account/get_account_info describes it, shared by the header's
// plan badge and the profile and security screens. Loaded when the main layout opens for an
// account (and again after a change); security calls answer the new switches, merged in here.
import { atom } from 'jotai/vanilla';
import { useEffect } from 'react';
import { isTestAccount } from '../../shared/catalogue/test-accounts.ts';
import { type AccountInfo, getAccountInfo } from '../../shared/contracts/account/get-account-info.ts';
import type { SecurityState } from '../../shared/contracts/account/security-state.ts';
import { SESSION_CLEARED_CODES } from '../../shared/protocol/response-codes.ts';
import { ApiCallError } from './api/api-call-error.ts';
import { api } from './api/api.ts';
import { db } from './db.ts';
import { ensureSessionSaved, forgetRefusedToken } from './saved-accounts.ts';
import { accountSummaryAtom, sessionAtom, store, useAtomValue } from './store.ts';

export type AccountInfoState = { status: 'loading' } | { status: 'ready'; info: AccountInfo } | { status: 'failed'; message: string };

/** Keyed by the token it was loaded with, so a switched account never shows the previous one's data. */
const accountInfoAtom = atom<{ token: string; state: AccountInfoState } | null>(null);

export function clearAccountInfo(): void {
  store.set(accountInfoAtom, null);
}

function publish(token: string, info: AccountInfo): void {
  if (store.get(sessionAtom)?.token !== token) return; // the user switched meanwhile
  store.set(accountInfoAtom, { token, state: { status: 'ready', info } });
  store.set(accountSummaryAtom, {
    level: info.level,
    availableTime: info.available_time,
    planExpired: info.plan_expired,
    testAccount: isTestAccount(info.type),
  });
}

/** Loads the account of the session in use; a token the server refuses is removed from the device. */
export async function reloadAccountInfo(): Promise<void> {
  const session = store.get(sessionAtom);
  if (!session) return;
  const current = store.get(accountInfoAtom);
  if (current?.token !== session.token || current.state.status !== 'ready') {
    store.set(accountInfoAtom, { token: session.token, state: { status: 'loading' } });
  }
  try {
    publish(session.token, await api.call(getAccountInfo, {}));
  } catch (error) {
    if (error instanceof ApiCallError && SESSION_CLEARED_CODES.includes(error.code)) {
      await forgetRefusedToken(db, session.account, session.token).catch(() => undefined);
    }
    if (store.get(sessionAtom)?.token === session.token) {
      const message = error instanceof Error ? error.message : String(error);
      store.set(accountInfoAtom, { token: session.token, state: { status: 'failed', message } });
    }
  }
}

/** Merges the switches a security call answered. */
export function applySecurityState(state: SecurityState): void {
  const current = store.get(accountInfoAtom);
  if (current?.state.status !== 'ready') return;
  store.set(accountInfoAtom, { token: current.token, state: { status: 'ready', info: { ...current.state.info, ...state } } });
}

/** Merges other answered fields (e-mail, auto-renew). */
export function applyAccountChanges(changes: Partial<AccountInfo>): void {
  const current = store.get(accountInfoAtom);
  if (current?.state.status !== 'ready') return;
  store.set(accountInfoAtom, { token: current.token, state: { status: 'ready', info: { ...current.state.info, ...changes } } });
}

export function useAccountInfo(): AccountInfoState {
  const session = useAtomValue(sessionAtom);
  const value = useAtomValue(accountInfoAtom);
  if (!session || value?.token !== session.token) return { status: 'loading' };
  return value.state;
}

/** Mounted once in the main layout: loads the account whenever the session in use changes. */
export function AccountInfoSync() {
  const session = useAtomValue(sessionAtom);
  const token = session?.token;
  useEffect(() => {
    if (!token) return;
    const current = store.get(sessionAtom);
    if (current) void ensureSessionSaved(db, current).catch(() => undefined);
    void reloadAccountInfo();
  }, [token]);
  return null;
}
