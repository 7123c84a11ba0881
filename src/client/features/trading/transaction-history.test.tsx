// @vitest-environment happy-dom
// /record keeps the rows in view current by itself: the api is replaced at its one door
// (configureApi) by a small venue of 60 orders that answers cex_orders a page at a time, so these
// tests see which pages the screen asks for and what it shows after an order changes on the venue.
// tests/integration/trade-history-refresh.test.ts checks that the server refreshes a whole page.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { CallContract } from '../../../shared/contracts/define-call.ts';
import type { TradeOrderView } from '../../../shared/contracts/trade/fields.ts';
import type { ApiClient } from '../../lib/api/api-client.ts';
import { configureApi } from '../../lib/api/api.ts';
import { initI18n, loadNamespaces } from '../../lib/i18n.ts';
import { HISTORY_REFRESH_MS } from './history/use-history-page.ts';
import { TransactionHistoryPage } from './transaction-history.tsx';

const ORDER_COUNT = 60;

/** The venue's orders, newest first; amounts 1..60 tell the rows apart. */
let orders: TradeOrderView[] = [];
let askedPages: number[] = [];

const order = (index: number, status: TradeOrderView['status']): TradeOrderView => ({
  order_id: String(index + 1),
  client_order_id: null,
  web: 'sandbox-a',
  yenUnit1: 'BNB',
  yenUnit2: 'USDT',
  side: 'buy',
  type: 'limit',
  price: 500,
  average: null,
  amount: index + 1,
  filled: 0,
  status,
  time: Date.UTC(2026, 10, 25, 6, 0, 0) - index * 1000,
  schedule_code: null,
});

beforeAll(async () => {
  await initI18n('en');
  await loadNamespaces('trading');
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  askedPages = [];
  const call = async (contract: CallContract, payload: { page?: number; page_size?: number }) => {
    if (contract.path === '/Api/Trade/cex_orders') {
      const page = payload.page ?? 1;
      const size = payload.page_size ?? 50;
      askedPages.push(page);
      return { orders: orders.slice((page - 1) * size, page * size), trades: [], total: orders.length, page };
    }
    return { list: [] };
  };
  configureApi(async () => ({ call: call as unknown as ApiClient['call'] }));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const rowOf = (amount: number) =>
  within(screen.getByTestId('history-table'))
    .getAllByRole('row')
    .find((row) => row.querySelectorAll('td')[5]?.textContent === String(amount));

async function openSecondPage() {
  render(<TransactionHistoryPage />);
  await screen.findByText('Page 1 of 2');
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByText('Page 2 of 2');
  await vi.waitFor(() => expect(rowOf(ORDER_COUNT)).toBeDefined());
  askedPages = [];
}

it('an open order on page 2 cancelled on the venue shows as cancelled without a reload, and only page 2 is asked for', async () => {
  orders = Array.from({ length: ORDER_COUNT }, (_, index) => order(index, 'open'));
  await openSecondPage();
  expect(rowOf(ORDER_COUNT)?.textContent).toContain('Open');

  orders = orders.map((row) => (row.amount === ORDER_COUNT ? { ...row, status: 'canceled' } : row));
  await act(() => vi.advanceTimersByTimeAsync(HISTORY_REFRESH_MS));
  await vi.waitFor(() => expect(rowOf(ORDER_COUNT)?.textContent).toContain('Cancelled'));
  expect(rowOf(ORDER_COUNT - 1)?.textContent).toContain('Open');
  expect(askedPages.length).toBeGreaterThan(0);
  expect(new Set(askedPages)).toEqual(new Set([2]));
});

it('a page with no open order is not asked for again', async () => {
  orders = Array.from({ length: ORDER_COUNT }, (_, index) => order(index, index < 50 ? 'open' : 'closed'));
  await openSecondPage();
  await act(() => vi.advanceTimersByTimeAsync(HISTORY_REFRESH_MS * 3));
  expect(askedPages).toEqual([]);
});
