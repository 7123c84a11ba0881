// /data, /property and /realTimeData in the browser, against the real server and its embedded
// sandbox exchanges (the demo user has Sandbox A and Sandbox B bound). The demo user buys and sells
// a little ETH/USDT on Sandbox B (no other browser test trades that market there); /data then shows
// today's fills, that market in its picker with its figures in USDT and the ETH amounts behind them,
// and draws both charts; the export refuses a range over 7 days and mails today's transactions;
// /property shows its empty text or a statement; /realTimeData lists the demo account's balances
// with a total above zero. At phone size none of the three pages is wider than the screen.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { logInOnTestPage } from './support/demo-page.ts';
import { exportMailSince } from './support/outbox.ts';
import { pageCall } from './support/page-api.ts';
import { VIEWPORTS } from './support/routes.ts';

const VENUE = 'sandbox-b';
const DAY_MS = 86_400_000;
/** A round trip small enough to leave ETH/USDT's price where it was. */
const QUANTITY = 0.01;
/** A server started without a recent asset snapshot takes one 5 s in; the charts wait for it. */
const SNAPSHOT_WAIT_MS = 60_000;

/** A date and time as the date-time field reads it in every language ("2026-11-22T10:05"), in the browser's zone. */
function fieldText(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** The number a figure tile shows ("1,234.56" → 1234.56). */
async function figure(tile: Locator): Promise<number> {
  const text = (await tile.locator('[data-figure]').textContent()) ?? '';
  return Number(text.replace(/[^\d.-]/g, ''));
}

/** A canvas the chart has drawn, with its size. */
async function chartCanvas(page: Page, testId: string): Promise<{ width: number; height: number }> {
  const canvas = page.getByTestId(testId).locator('canvas');
  await expect(canvas).toBeVisible();
  const box = await canvas.boundingBox();
  return { width: box?.width ?? 0, height: box?.height ?? 0 };
}

async function tradeRoundTrip(page: Page): Promise<void> {
  const market = { web: VENUE, web_type: 0, yenUnit1: 'ETH', yenUnit2: 'USDT', type: 'market', quantity: QUANTITY };
  await pageCall(page, 'Trade/trade_coin', { ...market, side: 'buy' });
  await pageCall(page, 'Trade/trade_coin', { ...market, side: 'sell' });
}

/** Opens /data until today's fills include the round trip (the fills are recorded as the venue reports them). */
async function openAnalyticsWithFills(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.goto('/data');
        const fills = page.getByTestId('today-figures').getByTestId('figure-fills');
        await expect(fills).toBeVisible();
        return figure(fills);
      },
      { timeout: 60_000, intervals: [1000, 2000, 3000] },
    )
    .toBeGreaterThanOrEqual(2);
}

