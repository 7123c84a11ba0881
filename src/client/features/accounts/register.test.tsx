// @vitest-environment happy-dom
// The registration screen through the app's real route tree: what a person sees after pressing
// Register. The api is replaced at its one door (configureApi) by a recorder, so these tests see
// what the form sends; tests/e2e/accounts.spec.ts drives the same form against the real server.
import { RouterProvider, createMemoryHistory, createRouter } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CallContract } from '../../../shared/contracts/define-call.ts';
import { ApiCallError } from '../../lib/api/api-call-error.ts';
import type { ApiClient } from '../../lib/api/api-client.ts';
import { configureApi } from '../../lib/api/api.ts';
import { i18n, initI18n, loadNamespaces } from '../../lib/i18n.ts';
import { addAccountAtom, languageAtom, sessionAtom, store } from '../../lib/store.ts';
import { routeTree } from '../../routeTree.gen.ts';

interface Recorded {
  path: string;
  payload: unknown;
}

let calls: Recorded[] = [];
let answer: (path: string) => Promise<unknown> = () => new Promise(() => undefined);

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  calls = [];
  localStorage.clear();
  // A visitor with no session: a signed-in one is sent on from /register (the app's store is
  // shared with the files that ran before this one in the worker).
  store.set(sessionAtom, null);
  store.set(addAccountAtom, 0);
  const call = async (contract: CallContract, payload: unknown) => {
    calls.push({ path: contract.path, payload });
    return answer(contract.path);
  };
  configureApi(async () => ({ call: call as ApiClient['call'] }));
});

afterEach(() => cleanup());

async function openRegister(language: 'en' | 'zh' | 'ko', url = '/register?code=INV123') {
  // The language a person chose (lib/store.ts); the root route applies it to i18next.
  store.set(languageAtom, language);
  await act(async () => {
    await i18n.changeLanguage(language);
    await loadNamespaces('accounts', 'site');
  });
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [url] }) });
  // The app's own store, as main.tsx provides it, so the root applies the language chosen here.
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  await screen.findByRole('form', {}, { timeout: 10_000 });
  return router;
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent ?? null;
const submit = () => fireEvent.click(document.querySelector('form[data-form="register"] button[type=submit]') as HTMLButtonElement);

describe('the registration form', () => {
  it('shows every rule of spec §5 beside its field, moves focus to the first, and sends nothing', async () => {
    await openRegister('en');
    expect(field('register-invite-code').value).toBe('INV123');
    await act(async () => submit());
    expect(errorOf('register-user-name')).toBe('Username must be at least 6 characters and include letters and numbers.');
    expect(errorOf('register-email')).toBe('Please enter a valid email address.');
    expect(errorOf('register-code')).toBe('Please enter the 6-digit verification code.');
    expect(errorOf('register-password')).toMatch(/^Password must be at least 8 characters/);
    expect(errorOf('register-invite-code')).toBeNull();
    expect(errorOf('register-agreement')).toBe('Please accept the User Agreement to continue.');
    expect(field('register-user-name').getAttribute('aria-invalid')).toBe('true');
    expect(field('register-user-name').getAttribute('aria-describedby')).toBe('register-user-name-error');
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    expect(document.activeElement).toBe(field('register-user-name'));
    expect(calls).toEqual([]);
  });

  it('says "Passwords do not match" once the confirmation differs, and clears it when it matches', async () => {
    await openRegister('en');
    await act(async () => submit());
    fireEvent.change(field('register-password'), { target: { value: 'Secret#2468' } });
    fireEvent.change(field('register-password-confirm'), { target: { value: 'Secret#2469' } });
    expect(errorOf('register-password-confirm')).toBe('Passwords do not match');
    fireEvent.change(field('register-password-confirm'), { target: { value: 'Secret#2468' } });
    expect(errorOf('register-password-confirm')).toBeNull();
  });

  it('speaks the chosen language', async () => {
    await openRegister('zh');
    await act(async () => submit());
    expect(errorOf('register-user-name')).toBe('用户名至少 6 位，且须包含字母和数字。');
    expect(errorOf('register-agreement')).toBe('请阅读并同意用户协议后继续。');
    await act(async () => {
      store.set(languageAtom, 'ko');
      await i18n.changeLanguage('ko');
      await loadNamespaces('accounts');
    });
    expect(errorOf('register-user-name')).toBe('사용자 이름은 6자 이상이며 영문자와 숫자를 포함해야 합니다.');
  });

  it('sends once however often Register is pressed, and keeps what was typed when the server refuses', async () => {
    let refuse: (error: unknown) => void = () => undefined;
    answer = () =>
      new Promise((_resolve, reject) => {
        refuse = reject;
      });
    await openRegister('en');
    const typed: Record<string, string> = {
      'register-user-name': 'alice01',
      'register-email': 'alice@example.com',
      'register-code': '123456',
      'register-password': 'Secret#2468',
      'register-password-confirm': 'Secret#2468',
    };
    for (const [id, value] of Object.entries(typed)) fireEvent.change(field(id), { target: { value } });
    fireEvent.click(field('register-agreement'));
    await act(async () => {
      submit();
      submit();
      submit();
    });
    expect(calls.map((call) => call.path)).toEqual(['/Api/Account/register']);
    expect(calls[0]?.payload).toMatchObject({ user_name: 'alice01', invite_code: 'INV123', agreement: true });
    const button = document.querySelector('form[data-form="register"] button[type=submit]') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await act(async () => refuse(new ApiCallError(4004, 'This username is already taken.', null, 200, true)));
    expect(errorOf('register-user-name')).toBe('This username is already taken.');
    expect(button.disabled).toBe(false);
    for (const [id, value] of Object.entries(typed)) expect(field(id).value).toBe(value);
    fireEvent.change(field('register-user-name'), { target: { value: 'alice02' } });
    expect(errorOf('register-user-name')).toBeNull();
  });
});
