// The layouts' beforeLoad: read the session from the store, ask the pure rules of
// lib/route-guard.ts, and redirect or enter.
import { type ParsedLocation, redirect } from '@tanstack/react-router';
import { decideProtectedRoute, decidePublicRoute, HOME_PATH_LOGGED_IN, LOGIN_PATH } from '../lib/route-guard.ts';
import { addAccountAtom, sessionAtom, store } from '../lib/store.ts';

const guardState = () => ({ session: store.get(sessionAtom), addAccount: store.get(addAccountAtom), now: Date.now() });

export function guardProtected({ location, preload }: { location: ParsedLocation; preload: boolean }): void {
  const decision = decideProtectedRoute(location.href, guardState());
  if (decision.kind === 'toLogin') throw redirect({ to: LOGIN_PATH, search: { redirect: decision.redirect }, replace: true });
  // A hover preload is not a visit: only entering the route resets the add-account flag.
  if (decision.resetAddAccount && !preload) store.set(addAccountAtom, 0);
}

interface MatchFlags {
  staticData?: { openToAll?: boolean };
}

/**
 * Takes beforeLoad's options as unknown: typing them here would make the route's type refer to
 * itself (its matches include the route being defined).
 */
export function guardPublic(options: unknown): void {
  const matches = (options as { matches?: readonly MatchFlags[] }).matches ?? [];
  const openToAll = matches.some((match) => match.staticData?.openToAll === true);
  if (decidePublicRoute({ openToAll }, guardState()).kind === 'toStocks') throw redirect({ to: HOME_PATH_LOGGED_IN, replace: true });
}
