// The route guard of spec §2 as pure rules; the layouts' beforeLoad (routes/_app.tsx,
// routes/_public.tsx) read the store, ask these and act on the answer.
import type { SessionState } from './store.ts';

/** A login younger than this sends the user from public pages to /stocks. */
export const LOGIN_REDIRECT_WINDOW_MS = 86_400_000;
export const LOGIN_PATH = '/login';
export const HOME_PATH_LOGGED_IN = '/stocks';

export interface GuardState {
  session: SessionState | null;
  addAccount: 0 | 1;
  now: number;
}

export function hasValidLogin(session: SessionState | null): session is SessionState {
  return session !== null && session.token.length > 0 && Number.isFinite(session.loginTime) && session.loginTime > 0;
}

/** Logged in, and login_time set and less than 24 h old (a clock moved backwards does not count as recent). */
export function isRecentLogin(session: SessionState | null, now: number): boolean {
  if (!hasValidLogin(session)) return false;
  const age = now - session.loginTime;
  return age >= 0 && age < LOGIN_REDIRECT_WINDOW_MS;
}

export type ProtectedDecision = { kind: 'toLogin'; redirect: string } | { kind: 'enter'; resetAddAccount: boolean };

/** A protected route: without a valid login go to /login?redirect=<full target>; entering resets addAccount. */
export function decideProtectedRoute(targetHref: string, state: GuardState): ProtectedDecision {
  if (!hasValidLogin(state.session)) return { kind: 'toLogin', redirect: targetHref };
  return { kind: 'enter', resetAddAccount: state.addAccount !== 0 };
}

export interface PublicTarget {
  /** The route is flagged open to all (agreement, FAQ, contact, video list, not-found page...). */
  openToAll: boolean;
}

/** A public route: a recent login goes to /stocks, unless the route is open to all or an account is being added. */
export function decidePublicRoute(target: PublicTarget, state: GuardState): { kind: 'enter' } | { kind: 'toStocks' } {
  if (target.openToAll || state.addAccount === 1) return { kind: 'enter' };
  return isRecentLogin(state.session, state.now) ? { kind: 'toStocks' } : { kind: 'enter' };
}

export const loginHrefFor = (targetHref: string) => `${LOGIN_PATH}?redirect=${encodeURIComponent(targetHref)}`;

/**
 * Where to go after logging in: the redirect query when it is a path of this app, else /stocks.
 * ("//host" and "https://..." would leave the app, so they are refused.)
 */
export function afterLoginTarget(redirect: unknown): string {
  if (typeof redirect !== 'string' || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) {
    return HOME_PATH_LOGGED_IN;
  }
  return redirect;
}

interface ReplacingRouter {
  state: { location: { href: string } };
  navigate(options: { href: string; replace: true }): Promise<void>;
}

/**
 * Replaces the current location. Asking for the location already shown is a duplicate navigation:
 * nothing happens and no error surfaces (spec §2); any other failure is raised.
 */
export async function replaceLocation(router: ReplacingRouter, href: string): Promise<void> {
  if (router.state.location.href === href) return;
  try {
    await router.navigate({ href, replace: true });
  } catch (error) {
    if (router.state.location.href !== href) throw error;
  }
}
