// DEX Batch Order and the funding-wallet order from the DEX trading screen, against the real server
// and its embedded sandbox chain. The demo user's wallets are set up through the page's own api
// client (a main wallet, which the sandbox funds, and a group of three trading wallets given some
// of the chain's coin); then, on /stocks (CAKE/BNB of the Sandbox DEX), the user runs a DEX batch
// buy across the group from its dialog, watches the task widget finish it, sees its three swaps in
// the DEX orders, swaps from the main wallet with the funding-wallet form and sees what it bought,
// and finds every swap again on /record's DEX orders.
import { expect, type Page, test } from '@playwright/test';
import { logInOnTestPage } from './support/demo-page.ts';
import { fundedWalletGroup, type Wallet } from './support/wallet-group.ts';

const TASK_MS = 60_000;

/** A new group of three trading wallets with 0.4 BNB each. */
async function walletsForSwaps(page: Page): Promise<{ group: string; wallets: Wallet[] }> {
  const { name, wallets } = await fundedWalletGroup(page, 'Swaps', 3, { BNB: '0.4' });
  return { group: name, wallets };
}

test('a DEX batch buy across a wallet group and a funding-wallet swap, followed to the end', async ({ page }) => {
  test.setTimeout(150_000);
  const errors = await logInOnTestPage(page, '/stocks', { width: 1440, height: 900 });
  const { group, wallets } = await walletsForSwaps(page);
  await expect(page.getByTestId('ticker-line')).toContainText('CAKE/BNB');

  const panel = page.getByTestId('dex-orders-filters').locator('xpath=ancestor::section[1]');
  await panel.getByRole('button', { name: 'DEX Batch Order' }).click();
  const form = page.getByTestId('batch-swap-form');
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Buy CAKE with BNB' }).click();
  await form.getByLabel('Wallet group').selectOption({ label: `${group} (3)` });
  // Until a number is typed, the count follows the group: all three of a group smaller than 20.
  await expect(form.getByLabel('Number of wallets')).toHaveValue('3');
  await form.getByLabel('Number of wallets').fill('3');
  await form.getByLabel('Total to spend (BNB)').fill('0.3');
  await form.getByLabel('Amount variation (%)').fill('40');
  await form.getByLabel('Execution interval (seconds)').fill('1');
  await expect(form.getByText('At least 30 s between swaps is recommended.')).toBeVisible();
  await form.getByLabel('Slippage (%)').fill('5');
  await expect(page.getByTestId('batch-swap-preview')).toContainText(
    'Up to 3 wallets swap about 0.1 BNB each (0.06 to 0.14), one every 1 s.',
  );
  // A bad value is named under its field before anything is sent.
  await form.getByLabel('Gas multiplier').fill('7');
  await form.getByRole('button', { name: 'Start batch' }).click();
  await expect(page.getByTestId('swap-error-gas_multiplier')).toHaveText('The gas multiplier must be between 1 and 5, or 0 for adaptive.');
  await form.getByLabel('Gas multiplier').fill('1');
  await form.getByRole('button', { name: 'Start batch' }).click();
  await expect(form).toHaveCount(0);

  // The task widget follows the batch to its end.
  const tasks = page.getByTestId('task-panel');
  await expect(tasks).toBeVisible();
  const done = tasks.locator('li').filter({ hasText: 'DEX swaps' }).filter({ hasText: 'Completed' });
  await expect(done).toHaveCount(1, { timeout: TASK_MS });
  await expect(done).toContainText('Done 3 · Skipped 0 · Failed 0 · Total 3');
  await tasks.getByRole('button', { name: 'Close background tasks' }).click();
  await expect(tasks).toHaveCount(0);

  // Its three swaps, one from each wallet of the group, in the DEX orders.
  await panel.getByLabel('Source').selectOption({ label: 'Batch order' });
  const rows = panel.getByTestId('dex-orders-table').getByTestId('dex-order');
  const fromGroup = wallets.map((wallet) => `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`);
  await expect.poll(async () => await rows.filter({ hasText: new RegExp(fromGroup.join('|')) }).count(), { timeout: 15_000 }).toBe(3);
  await expect(rows.filter({ hasText: new RegExp(fromGroup.join('|')) }).filter({ hasText: 'Done' })).toHaveCount(3);

  // The funding-wallet order: a swap from the main wallet, and what it bought.
  const order = page.getByTestId('main-swap-form');
  await order.getByRole('button', { name: 'Buy CAKE' }).click();
  await order.getByLabel('Amount to spend (BNB)').fill('0.05');
  await order.getByRole('button', { name: 'Swap for CAKE' }).click();
  const outcome = page.getByTestId('swap-outcome');
  await expect(outcome).toHaveAttribute('data-status', 'done', { timeout: TASK_MS });
  await expect(outcome).toContainText(/^Bought [\d.,]+ CAKE for 0\.05 BNB at [\d.]+; gas [\d.e-]+ BNB\.$/);

  // /record shows every swap among the DEX orders.
  await page.goto('/record?view=dex');
  await expect(page.getByRole('tab', { name: 'DEX orders', selected: true })).toBeVisible();
  const history = page.getByTestId('dex-orders-table').getByTestId('dex-order');
  await expect(history.filter({ hasText: 'Main wallet' }).first()).toContainText('CAKE/BNB');
  await expect(history.filter({ hasText: new RegExp(fromGroup.join('|')) })).toHaveCount(3);
  expect(errors.take()).toEqual([]);
});
