// /record's pages against the real server and a sandbox exchange of the test's own: every open order
// of the page asked for is brought up to date from the venue, on a later page as on the first, even
// when the page holds more open orders than a handful; under a status filter every open order of the
// range is, so an order the venue closed is listed under its real status however old it is.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectCode } from '../support/accounts.ts';
import { bestPrices, PAIR, startTradeServer, type TradeTestServer } from '../support/trade-client.ts';
import { sandboxBinance } from './sandbox-ccxt-client.ts';

interface OrderView {
  order_id: string;
  status: string;
}

const PAGE_SIZE = 25;

let trade: TradeTestServer;
/** Newest first, as the history lists them: two full pages of resting buys. */
const placed: OrderView[] = [];

beforeAll(async () => {
  trade = await startTradeServer({ ordersPer10Seconds: 200 });
  const { bid } = await bestPrices(trade.venue.url);
  for (let index = 0; index < PAGE_SIZE * 2; index += 1) {
    const answer = await trade.client.call<{ order: OrderView }>('/Api/Trade/trade_coin', {
      ...PAIR,
      type: 'limit',
      side: 'buy',
      price: Math.round(bid * 0.8) - index,
      quantity: 0.001,
    });
    placed.unshift(expectCode(answer, 1000).data.order);
  }
}, 180_000);

afterAll(async () => {
  await trade?.stop();
});

const page = async (number: number) =>
  expectCode(
    await trade.client.call<{ orders: OrderView[]; total: number }>('/Api/Trade/cex_orders', {
      utc_offset: 0,
      page: number,
      page_size: PAGE_SIZE,
    }),
    1000,
  ).data.orders;

it('shows the venue status of the last open order of the second page', async () => {
  const secondPage = await page(2);
  expect(secondPage.map((order) => order.order_id)).toEqual(placed.slice(PAGE_SIZE).map((order) => order.order_id));
  expect(secondPage.every((order) => order.status === 'open')).toBe(true);

  // Cancelled on the venue itself (another client of the same keys): the console's store still says open.
  const oldest = placed.at(-1) as OrderView;
  await sandboxBinance(trade.venue.url, trade.credentials).cancelOrder(oldest.order_id, 'BTC/USDT');

  const again = await page(2);
  expect(again.at(-1)).toMatchObject({ order_id: oldest.order_id, status: 'canceled' });
  expect(again.slice(0, -1).every((order) => order.status === 'open')).toBe(true);
}, 60_000);

const filtered = async (status: string) =>
  expectCode(
    await trade.client.call<{ orders: OrderView[]; total: number }>('/Api/Trade/cex_orders', {
      utc_offset: 0,
      status,
      page: 1,
      page_size: 200,
    }),
    1000,
  ).data;

it('under a status filter finds an order the venue closed however far down the open orders it was', async () => {
  // The second-oldest of fifty open orders, cancelled on the venue itself: no page holding it was read since.
  const far = placed.at(-2) as OrderView;
  await sandboxBinance(trade.venue.url, trade.credentials).cancelOrder(far.order_id, 'BTC/USDT');

  const cancelled = await filtered('canceled');
  expect(cancelled.orders.map((order) => order.order_id)).toContain(far.order_id);
  expect(cancelled.orders.every((order) => order.status === 'canceled')).toBe(true);
  const open = await filtered('open');
  expect(open.orders.map((order) => order.order_id)).not.toContain(far.order_id);
  expect(open.orders.every((order) => order.status === 'open')).toBe(true);
  expect(open.total).toBe(open.orders.length);
}, 60_000);
