// /record in the browser, against the real server and its embedded sandbox exchange (the demo user
// has Sandbox A bound): three BNB/USDT orders placed on the trading screen (one left open, one
// cancelled, one filled) are listed with YYYY-MM-DD HH:mm:ss times and narrowed by the side,
// status, pair and date filters; the export refuses a range over 7 days, says "No data to export"
// for a range without records, and mails today's range as CSV and XLSX to the demo user's address.
// BNB/USDT keeps clear of the other browser tests (bots trade BTC/USDT, manual trading ETH/USDT).
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { logInOnTestPage } from './support/demo-page.ts';
import { exportMailSince } from './support/outbox.ts';
import { VIEWPORTS } from './support/routes.ts';
import { lastPrice, openOrders } from './support/sandbox-venue.ts';

const VENUE = 'sandbox-a';
const SYMBOL = 'BNBUSDT';
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const DAY_MS = 86_400_000;

/** A price as the trading screen shows it (2 decimals, grouped thousands). */
const shown = (price: number) => price.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** YYYY-MM-DD HH:mm:ss of epoch ms in the browser's zone (the test's zone is the browser's). */
function dateTime(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

async function placeLimit(page: Page, side: 'Buy' | 'Sell', price: number, quantity: string): Promise<void> {
  const form = page.getByTestId('order-form');
  await form.getByRole('tab', { name: 'Limit' }).click();
  await form.getByRole('button', { name: side, exact: true }).click();
  await form.getByLabel('Price (USDT)').fill(String(price));
  await form.getByLabel('Quantity (BNB)').fill(quantity);
  await form.getByRole('button', { name: `${side} BNB` }).click();
  await expect(page.getByText('Order placed.')).toBeVisible();
  await expect(page.getByText('Order placed.')).toHaveCount(0, { timeout: 15_000 });
}

interface Attachment {
  filename: string;
  contentType: string;
  content: Buffer<ArrayBuffer>;
}

/** The attachments of an RFC 822 message as nodemailer writes it (multipart/mixed, base64 parts). */
function attachmentsOf(raw: string): Attachment[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) return [];
  return raw.split(`--${boundary}`).flatMap((part): Attachment[] => {
    const [head = '', ...body] = part.split(/\r?\n\r?\n/);
    const filename = /filename="?([^";\r\n]+)"?/i.exec(head)?.[1];
    if (!filename) return [];
    const contentType = /^Content-Type: ([^;\r\n]+)/im.exec(head.trim())?.[1] ?? '';
    return [{ filename, contentType, content: Buffer.from(body.join('').replace(/\s+/g, ''), 'base64') }];
  });
}

