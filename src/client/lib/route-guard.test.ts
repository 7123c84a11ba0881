import { describe, expect, it } from 'vitest';
import {
  LOGIN_REDIRECT_WINDOW_MS,
  afterLoginTarget,
  decideProtectedRoute,
  decidePublicRoute,
  isRecentLogin,
  loginHrefFor,
  replaceLocation,
} from './route-guard.ts';
import type { SessionState } from './store.ts';

const NOW = 1_800_000_000_000;
const session = (loginTime: number, token = 'tok'): SessionState => ({ token, account: 'demo01', userName: 'demo01', loginTime });

describe('protected routes', () => {
  it('send a visitor without a session to /login with the full target path, search included', () => {
    const decision = decideProtectedRoute('/robotlog?web=binance&searchValue=x', { session: null, addAccount: 0, now: NOW });
    expect(decision).toEqual({ kind: 'toLogin', redirect: '/robotlog?web=binance&searchValue=x' });
    expect(loginHrefFor('/robotlog?web=binance&searchValue=x')).toBe('/login?redirect=%2Frobotlog%3Fweb%3Dbinance%26searchValue%3Dx');
  });
  it('treat a session with an empty token or no login time as no login', () => {
    expect(decideProtectedRoute('/account', { session: session(NOW, ''), addAccount: 0, now: NOW }).kind).toBe('toLogin');
    expect(decideProtectedRoute('/account', { session: session(0), addAccount: 0, now: NOW }).kind).toBe('toLogin');
  });
  it('let a logged-in user in and reset the add-account flag when it was set', () => {
    expect(decideProtectedRoute('/account', { session: session(NOW - 1000), addAccount: 1, now: NOW })).toEqual({
      kind: 'enter',
      resetAddAccount: true,
    });
    expect(decideProtectedRoute('/account', { session: session(NOW - 1000), addAccount: 0, now: NOW })).toEqual({
      kind: 'enter',
      resetAddAccount: false,
    });
  });
  it('let in a user whose login is older than 24 h (the server decides when a token ends)', () => {
    expect(decideProtectedRoute('/stocks', { session: session(NOW - 3 * LOGIN_REDIRECT_WINDOW_MS), addAccount: 0, now: NOW }).kind).toBe(
      'enter',
    );
  });
});

describe('public routes', () => {
  const closed = { openToAll: false };
  it('send a user logged in less than 24 h ago to /stocks', () => {
    expect(decidePublicRoute(closed, { session: session(NOW - 1000), addAccount: 0, now: NOW })).toEqual({ kind: 'toStocks' });
  });
  it('let a user whose login is exactly 24 h old or older stay', () => {
    expect(decidePublicRoute(closed, { session: session(NOW - LOGIN_REDIRECT_WINDOW_MS), addAccount: 0, now: NOW })).toEqual({
      kind: 'enter',
    });
    expect(decidePublicRoute(closed, { session: session(NOW - LOGIN_REDIRECT_WINDOW_MS + 1), addAccount: 0, now: NOW })).toEqual({
      kind: 'toStocks',
    });
  });
  it('let a visitor in', () => {
    expect(decidePublicRoute(closed, { session: null, addAccount: 0, now: NOW })).toEqual({ kind: 'enter' });
  });
  it('let a logged-in user open a route flagged open to all', () => {
    expect(decidePublicRoute({ openToAll: true }, { session: session(NOW - 1000), addAccount: 0, now: NOW })).toEqual({ kind: 'enter' });
  });
  it('let a logged-in user who is adding an account reach the login pages', () => {
    expect(decidePublicRoute(closed, { session: session(NOW - 1000), addAccount: 1, now: NOW })).toEqual({ kind: 'enter' });
  });
  it('do not count a login time in the future as recent', () => {
    expect(isRecentLogin(session(NOW + 60_000), NOW)).toBe(false);
  });
});

describe('after login', () => {
  it('goes to the redirect path of this app, search kept', () => {
    expect(afterLoginTarget('/robot?web=x')).toBe('/robot?web=x');
  });
  it('refuses targets outside the app and falls back to /stocks', () => {
    for (const target of ['https://evil.example', '//evil.example/x', '/\\evil.example', '', undefined, 42]) {
      expect(afterLoginTarget(target)).toBe('/stocks');
    }
  });
});

describe('replacing the location', () => {
  const fakeRouter = (href: string, navigate: (to: string) => Promise<void>) => {
    const router = {
      state: { location: { href } },
      navigate: async ({ href: to }: { href: string; replace: true }) => {
        await navigate(to);
        router.state.location.href = to;
      },
    };
    return router;
  };

  it('does nothing when asked for the location already shown', async () => {
    let calls = 0;
    const router = fakeRouter('/stocks', async () => {
      calls++;
    });
    await replaceLocation(router, '/stocks');
    expect(calls).toBe(0);
  });
  it('swallows a failure that still left the router at the target (a duplicate)', async () => {
    const router = fakeRouter('/a', async () => undefined);
    router.navigate = async ({ href }) => {
      router.state.location.href = href;
      throw new Error('navigation superseded');
    };
    await expect(replaceLocation(router, '/b')).resolves.toBeUndefined();
  });
  it('raises any other navigation failure', async () => {
    const router = fakeRouter('/a', async () => {
      throw new Error('broken');
    });
    await expect(replaceLocation(router, '/b')).rejects.toThrow('broken');
  });
});
