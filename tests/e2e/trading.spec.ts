// Manual trading in the browser, against the real server and its embedded sandbox exchange (the
// demo user has Sandbox A bound): the chart shows candles, a limit buy shows up in the open orders
// and on the venue and is cancelled; a 100-order batch runs as a background task whose progress the
// task popover follows to completed, and a batch cancel removes those orders again. ETH/USDT keeps
// clear of the bot tests, which trade BTC/USDT.
import { expect, type Page, test } from '@playwright/test';
import { logInOnTestPage } from './support/demo-page.ts';
import { VIEWPORTS } from './support/routes.ts';
import { lastPrice, openOrders } from './support/sandbox-venue.ts';

// The batch test watches the service worker poll a task (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const VENUE = 'sandbox-a';
const SYMBOL = 'ETHUSDT';

async function chooseEthUsdt(page: Page): Promise<void> {
  const selector = page.getByTestId('pair-selector');
  await selector.getByLabel('Exchange').selectOption({ label: 'Sandbox A · Spot' });
  await selector.getByLabel('Pair').fill('eth/usdt');
  await selector.getByRole('button', { name: 'Go' }).click();
  await expect(page.getByTestId('ticker-line')).toContainText('ETH/USDT');
}

/** A price as the screens show it (2 decimals, grouped thousands). */
const shown = (price: number) => price.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Our open orders on the venue priced within [low, high]. */
async function venueOrdersBetween(low: number, high: number) {
  return (await openOrders(VENUE, SYMBOL)).filter((order) => Number(order.price) >= low && Number(order.price) <= high);
}

