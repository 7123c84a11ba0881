// What the /renew component tests share: a signed-in user's wallet as get_pay_info answers it, the
// api replaced at its one door (configureApi) by handlers per call that record what the screen
// sends, and the screen under a router whose /renew route parses its search as the app's does.
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import { createElement, Fragment } from 'react';
import type { PayInfo } from '../../../shared/contracts/billing/pay-info.ts';
import type { PlanQuote } from '../../../shared/contracts/billing/plan-calls.ts';
import type { CallContract } from '../../../shared/contracts/define-call.ts';
import { ToastHost } from '../../components/feedback/toast-host.tsx';
import type { ApiClient } from '../../lib/api/api-client.ts';
import { configureApi } from '../../lib/api/api.ts';
import { parsePlainSearch, stringifyPlainSearch } from '../../lib/search-params.ts';
import { StoreProvider, accountSummaryAtom, sessionAtom, store } from '../../lib/store.ts';
import { Route as RenewRoute } from '../../routes/_app/renew.tsx';
import { reloadAccountInfo } from '../../lib/account-info.ts';
import { RenewPage } from './renew.tsx';

export const DEPOSIT_ADDRESS = '0x8ba1f109551bd432803012645ac136ddd64dba72';
export const PLAN_END = Date.UTC(2026, 11, 1, 8, 0, 0);

export function payInfo(changes: Partial<PayInfo> = {}): PayInfo {
  const balance = changes.balance ?? '2000';
  return {
    balance,
    withdrawable: balance,
    locked: false,
    pending: null,
    level: 'personal',
    available_time: PLAN_END,
    plan_expired: false,
    auto_renew: false,
    period: 'monthly',
    chains: [{ key: 'SANDBOX', name: 'Sandbox chain', confirmations: 1, withdrawal_fee: '1', faucet: true }],
    deposit: { chain: 'SANDBOX', address: DEPOSIT_ADDRESS },
    records: [],
    withdrawals: [],
    ...changes,
  };
}

export function planQuote(changes: Partial<PlanQuote> = {}): PlanQuote {
  return {
    kind: 'change',
    level: 'flagship',
    period: 'quarterly',
    price: '1677.6',
    credit: '60.5',
    due: '1617.1',
    refund: '0',
    balance: '2000',
    shortfall: '0',
    new_available_time: Date.UTC(2027, 1, 28, 8, 0, 0),
    ...changes,
  };
}

export interface Recorded {
  path: string;
  payload: Record<string, unknown>;
}

/** An answer per call path; a call without one never answers. Returns the calls made, in order. */
export function fakeApi(handlers: Record<string, (payload: Record<string, unknown>) => unknown>): Recorded[] {
  const calls: Recorded[] = [];
  const call = async (contract: CallContract, payload: Record<string, unknown>) => {
    calls.push({ path: contract.path, payload });
    const handler = handlers[contract.path];
    return handler ? handler(payload) : new Promise(() => undefined);
  };
  configureApi(async () => ({ call: call as unknown as ApiClient['call'] }));
  return calls;
}

/** A signed-in session and its account as get_account_info answers it (the handler decides the answer). */
export async function signIn(): Promise<void> {
  store.set(sessionAtom, { token: 'token-1', account: 'alice01', userName: 'alice01', loginTime: Date.now() });
  await act(() => reloadAccountInfo());
}

/** No session and no account summary: the app's store outlives a file (unit files share modules). */
export function signOut(): void {
  store.set(sessionAtom, null);
  store.set(accountSummaryAtom, null);
}

export function accountInfo(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    token: 'token-1',
    account: 'alice01',
    user_name: 'alice01',
    type: 0,
    level: 'personal',
    available_time: PLAN_END,
    plan_expired: false,
    email: 'a***@example.com',
    google_authenticator_switch: false,
    ...changes,
  };
}

export function renderRenew(url: string) {
  const root = createRootRoute({ component: () => createElement(Fragment, null, createElement(Outlet), createElement(ToastHost)) });
  const app = createRoute({ getParentRoute: () => root, id: '_app' });
  const renew = createRoute({
    getParentRoute: () => app,
    path: 'renew',
    validateSearch: RenewRoute.options.validateSearch,
    component: RenewPage,
  });
  const router = createRouter({
    routeTree: root.addChildren([app.addChildren([renew])]),
    history: createMemoryHistory({ initialEntries: [url] }),
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
  });
  render(createElement(StoreProvider, { store }, createElement(RouterProvider, { router })));
  return router;
}
