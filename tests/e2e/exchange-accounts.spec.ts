// The Account List in the browser, against the real server and its embedded sandbox exchanges:
// the demo user finds its sandbox accounts bound with balances, unbinds one, binds it with keys the
// sandbox creates on request, binds it again with the demo keys (wrong keys are refused first), sees
// its balances, and watches a bound venue's order book update.
import { expect, type Page, test } from '@playwright/test';
import { logInOnTestPage } from './support/demo-page.ts';
import { demoKeys } from './support/sandbox-venue.ts';

/** Deletes the venue's account (confirmed) when one is bound, so the test can bind it. */
async function unbindIfBound(page: Page, web: string) {
  // Decide only once the list has loaded: before that no card shows, bound or not.
  await expect(page.getByTestId('accounts-loading')).toHaveCount(0);
  const card = page.getByTestId(`account-${web}`);
  if (!(await card.isVisible())) return;
  await card.getByRole('button', { name: /^Delete / }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(card).toHaveCount(0);
}

async function openBindDialog(page: Page, web: string) {
  await page.getByRole('button', { name: 'Bind account' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Bind an exchange account' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Exchange', { exact: true }).selectOption(web);
  return dialog;
}

test.describe.configure({ mode: 'serial' });

// Runs first: it leaves sandbox B bound to a fresh account, which the next test unbinds and binds
// again with the demo keys.
test('the demo user binds a sandbox account with keys the sandbox creates on request, no file needed', async ({ page }) => {
  const errors = await logInOnTestPage(page, '/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account List' })).toBeVisible();
  await unbindIfBound(page, 'sandbox-b');

  const dialog = await openBindDialog(page, 'sandbox-b');
  await dialog.getByLabel('Account name').fill('Practice B');
  await expect(dialog.getByLabel('API key')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Create sandbox keys' }).click();
  await expect(dialog.getByRole('status')).toHaveText('A fresh sandbox account with demo funds: its key and secret are filled in.');
  await expect(dialog.getByLabel('API key')).toHaveValue(/^[A-Za-z0-9]{64}$/);
  await expect(dialog.getByLabel('Secret', { exact: true })).toHaveValue(/^[A-Za-z0-9]{64}$/);
  const apiKey = await dialog.getByLabel('API key').inputValue();
  expect(apiKey).not.toBe(demoKeys('sandbox-b').apiKey);
  await dialog.getByRole('button', { name: 'Verify and bind' }).click();
  await expect(dialog).toHaveCount(0);

  const bound = page.getByTestId('account-sandbox-b');
  await expect(bound.getByTestId('account-remark')).toHaveText('Practice B');
  await expect(bound.getByTestId('account-status')).toHaveText('Normal');
  await expect(bound.getByTestId('account-key')).toHaveText(`${apiKey.slice(0, 4)}…${apiKey.slice(-4)}`);
  // Funded like a test account: both coins of CAKE/BNB among them.
  for (const coin of ['CAKE', 'BNB', 'USDT']) await expect(bound.getByTestId(`balance-${coin}`)).toBeVisible();

  // Only the sandbox exchanges offer to create keys.
  const again = await openBindDialog(page, 'binance');
  await expect(again.getByLabel('API key')).toBeVisible();
  await expect(again.getByRole('button', { name: 'Create sandbox keys' })).toHaveCount(0);
  await again.getByRole('button', { name: 'Cancel' }).click();

  // The demo user is a designated test account: its trading screen now opens on CAKE/BNB there.
  await page.goto('/stocks');
  await expect(page.getByTestId('ticker-line')).toContainText('CAKE/BNB');

  expect(errors.take()).toEqual([]);
});

test('the demo user binds a sandbox account, sees its balances and watches a market book update', async ({ page }) => {
  const errors = await logInOnTestPage(page, '/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account List' })).toBeVisible();

  // Both sandbox exchanges come bound, with the demo funds.
  const cardA = page.getByTestId('account-sandbox-a');
  await expect(cardA).toBeVisible();
  await expect(cardA.getByTestId('balance-USDT')).toBeVisible();

  // Unbind sandbox B (confirmed), so it can be bound again below.
  await unbindIfBound(page, 'sandbox-b');

  const dialog = await openBindDialog(page, 'sandbox-b');
  await dialog.getByLabel('Account name').fill('Arbitrage B');
  const keys = demoKeys('sandbox-b');

  // Keys the exchange refuses are not saved.
  await dialog.getByLabel('API key').fill(keys.apiKey);
  await dialog.getByLabel('Secret', { exact: true }).fill(`${keys.secret.slice(0, -2)}zz`);
  await dialog.getByRole('button', { name: 'Verify and bind' }).click();
  await expect(dialog.getByTestId('bind-error')).toHaveText('Verification failed for linked account');

  await dialog.getByLabel('Secret', { exact: true }).fill(keys.secret);
  await dialog.getByRole('button', { name: 'Verify and bind' }).click();
  await expect(dialog).toHaveCount(0);

  const rebound = page.getByTestId('account-sandbox-b');
  await expect(rebound.getByTestId('account-remark')).toHaveText('Arbitrage B');
  await expect(rebound.getByTestId('account-status')).toHaveText('Normal');
  await expect(rebound.getByTestId('account-key')).toHaveText(`${keys.apiKey.slice(0, 4)}…${keys.apiKey.slice(-4)}`);
  await expect(rebound.getByTestId('balance-USDT')).toBeVisible();
  await expect(rebound.getByTestId('balance-BTC')).toBeVisible();
  // The secret was never sent back to the page.
  expect(await page.content()).not.toContain(keys.secret);

  // Refresh reads the balances again.
  await rebound.getByRole('button', { name: 'Refresh balances' }).click();
  await expect(rebound.getByTestId('balance-USDT')).toBeVisible();

  // A bound venue's order book, polled from the shared feed, moves.
  await cardA.getByRole('button', { name: 'Order book' }).click();
  const book = page.getByTestId('market-book');
  await expect(book).toBeVisible();
  await expect(book.locator('tbody').first().locator('tr')).toHaveCount(10);
  const stamp = book.getByTestId('book-updated');
  const first = await stamp.getAttribute('data-updated');
  await expect(stamp).not.toHaveAttribute('data-updated', first ?? '', { timeout: 10_000 });
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  expect(errors.take()).toEqual([]);
});
