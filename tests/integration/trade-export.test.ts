// /record's calls against the real server and a sandbox exchange of the test's own: the status
// filter finds an order by what the venue says of it now (cancelled there, open in the console's
// store), and the export mails today's orders as CSV and XLSX, refuses a range over 7 days, says
// "No data to export" for a range without records and "No email on file" to a user without an
// address.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/index.ts';
import { formatDateTime } from '../../src/shared/trade/date-time.ts';
import { expectCode } from '../support/accounts.ts';
import { bestPrices, PAIR, startTradeServer, type TradeTestServer } from '../support/trade-client.ts';
import { sandboxBinance } from './sandbox-ccxt-client.ts';

const DAY_MS = 86_400_000;
/** The request's zone: UTC+8, so the formatting in the user's zone is seen to be applied. */
const OFFSET = 480;
const at = (ms: number) => formatDateTime(ms, OFFSET);

interface OrderView {
  order_id: string;
  status: string;
  price: number;
  side: string;
}

let trade: TradeTestServer;
let resting: OrderView;
let cancelledOnVenue: OrderView;
let started: number;

beforeAll(async () => {
  trade = await startTradeServer();
  started = Date.now();
  const { bid } = await bestPrices(trade.venue.url);
  const place = async (price: number, quantity: number) =>
    expectCode(
      await trade.client.call<{ order: OrderView }>('/Api/Trade/trade_coin', { ...PAIR, type: 'limit', side: 'buy', price, quantity }),
      1000,
    ).data.order;
  resting = await place(Math.round(bid * 0.8), 0.001);
  cancelledOnVenue = await place(Math.round(bid * 0.81), 0.002);
  // Cancelled on the venue itself (another client of the same keys): the console's store still says open.
  await sandboxBinance(trade.venue.url, trade.credentials).cancelOrder(cancelledOnVenue.order_id, 'BTC/USDT');
}, 120_000);

afterAll(async () => {
  await trade?.stop();
});

const history = (filters: Record<string, unknown>) =>
  trade.client.call<{ orders: OrderView[]; total: number }>('/Api/Trade/cex_orders', { utc_offset: OFFSET, ...filters });

const exportRange = (start: number, end: number) =>
  trade.client.call<{ email_masked: string; rows: number }>('/Api/Trade/cex_orders_export', {
    utc_offset: OFFSET,
    start_time: at(start),
    end_time: at(end),
  });

it('the status filter sees what the venue says of an order now', async () => {
  const cancelled = expectCode(await history({ status: 'canceled' }), 1000).data;
  expect(cancelled.orders.map((order) => order.order_id)).toEqual([cancelledOnVenue.order_id]);
  const open = expectCode(await history({ status: 'open' }), 1000).data;
  expect(open.orders.map((order) => order.order_id)).toEqual([resting.order_id]);
  const sells = expectCode(await history({ side: 'sell' }), 1000).data;
  expect(sells.total).toBe(0);
});

it('mails the range as CSV and XLSX with times as YYYY-MM-DD HH:mm:ss in the user zone', async () => {
  const sent = expectCode(await exportRange(started - 60_000, Date.now() + 60_000), 1000).data;
  expect(sent).toEqual({ email_masked: 'de***@example.com', rows: 2 });
  const outbox = join(trade.server.dataDir, 'outbox');
  const mail = readdirSync(outbox)
    .map((name) => readFileSync(join(outbox, name), 'utf8'))
    .find((text) => /^Subject: Your Orders export$/m.test(text));
  expect(mail).toBeDefined();
  expect(mail).toMatch(/^To: demo@example\.com$/m);
  expect(mail).toMatch(/filename=orders-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv/);
  expect(mail).toMatch(/filename=orders-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx/);
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(mail ?? '')?.[1] ?? '';
  const csvPart = (mail ?? '').split(`--${boundary}`).find((part) => /filename=[^\n]*\.csv/.test(part)) ?? '';
  const csv = Buffer.from(
    csvPart
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('')
      .replace(/\s+/g, ''),
    'base64',
  )
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(csv).toHaveLength(3);
  const line = csv.find((row) => row.includes(`,${resting.order_id},`)) ?? '';
  expect(line.startsWith(`${at(started).slice(0, 10)} `)).toBe(true);
  expect(line).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},Sandbox T,BTC\/USDT,Buy,Limit,/);
  expect(csv.some((row) => row.includes(`,${cancelledOnVenue.order_id},`) && row.includes(',Cancelled,'))).toBe(true);
});

it('refuses a range over 7 days and says when there is nothing to export', async () => {
  const now = Date.now();
  const tooLong = await exportRange(now - 7 * DAY_MS - 1000, now);
  expect(tooLong.code).not.toBe(1000);
  expect(tooLong.msg).toBe('Pick a range of at most 7 days.');
  const empty = await exportRange(now - 7 * DAY_MS, now - DAY_MS);
  expect(empty.code).toBe(4306);
  expect(empty.msg).toBe('No data to export');
});

it('needs an e-mail on file', async () => {
  await trade.server.runtime.database.db.update(users).set({ email: '' }).where(eq(users.userName, 'demo01'));
  const refused = await exportRange(started - 60_000, Date.now() + 60_000);
  expect(refused.code).toBe(4305);
  expect(refused.msg).toBe('No email on file. Add one in Account Settings.');
});