test('orders are listed with their times, the filters narrow them, and an export is refused, empty or mailed', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = await logInOnTestPage(page, '/stocks', { width: 1280, height: 800 });
  const selector = page.getByTestId('pair-selector');
  await selector.getByLabel('Exchange').selectOption({ label: 'Sandbox A · Spot' });
  await selector.getByLabel('Pair').fill('bnb/usdt');
  await selector.getByRole('button', { name: 'Go' }).click();
  await expect(page.getByTestId('ticker-line')).toContainText('BNB/USDT');

  // Two buys far under the market rest on the book; one is cancelled. A sell under it fills.
  const market = await lastPrice(VENUE, SYMBOL);
  const restingPrice = Math.round(market * 0.7 * 100) / 100;
  const cancelledPrice = Math.round(market * 0.71 * 100) / 100;
  const firstOrderAt = Date.now();
  await placeLimit(page, 'Buy', restingPrice, '0.1');
  await placeLimit(page, 'Buy', cancelledPrice, '0.2');
  await placeLimit(page, 'Sell', Math.round(market * 0.9 * 100) / 100, '0.3');
  const cancelRow = page.getByTestId('open-order').filter({ hasText: shown(cancelledPrice) });
  await cancelRow.getByRole('button', { name: /^Cancel the Buy order at/ }).click();
  await expect(page.getByText('Order cancelled.')).toBeVisible();
  await expect.poll(async () => (await openOrders(VENUE, SYMBOL)).map((order) => Number(order.price))).toEqual([restingPrice]);

  await page.goto('/record');
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction history' })).toBeVisible();
  const filters = page.getByTestId('history-filters');
  const rows = page.getByTestId('history-table').locator('tbody tr');
  const apply = () => filters.getByRole('button', { name: 'Apply' }).click();
  /** The filters leave one order, and its row shows each of `texts`. */
  const expectOneRow = async (...texts: string[]) => {
    await expect(rows).toHaveCount(1);
    for (const text of texts) await expect(rows.first()).toContainText(text);
  };

  // The demo user's other orders of this run (manual trading and /data's specs trade ETH/USDT) are
  // left out by the pair filter, whatever order the spec files run in.
  await filters.getByLabel('Pair').fill('bnb/usdt');
  await apply();

  // All three, newest first, each at a real local date-time of this run.
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Sell');
  for (const row of await rows.all()) {
    await expect(row).toContainText('Sandbox A');
    await expect(row).toContainText('BNB/USDT');
    const time = (await row.locator('td').first().textContent())?.trim() ?? '';
    expect(time).toMatch(DATE_TIME);
    expect(time >= dateTime(firstOrderAt - 1000)).toBe(true);
    expect(time <= dateTime(Date.now())).toBe(true);
  }

  // Side.
  await filters.getByLabel('Side').selectOption({ label: 'Sell' });
  await apply();
  await expectOneRow('Sell', 'Filled');

  // Status (both sides again).
  await filters.getByLabel('Side').selectOption({ label: 'Both sides' });
  await filters.getByLabel('Status').selectOption({ label: 'Cancelled' });
  await apply();
  await expectOneRow('Buy', '0.2');
  await filters.getByLabel('Status').selectOption({ label: 'Open' });
  await apply();
  await expectOneRow('0.1');

  // Pair: nothing was traded on BTC/USDT in this run; a pair that is not BASE/QUOTE is refused.
  await filters.getByLabel('Status').selectOption({ label: 'All statuses' });
  await filters.getByLabel('Pair').fill('btc/usdt');
  await apply();
  await expect(page.getByText('No records in this range')).toBeVisible();
  await expect(rows).toHaveCount(0);
  await filters.getByLabel('Pair').fill('bnbusdt');
  await apply();
  await expect(filters.getByRole('alert')).toHaveText('Enter a pair as BASE/QUOTE, e.g. BTC/USDT.');
  await filters.getByLabel('Pair').fill('bnb/usdt');
  await apply();
  await expect(filters.getByRole('alert')).toHaveCount(0);
  await expect(rows).toHaveCount(3);

  // Date: from tomorrow nothing; a date that is no real date is refused.
  await filters.getByLabel(/^From/).fill(dateTime(Date.now() + DAY_MS));
  await apply();
  await expect(rows).toHaveCount(0);
  await filters.getByLabel(/^From/).fill('2026-02-30 00:00:00');
  await apply();
  await expect(filters.getByRole('alert')).toHaveText('Enter dates as YYYY-MM-DD HH:mm:ss.');
  await filters.getByLabel(/^From/).fill(dateTime(firstOrderAt - 60_000));
  await apply();
  await expect(rows).toHaveCount(3);

  // Export: over 7 days refused; a week without records has nothing to export.
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export transactions' });
  const now = Date.now();
  await dialog.getByLabel(/^From/).fill(dateTime(now - 8 * DAY_MS));
  await dialog.getByLabel(/^To/).fill(dateTime(now));
  await dialog.getByRole('button', { name: 'Send export' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The export range is at most 7 days.');
  await dialog.getByLabel(/^From/).fill(dateTime(now - 7 * DAY_MS));
  await dialog.getByLabel(/^To/).fill(dateTime(now - DAY_MS));
  await dialog.getByRole('button', { name: 'Send export' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'No data to export' })).toBeVisible();
  await expect(dialog).toBeVisible();

  // Today's range is mailed.
  const sentAfter = Date.now() - 1000;
  await dialog.getByLabel(/^From/).fill(dateTime(firstOrderAt - 60_000));
  await dialog.getByLabel(/^To/).fill(dateTime(Date.now() + 60_000));
  await dialog.getByRole('button', { name: 'Send export' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^3 rows sent to de\*\*\*@example\.com\.$/ })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await expect.poll(() => exportMailSince(sentAfter) !== null).toBe(true);
  const attachments = attachmentsOf(exportMailSince(sentAfter) ?? '');
  expect(attachments.map((attachment) => attachment.filename)).toEqual([
    expect.stringMatching(/^orders-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/),
    expect.stringMatching(/^orders-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/),
  ]);
  const csvFile = attachments[0];
  const xlsxFile = attachments[1];
  if (!csvFile || !xlsxFile) throw new Error('the export mail lacks its attachments');
  expect(csvFile.contentType).toBe('text/csv');
  const csv = csvFile.content
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(csv[0]).toMatch(/^Time,Exchange,Pair,Side,/);
  expect(csv).toHaveLength(4);
  const rested = csv.find((line) => line.includes(`,${restingPrice},`));
  expect(rested).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},Sandbox A,BNB\/USDT,Buy,Limit,/);
  expect(rested).toContain(',Open,');
  expect(csv.filter((line) => line.includes(',Cancelled,'))).toHaveLength(1);
  expect(csv.filter((line) => line.includes(',Sell,'))).toHaveLength(1);

  const workbook = new ExcelJS.Workbook();
  const { buffer, byteOffset, byteLength } = xlsxFile.content;
  await workbook.xlsx.load(buffer.slice(byteOffset, byteOffset + byteLength));
  const sheet = workbook.worksheets[0];
  expect(sheet?.rowCount).toBe(4);
  const firstColumn = (sheet?.getColumn(1).values ?? []).slice(2).map(String);
  expect(firstColumn).toHaveLength(3);
  for (const value of firstColumn) expect(value).toMatch(DATE_TIME);

  // On a phone the same records are cards: status and figures without sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByTestId('history-cards').locator('li');
  await expect(cards).toHaveCount(3);
  await expect(page.getByTestId('history-table')).toBeHidden();
  await expect(cards.first()).toContainText('Filled');
  await expect(cards.first()).toContainText('Sell BNB/USDT · Sandbox A');
  await expect(cards.last()).toContainText(`${restingPrice} × 0.1`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(errors.take()).toEqual([]);
});

test('on a phone /record lists the orders and opens the export', async ({ page }) => {
  const errors = await logInOnTestPage(page, '/record', VIEWPORTS.phone);
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction history' })).toBeVisible();
  await expect(page.getByTestId('history-filters')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export transactions' });
  await expect(dialog.getByLabel(/^From/)).toHaveValue(DATE_TIME);
  await expect(dialog.getByLabel(/^To/)).toHaveValue(DATE_TIME);
  expect(errors.take()).toEqual([]);
});
