// @vitest-environment happy-dom
// /invite as the user sees it: the code and link the server gave, each with a Copy button whose
// outcome is told in the app's toast, and a way back when the page could not be read. The api is
// replaced at its one door (configureApi), and the clipboard by a recorder or by nothing at all.
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'jotai';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallContract } from '../../../shared/contracts/define-call.ts';
import { toastsAtom } from '../../components/feedback/feedback-atoms.ts';
import { ToastHost } from '../../components/feedback/toast-host.tsx';
import type { ApiClient } from '../../lib/api/api-client.ts';
import { configureApi } from '../../lib/api/api.ts';
import { initI18n, loadNamespaces } from '../../lib/i18n.ts';
import { store } from '../../lib/store.ts';
import type { InviteInfo } from './get-invite-info.ts';
import { InvitePage } from './invite.tsx';

const INFO: InviteInfo = {
  code: 'K7QX2M',
  invite_url: 'https://console.example/register?code=K7QX2M',
  earnings: '1234.5',
  pending_earnings: '0',
  today: 2,
  total: 37,
  reward_percent: 20,
};

let calls: string[] = [];
let answer: () => Promise<unknown> = async () => INFO;

beforeAll(async () => {
  await initI18n('en');
  await loadNamespaces('referral');
});

beforeEach(() => {
  calls = [];
  answer = async () => INFO;
  store.set(toastsAtom, []);
  const call = async (contract: CallContract) => {
    calls.push(contract.path);
    return answer();
  };
  configureApi(async () => ({ call: call as ApiClient['call'] }));
});

afterEach(() => {
  cleanup();
  // Drops the test's own clipboard so happy-dom's shows through again.
  Reflect.deleteProperty(navigator, 'clipboard');
});

function setClipboard(clipboard: { writeText(text: string): Promise<void> } | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

async function openInvite() {
  const root = createRootRoute({ component: Outlet });
  const invite = createRoute({ getParentRoute: () => root, path: '/invite', component: InvitePage });
  const records = createRoute({ getParentRoute: () => root, path: '/inviteRecord', component: () => null });
  const router = createRouter({
    routeTree: root.addChildren([invite, records]),
    history: createMemoryHistory({ initialEntries: ['/invite'] }),
  });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
      <ToastHost />
    </Provider>,
  );
  await screen.findByRole('heading', { name: 'Referral' });
}

const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
/** What the app's toasts say right now. */
const toasts = () => screen.queryAllByRole('status').map((toast) => toast.textContent);

describe('the referral page', () => {
  it('shows the code and link from get_invite_info, the earnings and counts, and the reward percent in the rules', async () => {
    await openInvite();
    expect(await screen.findByDisplayValue(INFO.code)).toBe(input('Invite code'));
    expect(input('Invite link').value).toBe(INFO.invite_url);
    expect(input('Invite link').readOnly).toBe(true);
    expect(calls).toEqual(['/Api/Account/get_invite_info']);
    const stats = within(screen.getByTestId('invite-stats'));
    expect(stats.getByText('1,234.50')).toBeInTheDocument();
    expect(stats.getByText('2')).toBeInTheDocument();
    expect(stats.getByText('37')).toBeInTheDocument();
    expect(screen.getByText('You earn 20% of every plan payment the invitee makes.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of your invite link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Referral records' }).getAttribute('href')).toBe('/inviteRecord');
  });

  it('says how much of the earnings still vests', async () => {
    answer = async () => ({ ...INFO, pending_earnings: '200.25' });
    await openInvite();
    const stats = within(await screen.findByTestId('invite-stats'));
    expect(stats.getByText('USDT · 200.25 still vesting')).toBeInTheDocument();
    expect(screen.getByText(/a plan change that returns unused plan value takes its share of the reward back/)).toBeInTheDocument();
  });

  it('says it is loading until the answer comes', async () => {
    answer = () => new Promise(() => undefined);
    await openInvite();
    expect(screen.getByRole('status', { name: 'Loading your invitation…' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Invite code' })).toBeNull();
  });

  it('Copy beside the link puts the link on the clipboard and says Copied', async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    setClipboard({ writeText });
    await openInvite();
    await screen.findByDisplayValue(INFO.invite_url);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy invite link' })));
    expect(writeText).toHaveBeenCalledWith(INFO.invite_url);
    await vi.waitFor(() => expect(toasts()).toEqual(['Copied']));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy invite code' })));
    expect(writeText).toHaveBeenLastCalledWith(INFO.code);
  });

  it.each([
    ['refuses', { writeText: async () => Promise.reject(new DOMException('denied', 'NotAllowedError')) }],
    ['has no clipboard', undefined],
  ])('when the browser %s, Copy says copying is not supported', async (_case, clipboard) => {
    setClipboard(clipboard);
    await openInvite();
    await screen.findByDisplayValue(INFO.invite_url);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy invite link' })));
    await vi.waitFor(() => expect(toasts()).toEqual(["Copying isn't supported in this browser"]));
    expect(screen.queryByText('Copied')).toBeNull();
  });

  it('says when the invitation could not be read, and Try again reads it again', async () => {
    answer = async () => Promise.reject(new Error('offline'));
    await openInvite();
    expect(await screen.findByText('Your invitation could not be loaded.')).toBeInTheDocument();
    answer = async () => INFO;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByDisplayValue(INFO.code)).toBeInTheDocument();
    expect(calls).toEqual(['/Api/Account/get_invite_info', '/Api/Account/get_invite_info']);
  });
});