/** Starts noting every "Done" count the task panel's first row shows, as it shows it. */
async function recordDoneCounts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const counts: number[] = [];
    (window as unknown as { doneCounts: number[] }).doneCounts = counts;
    const note = () => {
      const text = document.querySelector('[data-testid="task-panel"] li')?.textContent ?? '';
      const done = /Done (\d+)/.exec(text);
      if (done && counts.at(-1) !== Number(done[1])) counts.push(Number(done[1]));
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

const doneCountsShown = (page: Page) => page.evaluate(() => (window as unknown as { doneCounts: number[] }).doneCounts);

test.describe.configure({ mode: 'serial' });

test('a limit buy is placed, listed with the open orders and cancelled; the chart shows candles', async ({ page }) => {
  const errors = await logInOnTestPage(page, '/stocks', { width: 1280, height: 800 });
  await expect(page.getByRole('heading', { level: 1, name: 'Manual Trading' })).toBeVisible();
  await chooseEthUsdt(page);

  const chart = page.getByTestId('candle-chart');
  await expect.poll(async () => Number(await chart.getAttribute('data-candles')), { timeout: 15_000 }).toBeGreaterThan(10);
  await expect(chart.locator('canvas')).toBeVisible();
  await expect(page.getByTestId('chart-readout')).toContainText(/O [\d,.]+ {2}H/);
  await expect(page.getByTestId('book-bids').locator('tr').first()).toBeVisible();

  // Far under the market, so it rests on the book.
  const price = Math.round((await lastPrice(VENUE, SYMBOL)) * 0.7 * 100) / 100;
  const form = page.getByTestId('order-form');
  await form.getByRole('tab', { name: 'Limit' }).click();
  await form.getByRole('button', { name: 'Buy', exact: true }).click();

  // The spec's rules come first: a price is needed, and the quantity may not exceed the balance.
  await form.getByRole('button', { name: 'Buy ETH' }).click();
  await expect(page.getByTestId('order-error-price')).toHaveText('Enter a price.');
  await form.getByLabel('Price (USDT)').fill(String(price));
  await form.getByLabel('Quantity (ETH)').fill('100000');
  await form.getByRole('button', { name: 'Buy ETH' }).click();
  await expect(page.getByTestId('order-error-quantity')).toHaveText('Amount exceeds available balance');

  await form.getByLabel('Quantity (ETH)').fill('0.01');
  await form.getByRole('button', { name: 'Buy ETH' }).click();
  await expect(page.getByText('Order placed.')).toBeVisible();
  const row = page.getByTestId('open-order').filter({ hasText: shown(price) });
  await expect(row).toHaveCount(1);
  await expect.poll(async () => (await venueOrdersBetween(price, price)).length).toBe(1);

  await row.getByRole('button', { name: /^Cancel the Buy order at/ }).click();
  await expect(page.getByText('Order cancelled.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect.poll(async () => (await venueOrdersBetween(price, price)).length).toBe(0);
  expect(errors.take()).toEqual([]);
});

test('a 100-order batch runs as a background task to completed, and a batch cancel removes it', async ({ page, context }) => {
  test.setTimeout(180_000);
  // Who asks for the task's progress: the service worker (so a background tab keeps up) or the page.
  const statusQueries: Array<'worker' | 'page'> = [];
  context.on('request', (request) => {
    if (request.url().endsWith('/Api/wallet/get_schedule_data')) statusQueries.push(request.serviceWorker() ? 'worker' : 'page');
  });
  const errors = await logInOnTestPage(page, '/stocks', { width: 1280, height: 800 });
  await chooseEthUsdt(page);
  // This context's first visit installs the service worker (precaching the shell); the page hands
  // tasks to it once it is active, and polls them itself only when none is within a few seconds.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));

  const market = await lastPrice(VENUE, SYMBOL);
  const low = Math.round(market * 0.6 * 100) / 100;
  const high = Math.round(market * 0.65 * 100) / 100;
  await page.getByRole('button', { name: 'Batch order' }).click();
  const dialog = page.getByRole('dialog', { name: /Batch buy\/sell/ });
  await dialog.getByLabel('Lowest price (USDT)').fill(String(low));
  await dialog.getByLabel('Highest price (USDT)').fill(String(high));
  await dialog.getByLabel('Number of orders (at most 500)').fill('501');
  await dialog.getByLabel('Total quantity (ETH)').fill('0.3');
  await expect(dialog.getByTestId('batch-problem')).toHaveText('The number of orders must be a whole number from 1 to 500.');
  await dialog.getByLabel('Number of orders (at most 500)').fill('100');

  // The preview lists every order before anything is sent: 100 prices from the top bound down.
  const preview = dialog.getByTestId('batch-preview');
  await expect(preview.locator('tbody tr')).toHaveCount(100);
  await expect(dialog.getByTestId('batch-summary')).toContainText('100 orders · 0.3000 ETH');
  await expect(preview.locator('tbody tr').first()).toContainText(shown(high));
  await expect(preview.locator('tbody tr').last()).toContainText(shown(low));
  await recordDoneCounts(page);
  await dialog.getByRole('button', { name: 'Place batch' }).click();
  await expect(dialog).toHaveCount(0);

  // The popover opens on the task and follows it to the end.
  const panel = page.getByTestId('task-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Batch orders').first()).toBeVisible();
  await expect(panel.locator('li').first()).toContainText('Completed', { timeout: 120_000 });
  await expect(panel.locator('li').first()).toContainText('Done 100 · Skipped 0 · Failed 0 · Total 100');
  await expect(panel.locator('li').first().locator('progress')).toHaveAttribute('value', '100');
  // The count went up as the orders were placed, poll by poll, rather than from 0 straight to 100:
  // the venue takes 100 new orders per 10 s, which the rate governor sends as 20 at once and the
  // rest spread over the 10 s, and a running task is polled every 5 s.
  const counts = await doneCountsShown(page);
  expect(
    counts.some((count) => count > 0 && count < 100),
    `counts shown: ${counts.join(', ')}`,
  ).toBe(true);
  expect(counts).toEqual([...counts].sort((a, b) => a - b));
  expect(counts.at(-1)).toBe(100);
  expect(await venueOrdersBetween(low, high)).toHaveLength(100);
  // The service worker polled it, so the progress goes on while the tab is in the background.
  expect(statusQueries.length).toBeGreaterThan(0);
  expect(statusQueries).not.toContain('page');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('open-order').filter({ hasText: shown(high) })).toHaveCount(1);

  // Batch cancel by price range: only the batch's orders.
  await page.getByRole('button', { name: 'Batch cancel' }).click();
  const cancel = page.getByRole('dialog', { name: /Batch cancel/ });
  await cancel.getByLabel('A price range').check();
  await cancel.getByLabel('Lowest price (USDT)').fill(String(low));
  await cancel.getByLabel('Highest price (USDT)').fill(String(high));
  await cancel.getByRole('button', { name: 'Cancel orders' }).click();
  await expect(cancel).toHaveCount(0);
  await expect(panel.locator('li').first()).toContainText('Completed', { timeout: 120_000 });
  await expect.poll(async () => (await venueOrdersBetween(low, high)).length, { timeout: 30_000 }).toBe(0);
  await expect(page.getByTestId('open-order').filter({ hasText: shown(high) })).toHaveCount(0);
  expect(errors.take()).toEqual([]);
});

test('on a phone the trading screen shows the ticker, candles, the book and the order form', async ({ page }) => {
  const errors = await logInOnTestPage(page, '/stocks', VIEWPORTS.phone);
  // The demo user starts on CAKE/BNB on the sandbox DEX (a test account's pair): this is about an exchange's screen.
  await chooseEthUsdt(page);
  await expect(page.getByTestId('ticker-line')).toBeVisible();
  const chart = page.getByTestId('candle-chart');
  await expect.poll(async () => Number(await chart.getAttribute('data-candles')), { timeout: 15_000 }).toBeGreaterThan(10);
  const box = await chart.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(390);
  await expect(page.getByTestId('book-asks').locator('tr').first()).toBeAttached();
  await expect(page.getByTestId('order-form')).toBeVisible();
  // The advanced view too.
  await page.goto('/stocksFull');
  await expect
    .poll(async () => Number(await page.getByTestId('candle-chart').getAttribute('data-candles')), { timeout: 15_000 })
    .toBeGreaterThan(10);
  expect(errors.take()).toEqual([]);
});