test('after a round trip /data shows the fills and both charts, and the export refuses 8 days and mails today', async ({ page }) => {
  test.setTimeout(SNAPSHOT_WAIT_MS + 180_000);
  const errors = await logInOnTestPage(page, '/stocks', VIEWPORTS.desktop);
  const tradedAt = Date.now();
  await tradeRoundTrip(page);

  await openAnalyticsWithFills(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  const today = page.getByTestId('today-figures');
  expect(await figure(today.getByTestId('figure-bought'))).toBeGreaterThan(0);
  expect(await figure(today.getByTestId('figure-sold'))).toBeGreaterThan(0);
  await expect(page.getByTestId('today-by-bot')).toContainText('Manual orders');

  // The market picker offers the market traded; picked, its figures are in USDT with the ETH behind them.
  const picker = page.getByTestId('market-picker');
  await picker.selectOption({ label: 'Sandbox B · ETH/USDT' });
  await expect(today.getByTestId('figure-bought')).toContainText('USDT');
  await expect(today.getByTestId('figure-bought')).toContainText(/\d ETH/);
  expect(await figure(page.getByTestId('window-figures').getByTestId('figure-fills'))).toBeGreaterThanOrEqual(2);

  // The daily volume is drawn; so is the value trend once the first asset snapshot is in.
  const bars = await chartCanvas(page, 'daily-volume-chart');
  expect(bars.width).toBeGreaterThan(200);
  expect(bars.height).toBeGreaterThan(100);
  await expect(page.getByTestId('daily-volume-readout')).toContainText('bought');
  await expect
    .poll(
      async () => {
        if ((await page.getByTestId('value-trend-chart').count()) > 0) return true;
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
        await expect(page.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
        return (await page.getByTestId('value-trend-chart').count()) > 0;
      },
      { timeout: SNAPSHOT_WAIT_MS, intervals: [2000, 5000, 10_000] },
    )
    .toBe(true);
  const trend = await chartCanvas(page, 'value-trend-chart');
  expect(trend.width).toBeGreaterThan(200);
  expect(trend.height).toBeGreaterThan(100);
  expect(await figure(page.getByTestId('snapshot-total'))).toBeGreaterThan(0);
  await expect(page.getByTestId('allocation-by-coin')).toContainText('USDT');
  await expect(page.getByTestId('allocation-by-venue')).toContainText('Sandbox B');

  // Export: over 7 days is refused in the dialog; today's range is mailed.
  await page.getByRole('button', { name: 'Export transactions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export transactions' });
  const now = Date.now();
  await dialog.getByLabel('From', { exact: true }).fill(fieldText(now - 8 * DAY_MS));
  await dialog.getByLabel('To', { exact: true }).fill(fieldText(now));
  await dialog.getByRole('button', { name: 'Send export' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The export range is at most 7 days.');

  const sentAfter = Date.now() - 1000;
  await dialog.getByLabel('From', { exact: true }).fill(fieldText(tradedAt - 60_000));
  await dialog.getByLabel('To', { exact: true }).fill(fieldText(Date.now() + 120_000));
  await dialog.getByRole('button', { name: 'Send export' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^\d+ rows? sent to de\*\*\*@example\.com\.$/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => exportMailSince(sentAfter) !== null).toBe(true);
  const mail = exportMailSince(sentAfter) ?? '';
  expect(mail).toMatch(/filename="?[^";\r\n]+\.csv"?/i);
  expect(mail).toMatch(/filename="?[^";\r\n]+\.xlsx"?/i);
  expect(errors.take()).toEqual([]);
});

test('/property shows its statements or the empty text, and /realTimeData every balance with a total above zero', async ({ page }) => {
  const errors = await logInOnTestPage(page, '/property', VIEWPORTS.desktop);
  await expect(page.getByRole('heading', { level: 1, name: 'Assets Statement' })).toBeVisible();
  await expect(page.getByText('No asset reports available.').or(page.getByTestId('statement').first())).toBeVisible();
  await page.getByText('Last 6 months').click();
  await expect(page.getByText('No asset reports available.').or(page.getByTestId('statement').first())).toBeVisible();
  const download = page.getByRole('button', { name: 'Download CSV' });
  if ((await page.getByTestId('statement').count()) > 0) {
    const saved = page.waitForEvent('download');
    await download.click();
    expect((await saved).suggestedFilename()).toMatch(/^asset-statements?-\d{4}-\d{2}.*\.csv$/);
  } else {
    await expect(download).toBeDisabled();
  }

  await page.goto('/realTimeData');
  await expect(page.getByRole('heading', { level: 1, name: 'Real-time Assets' })).toBeVisible();
  const rows = page.getByTestId('balance-row');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('balance-table')).toContainText('Sandbox B');
  await expect(page.getByTestId('balance-table')).toContainText('USDT');
  expect(await figure(page.getByTestId('total-all'))).toBeGreaterThan(0);
  expect(await figure(page.getByTestId('total-cex'))).toBeGreaterThan(0);
  expect(errors.take()).toEqual([]);
});

test('on a phone the three pages fit the screen and the balances are cards', async ({ page }) => {
  const errors = await logInOnTestPage(page, '/data', VIEWPORTS.phone);
  for (const [path, heading] of [
    ['/data', 'Analytics'],
    ['/property', 'Assets Statement'],
    ['/realTimeData', 'Real-time Assets'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(VIEWPORTS.phone.width);
  }
  await expect(page.getByTestId('balance-cards').locator('li').first()).toBeVisible();
  await expect(page.getByTestId('balance-table')).toBeHidden();
  expect(errors.take()).toEqual([]);
});
