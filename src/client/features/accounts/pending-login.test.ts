// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { challengeOf, clearPendingLogin, isPendingLoginExpired, savePendingLogin, usePendingLogin } from './pending-login.ts';

const challenge = {
  account: 'alice01',
  email: 'al***@example.com',
  auth_code_required: true,
  reasons: ['safe_login', 'authenticator'],
  expires_in: 600,
  resend_in: 60,
  code_sent_at: 1_000,
  code_sent_earlier: false,
};

afterEach(() => clearPendingLogin());

describe('pending login', () => {
  it('accepts a 2016 challenge and refuses anything else', () => {
    expect(challengeOf(challenge)).toEqual(challenge);
    expect(challengeOf({ account: 'alice01' })).toBeNull();
    expect(challengeOf(null)).toBeNull();
  });

  it('reaches a screen that is already showing when the login saves it', () => {
    const { result } = renderHook(() => usePendingLogin());
    expect(result.current).toBeNull();
    const parsed = challengeOf(challenge);
    if (!parsed) throw new Error('challenge refused');
    act(() => savePendingLogin({ challenge: parsed, redirect: '/robot?web=x', receivedAt: 1_000 }));
    expect(result.current).toEqual({ challenge, redirect: '/robot?web=x', receivedAt: 1_000 });
    expect(JSON.parse(sessionStorage.getItem('mmc.pendingLogin') ?? 'null')).toMatchObject({ redirect: '/robot?web=x' });
    act(() => clearPendingLogin());
    expect(result.current).toBeNull();
  });

  it('ignores what it cannot read back', () => {
    sessionStorage.setItem('mmc.pendingLogin', '{"challenge": 5');
    const { result } = renderHook(() => usePendingLogin());
    expect(result.current).toBeNull();
  });

  it('lapses with the challenge', () => {
    const parsed = challengeOf(challenge);
    if (!parsed) throw new Error('challenge refused');
    const pending = { challenge: parsed, receivedAt: 1_000 };
    expect(isPendingLoginExpired(pending, 1_000 + 599_999)).toBe(false);
    expect(isPendingLoginExpired(pending, 1_000 + 600_000)).toBe(true);
  });
});
