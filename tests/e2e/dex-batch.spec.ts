// DEX Batch Order and the funding-wallet order from the DEX trading screen, against the real server
// and its embedded sandbox chain. The demo user's wallets are set up through the page's own api
// client (a main wallet, which the sandbox funds, and a group of three trading wallets given some
// of the chain's coin); then, on /stocks (CAKE/BNB of the Sandbox DEX), the user runs a DEX batch
// buy across the group from its dialog, watches the task widget finish it, sees its three swaps in
// the DEX orders, swaps from the main wallet with the funding-wallet form and sees what it bought,
// and finds every swap again on /record's DEX orders.
import { expect, type Page, test } from '@playwright/test';
import { logInOnTestPage } from './support/demo-page.ts';
import { pageCall } from './support/page-api.ts';

const CHAIN = 'SANDBOX';
const TASK_MS = 60_000;

interface Wallet {
  id: number;
  address: string;
}

/** Waits for a background task to end, asking as the task widget does. */
async function taskEnds(page: Page, code: string): Promise<void> {
  await expect
    .poll(
      async () =>
        (await pageCall<{ status: number }>(page, 'wallet/get_schedule_data', { web: CHAIN, chain: CHAIN, schedule_code: code })).status,
      { timeout: TASK_MS, intervals: [500] },
    )
    .toBe(2);
}

/** The main wallet (made, and funded by the sandbox, unless another test made it already) and a new group of three trading wallets with 0.4 BNB each. */
async function walletsForSwaps(page: Page): Promise<{ group: string; wallets: Wallet[] }> {
  const listed = await pageCall<{ main: Wallet | null }>(page, 'Wallet/get_attached_wallets', { chain: CHAIN });
  if (!listed.main) await pageCall(page, 'Wallet/create_main_wallet', { chain: CHAIN });
  const name = `Swaps ${Date.now().toString(36)}`;
  const { id } = await pageCall<{ id: number }>(page, 'Wallet/create_dex_wallet_group', { chain: CHAIN, name });
  await pageCall(page, 'Wallet/create_dex_wallets', { chain: CHAIN, count: 3, group_id: id });
  const { list } = await pageCall<{ list: Wallet[] }>(page, 'Wallet/get_attached_wallets', { chain: CHAIN, group_id: id });
  // Single transfers from the main wallet: an allocation another test runs meanwhile cannot block them.
  for (const wallet of list) {
    const task = await pageCall<{ schedule_code: string }>(page, 'Wallet/dex_main_transfer', {
      chain: CHAIN,
      to_wallet_id: wallet.id,
      token: 'native',
      amount: '0.4',
    });
    await taskEnds(page, task.schedule_code);
  }
  return { group: name, wallets: list };
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
