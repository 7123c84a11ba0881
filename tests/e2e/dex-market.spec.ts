// Manual Trading on a DEX pair, against the real server and its embedded sandbox chain, whose
// simulated swappers keep the pools moving. The demo user is a designated test account, so without
// a saved pair /stocks opens on CAKE/BNB of the Sandbox DEX (spec §3) with no exchange account
// needed: the candles and the recent swaps follow the pool, the pool's depth shows as figures, the
// price-impact calculator answers for a target price (and says, in the user's words, when the target
// is on the wrong side), and Add token refuses what is not a token. /stocksFull shows the same pool.
import { expect, type Page, test } from '@playwright/test';
import { logInOnTestPage } from './support/demo-page.ts';

/** A swap lands on each sandbox pool every few blocks; a minute is ample for the next one. */
const NEXT_SWAP_MS = 60_000;

/** The pool price the depth section shows ("Pool price 0.0123 BNB"). */
async function shownPoolPrice(page: Page): Promise<number> {
  const text = (await page.getByTestId('pool-price').textContent()) ?? '';
  return Number(/([\d,]+(?:\.\d+)?)/.exec(text)?.[1]?.replace(/,/g, ''));
}

test('the demo user starts on the Sandbox DEX CAKE/BNB pool and follows it live', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = await logInOnTestPage(page, '/stocks', { width: 1280, height: 800 });
  await expect(page.getByRole('heading', { level: 1, name: 'Manual Trading' })).toBeVisible();
  const ticker = page.getByTestId('ticker-line');
  await expect(ticker).toContainText('CAKE/BNB');
  await expect(ticker).toContainText('Sandbox DEX');
  await expect(page.getByTestId('pair-selector').getByLabel('Exchange').locator('option:checked')).toHaveText(/^Sandbox DEX · /);
  // No exchange account is asked for: the pool takes the book's place, the calculator the form's.
  await expect(page.getByText(/No account bound/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Pool depth' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Price-impact calculator' })).toBeVisible();
  await expect(page.getByTestId('dex-balances').getByRole('link', { name: 'Open DEX / NFT Wallet Management' })).toHaveAttribute(
    'href',
    /\/subManage\?.*yenUnit1=CAKE/,
  );

  // Candles from the pool's swaps; the latest one changes as swaps land.
  const chart = page.getByTestId('candle-chart');
  await expect.poll(async () => Number(await chart.getAttribute('data-candles')), { timeout: 30_000 }).toBeGreaterThan(0);
  const readout = page.getByTestId('chart-readout');
  await expect(readout).toContainText(/C [\d,.]+/);
  const firstReadout = await readout.textContent();
  await expect.poll(() => readout.textContent(), { timeout: NEXT_SWAP_MS }).not.toBe(firstReadout);

  // Recent swaps: newest on top, and a new one comes in.
  const swaps = page.getByTestId('recent-swaps').getByTestId('recent-swap');
  await expect(swaps.first()).toBeVisible({ timeout: 30_000 });
  const newest = await swaps.first().getAttribute('data-id');
  await expect.poll(() => swaps.first().getAttribute('data-id'), { timeout: NEXT_SWAP_MS }).not.toBe(newest);
  await expect(swaps.first()).toHaveAttribute('data-side', /^(buy|sell)$/);

  // The pool's depth: what each move costs, both ways.
  await expect(page.getByTestId('depth-buy').getByTestId('depth-row').first()).toContainText(/^\+[\d.]+%.*BNB.*CAKE$/);
  await expect(page.getByTestId('depth-sell').getByTestId('depth-row').first()).toContainText(/^−[\d.]+%.*CAKE.*BNB$/);
  await expect(page.getByTestId('depth-chart').locator('canvas')).toBeVisible();

  // The calculator: a target 2% above the pool price, then one on the wrong side of it.
  const price = await shownPoolPrice(page);
  expect(price).toBeGreaterThan(0);
  const calculator = page.getByTestId('impact-calculator');
  await calculator.getByRole('button', { name: 'Buy (price up)' }).click();
  await calculator.getByLabel('Target price (BNB)').fill((price * 1.02).toPrecision(6));
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('impact-percent')).toHaveText(/^\+\d/);
  await expect(page.getByTestId('impact-in')).toContainText('BNB');
  await expect(page.getByTestId('impact-out')).toContainText('CAKE');
  await calculator.getByLabel('Target price (BNB)').fill((price * 0.5).toPrecision(6));
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('impact-error')).toContainText('on the other side of the current price');

  // Add token: an address that is not one is refused before sending, one with no token by the server.
  await page.getByRole('button', { name: 'Add token' }).click();
  const form = page.getByTestId('add-token-form');
  await form.getByLabel('Token contract address').fill('0x1234');
  await form.getByRole('button', { name: 'Add token' }).click();
  await expect(page.getByTestId('add-token-error-address')).toHaveText('Enter a valid contract address.');
  await form.getByLabel('Token contract address').fill('0x000000000000000000000000000000000000dEaD');
  await form.getByRole('button', { name: 'Add token' }).click();
  await expect(page.getByTestId('add-token-error-address')).toContainText('No token contract was found');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toHaveCount(0);

  // The advanced view shows the same pool.
  await page.getByRole('link', { name: 'Advanced view' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Advanced market view' })).toBeVisible();
  await expect(page.getByTestId('ticker-line')).toContainText('CAKE/BNB');
  await expect(page.getByTestId('recent-swaps').getByTestId('recent-swap').first()).toBeVisible();
  await expect(page.getByTestId('depth-buy').getByTestId('depth-row').first()).toBeVisible();
  // The server's refusals were shown as messages (console-free); nothing else went wrong.
  expect(errors.take()).toEqual([]);
});
