// @vitest-environment happy-dom
// /inviteRecord as the user sees it: a page of invitees with their registration, the plan payment
// and the reward, dates in the user's language, and a pager that asks the server for the next page.
// The api is replaced at its one door (configureApi) by 45 records answered a page at a time.
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReferralRecord } from '../../../shared/contracts/account/invite.ts';
import type { CallContract } from '../../../shared/contracts/define-call.ts';
import type { ApiClient } from '../../lib/api/api-client.ts';
import { configureApi } from '../../lib/api/api.ts';
import { i18n, initI18n, loadNamespaces } from '../../lib/i18n.ts';
import { InviteRecordPage } from './invite-record.tsx';

/** 5 March 2026, 14:30 on the device's clock: the first invitee registered then, each next one a day later. */
const REGISTERED = new Date(2026, 2, 5, 14, 30).getTime();
const DAY = 86_400_000;

const record = (index: number): ReferralRecord => ({
  id: index + 1,
  account: `team${String(index + 1).padStart(2, '0')}`,
  registered_at: REGISTERED + index * DAY,
  payment_time: REGISTERED + index * DAY + 3_600_000,
  paid: '99.9',
  reward: '19.98',
});

let records: ReferralRecord[] = [];
let askedPages: number[] = [];

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(async () => {
  records = Array.from({ length: 45 }, (_, index) => record(index));
  askedPages = [];
  const call = async (contract: CallContract, payload: { page: number; page_size: number }) => {
    if (contract.path !== '/Api/Account/get_invite_records') throw new Error(`unexpected ${contract.path}`);
    askedPages.push(payload.page);
    const from = (payload.page - 1) * payload.page_size;
    return { list: records.slice(from, from + payload.page_size), total: records.length, page: payload.page, page_size: payload.page_size };
  };
  configureApi(async () => ({ call: call as unknown as ApiClient['call'] }));
  await act(async () => {
    await i18n.changeLanguage('en');
    await loadNamespaces('referral');
  });
});

afterEach(() => cleanup());

async function openRecords() {
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path: '/inviteRecord', component: InviteRecordPage });
  const invite = createRoute({ getParentRoute: () => root, path: '/invite', component: () => null });
  const router = createRouter({
    routeTree: root.addChildren([page, invite]),
    history: createMemoryHistory({ initialEntries: ['/inviteRecord'] }),
  });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1 });
}

/** Waits until the table shows the invitee's row (the phone cards show the same account too). */
const rowOf = (account: string) => screen.findByTestId('record-table').then((table) => within(table).findByRole('cell', { name: account }));

/** The table's rows as the user reads them, cell by cell (ICU versions differ in the space before "PM"). */
const tableRows = () =>
  within(screen.getByTestId('record-table'))
    .queryAllByTestId('record-row')
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent?.replace(/\s/g, ' ')));

describe('the referral records', () => {
  it('show account, registration, payment time, paid and reward of each invitee of the first page', async () => {
    await openRecords();
    await rowOf('team01');
    const heads = within(screen.getByTestId('record-table'))
      .getAllByRole('columnheader')
      .map((head) => head.textContent);
    expect(heads).toEqual(['Account', 'Registered', 'Payment time', 'Paid (USDT)', 'Reward (USDT)']);
    expect(tableRows()).toHaveLength(20);
    expect(tableRows()[0]).toEqual(['team01', 'Mar 5, 2026, 2:30 PM', 'Mar 5, 2026, 3:30 PM', '99.90', '19.98']);
    expect(screen.getByText('45 records')).toBeInTheDocument();
    expect(within(screen.getByTestId('record-cards')).getAllByRole('listitem')).toHaveLength(20);
    expect(askedPages).toEqual([1]);
  });

  it('write dates as the chosen language does', async () => {
    await act(async () => {
      await i18n.changeLanguage('zh');
      await loadNamespaces('referral');
    });
    await openRecords();
    await rowOf('team01');
    expect(tableRows()[0]?.[1]).toMatch(/^2026年3月5日/);
    expect(screen.getByText('共 45 条')).toBeInTheDocument();
  });

  it('page on: Next asks for page 2 and shows its rows, and the last page has the rest', async () => {
    await openRecords();
    await screen.findByText('Page 1 of 3');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    await screen.findByText('Page 2 of 3');
    await rowOf('team21');
    expect(tableRows()[0]?.[0]).toBe('team21');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    await rowOf('team41');
    expect(tableRows().map((row) => row[0])).toEqual(['team41', 'team42', 'team43', 'team44', 'team45']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(askedPages).toEqual([1, 2, 3]);
  });

  it('say there are no referrals yet when nobody registered with the code', async () => {
    records = [];
    await openRecords();
    expect(await screen.findByText('No referrals yet')).toBeInTheDocument();
    expect(screen.queryByTestId('record-table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});
