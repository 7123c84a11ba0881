// Futures in the browser, against the real server and its embedded sandbox exchange (the demo user
// has Sandbox A bound; its USD-M wallet holds demo USDT): a market buy on the perpetual ETH/USDT
// market from Manual Trading opens a long, /positionManagement lists it with its closable quantity,
// and closing half at market leaves half, on the page and on the venue.
import { expect, test } from '@playwright/test';
import { logInOnTestPage } from './support/demo-page.ts';

// The phone test reads the position the first test leaves.
test.describe.configure({ mode: 'serial' });

test('a position opened from Manual Trading is listed and half of it is closed', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = await logInOnTestPage(page, '/stocks', { width: 1280, height: 800 });
  // The market's balances and price arrive late, as on a busy server: an order placed meanwhile
  // waits for them instead of being refused for want of a price.
  await page.route('**/Api/Trade/trade_position_orders', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
  const selector = page.getByTestId('pair-selector');
  await selector.getByLabel('Exchange').selectOption({ label: 'Sandbox A · Futures' });
  await selector.getByLabel('Pair').fill('eth/usdt');
  await selector.getByRole('button', { name: 'Go' }).click();
  await expect(page.getByTestId('ticker-line')).toContainText('ETH/USDT');

  const form = page.getByTestId('order-form');
  await form.getByRole('tab', { name: 'Market' }).click();
  await form.getByRole('button', { name: 'Buy', exact: true }).click();
  await form.getByLabel('Quantity (ETH)').fill('0.2');
  await form.getByRole('button', { name: 'Buy ETH' }).click();
  await expect(page.getByText('Order placed.')).toBeVisible();

  await page.goto('/positionManagement');
  await expect(page.getByRole('heading', { level: 1, name: 'Position management' })).toBeVisible();
  const row = page.getByTestId('position-row').filter({ hasText: 'ETH/USDT' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Long');
  await expect(row.getByTestId('position-closable')).toHaveText('0.2');

  await row.getByRole('button', { name: 'Close' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close ETH/USDT' });
  await expect(dialog.getByLabel('Size')).toHaveValue('0.2');
  // More than is open is refused before anything is sent.
  await dialog.getByLabel('Size').fill('0.3');
  await dialog.getByRole('button', { name: 'Close position' }).click();
  await expect(dialog.getByText('Cannot be more than the closable quantity.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Half' }).click();
  await expect(dialog.getByLabel('Size')).toHaveValue('0.1');
  // A market close fills at the price given or better: a little under the mark, so it fills.
  const mark = Number(await dialog.getByLabel('Price').inputValue());
  await dialog.getByLabel('Price').fill(String(Math.floor(mark * 0.99)));
  await dialog.getByRole('button', { name: 'Close position' }).click();
  await expect(page.getByText('Closing order sent.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('position-closable')).toHaveText('0.1');
  expect(errors.take()).toEqual([]);
});

test('on a phone the position is a card with its figures', async ({ page }) => {
  const errors = await logInOnTestPage(page, '/positionManagement', { width: 390, height: 844 });
  const card = page.getByTestId('position-card').filter({ hasText: 'ETH/USDT' });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('position-card-closable')).toHaveText('0.1');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors.take()).toEqual([]);
});
