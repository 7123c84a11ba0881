// Wallets on the embedded sandbox Solana network from the screens, in Chinese: the demo user picks
// the network, creates a main wallet (funded with SOL and the network's tokens), makes three
// trading wallets, allocates SOL evenly and sees each wallet's share arrive, then collects it back.
// The tools the network has no use for (approval, the holder list) are not offered, and the import
// dialog says which key forms Solana wallets export. The holder list reads USDC's token accounts.
// Then, on /stocks, the main wallet swaps SOL for DEMO on Orca's pool with the funding-wallet order.
// Last, in English, a DEX Volume bot is made on Orca's DEMO/SOL pool from a group of Solana trading
// wallets, started, seen swapping in its log, and stopped; then one in new-wallet mode counts down
// its wallets' initialisation, trades from them, and collects them when stopped.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { texts } from './accounts-support/locale-texts.ts';
import { logInOnTestPage } from './support/demo-page.ts';
import { pageCall } from './support/page-api.ts';
import { reloadWithPreferences } from './support/visit.ts';
import { fundedWalletGroup } from './support/wallet-group.ts';
import { chooseWalletGroup, createAtShortestPace, startFromRow } from './support/bot-form.ts';

// The bot trades from the main wallet the first test makes.
test.describe.configure({ mode: 'serial' });

const language = 'zh';
const w = texts(language, 'wallets');
const sh = texts(language, 'shell');
const tr = texts(language, 'trading');
const TASK_MS = 60_000;

const table = (page: Page) => page.getByTestId('wallet-table');

/** The bot's settled swaps on Orca, from the DEX order history. */
async function botSwaps(page: Page, botId: number) {
  const history = await pageCall<{ list: Array<{ robot_id: number | null; wallet_address: string }> }>(page, 'Trade/dex_orders', {
    web: 'orcasol',
    source: 'bot',
    status: 'done',
    page_size: 100,
  });
  return history.list.filter((swap) => swap.robot_id === botId);
}

async function openTool(page: Page, tool: string, form: string): Promise<Locator> {
  await page.getByTestId(`tool-${tool}`).click();
  const dialog = page.getByTestId(form);
  await expect(dialog).toBeVisible();
  return dialog;
}

async function taskCompletes(page: Page, type: string, counts: { use: number; total: number }) {
  const panel = page.getByTestId('task-panel');
  const finished = panel
    .locator('li')
    .filter({ hasText: sh(`tasks.type.${type}`) })
    .filter({ hasText: sh('tasks.state.completed') });
  await expect(finished).toHaveCount(1, { timeout: TASK_MS });
  await expect(finished.first()).toContainText(sh('tasks.counts', { use: counts.use, skip: 0, fail: 0, total: counts.total }));
  await panel.getByRole('button', { name: sh('tasks.close') }).click();
  await expect(panel).toHaveCount(0);
}

test('wallets on the sandbox Solana network: a funded main wallet, trading wallets, SOL allocated and collected', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = await logInOnTestPage(page, '/light', { width: 1280, height: 800 });
  await reloadWithPreferences(page, language, 'light', '/subManage?chain=SOLANA');
  await expect(page.getByRole('heading', { level: 1, name: w('management.title') })).toBeVisible();
  await expect(page.getByTestId('sandbox-note')).toBeVisible();

  await page.getByRole('button', { name: w('main.create') }).click();
  await expect(page.getByRole('status').filter({ hasText: w('main.createdFunded') })).toBeVisible({ timeout: 30_000 });
  const main = page.getByTestId('main-wallet');
  await expect(main.getByTestId('balance-SOL')).toHaveText('100');
  await expect(main.getByTestId('balance-USDC')).toHaveText('100,000');
  // A base58 address, its case kept.
  expect((await main.getByTestId('wallet-address').getAttribute('title')) ?? '').toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);

  // No approval on Solana; the import dialog names Solana's key forms.
  await expect(page.getByTestId('tool-allocate')).toBeVisible();
  await expect(page.getByTestId('tool-approval')).toHaveCount(0);
  const importing = await openTool(page, 'import', 'import-form');
  await expect(importing).toContainText(w('import.keysFormatSolana'));
  await page.keyboard.press('Escape');
  await expect(importing).toHaveCount(0);

  const create = await openTool(page, 'createWallets', 'create-wallets-form');
  await create.getByLabel(w('create.count', { max: 1000 }), { exact: true }).fill('3');
  await create.getByRole('button', { name: w('create.submit') }).click();
  await expect(page.getByTestId('wallets-created')).toBeVisible();
  await page.getByRole('button', { name: w('actions.done') }).click();
  await expect(table(page).getByTestId('wallet-row')).toHaveCount(3);

  const allocate = await openTool(page, 'allocate', 'allocate-form');
  await allocate.getByLabel(w('fields.totalAmount', { symbol: 'SOL' }), { exact: true }).fill('1.5');
  await allocate.getByRole('button', { name: w('allocate.submit') }).click();
  await expect(allocate).toHaveCount(0);
  await taskCompletes(page, 'distribution', { use: 3, total: 3 });
  await expect(table(page).getByTestId('balance-SOL')).toHaveText(['0.5', '0.5', '0.5']);

  const collect = await openTool(page, 'collect', 'collect-form');
  await collect.getByRole('button', { name: w('collect.submit') }).click();
  await expect(collect).toHaveCount(0);
  await taskCompletes(page, 'pool', { use: 3, total: 3 });
  // Emptied to nothing: on Solana the main wallet pays a collection's fees.
  await expect(table(page).getByTestId('balance-SOL')).toHaveText(['0', '0', '0']);

  // The holder list of USDC, read from its token accounts, the main wallet among them as the user's own.
  const mainAddress = (await main.getByTestId('wallet-address').getAttribute('title')) ?? '';
  await page.getByTestId('tool-holderList').click();
  await expect(page).toHaveURL(/\/holderList\?chain=SOLANA/);
  await expect(page.getByTestId('holder-token-form').getByLabel(w('fields.token'), { exact: true }).locator('option:checked')).toHaveText(
    'USDC',
  );
  await expect(page.getByTestId('holder-blocks')).toContainText('USDC', { timeout: 30_000 });
  await expect(page.getByTestId('holder-blocks')).toContainText('slot');
  const ownRow = page.getByTestId('holder-table').locator(`[data-address="${mainAddress}"]`);
  await expect(ownRow.getByTestId('own-wallet')).toHaveText(w('holders.own'));

  // On /stocks, Orca's DEMO/SOL pool: its depth, and a funding-wallet swap from the main wallet.
  await page.goto('/stocks');
  const selector = page.getByTestId('pair-selector');
  await selector.getByLabel(tr('pair.exchange')).selectOption('orcasol:1');
  await selector.getByLabel(tr('pair.pair')).fill('demo/sol');
  await selector.getByRole('button', { name: tr('pair.go') }).click();
  await expect(page.getByTestId('ticker-line')).toContainText('DEMO/SOL');
  await expect(page.getByTestId('depth-buy').getByTestId('depth-row').first()).toContainText(/SOL.*DEMO/);
  const order = page.getByTestId('main-swap-form');
  await order.getByRole('button', { name: tr('dexTrade.order.buy', { coin: 'DEMO' }) }).click();
  await order.getByLabel(tr('dexTrade.order.spend', { coin: 'SOL' })).fill('0.05');
  await order.getByRole('button', { name: tr('dexTrade.order.submitBuy', { coin: 'DEMO' }) }).click();
  const outcome = page.getByTestId('swap-outcome');
  await expect(outcome).toHaveAttribute('data-status', 'done', { timeout: TASK_MS });
  await expect(outcome).toContainText('0.05 SOL');
  await expect(outcome).toContainText('DEMO');
  expect(errors.take()).toEqual([]);
});

test('a DEX Volume bot on a Solana pool is made, started, seen swapping in its log, and stopped', async ({ page }) => {
  test.setTimeout(180_000);
  const b = texts('en', 'bots');
  const kindName = b('kinds.shua_dex.name');
  const errors = await logInOnTestPage(page, '/robot', { width: 1440, height: 900 });
  await reloadWithPreferences(page, 'en', 'dark', '/robot');
  const group = await fundedWalletGroup(page, 'Solana volume', 2, { SOL: '0.3' }, 'SOLANA');

  await page.goto('/addrobot');
  await page.getByRole('tab', { name: 'DEX' }).click();
  await page.getByTestId('kind-shua_dex').getByRole('button').click();
  const form = page.getByRole('form', { name: kindName });
  await form.getByLabel(b('form.dexVenue'), { exact: true }).selectOption('orcasol');
  await form.getByLabel(b('form.base'), { exact: true }).fill('DEMO');
  await form.getByLabel(b('form.quote'), { exact: true }).fill('SOL');
  await chooseWalletGroup(form, b, group, 2);
  await form.getByLabel(b('params.target_volume'), { exact: true }).fill('0.2');
  await form.getByLabel(b('paramLabels.shua_dex.single_amount'), { exact: true }).fill('0.02');
  const { botId, row } = await createAtShortestPace(page, form, b);
  // Listed under its market, named as the exchange list names the venue.
  await expect(page.getByText('Orca · DEMO/SOL', { exact: true }).first()).toBeVisible();

  await startFromRow(page, row, b);
  await expect(row.getByTestId('robot-status')).toHaveText(b('status.running'));
  await expect
    .poll(async () => Number((await row.getByTestId('robot-orders').textContent()) ?? '0'), { timeout: 60_000 })
    .toBeGreaterThan(0);
  await row.getByRole('link', { name: b('list.logOf', { name: kindName }) }).click();
  const swaps = page
    .getByTestId('robot-log')
    .locator('li[data-key="swapBought"], li[data-key="swapSold"]')
    .filter({ hasText: `#${botId} ·` });
  await expect(swaps.first()).toContainText('Orca · DEMO/SOL', { timeout: 30_000 });
  await page.goBack();

  await row.getByRole('button', { name: b('list.stop') }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(b('list.confirmStopWallets', { name: kindName, exchange: 'Orca', pair: 'DEMO/SOL' }));
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(row.getByTestId('robot-status')).toHaveText(b('status.stopped'));
  const mine = await botSwaps(page, botId);
  expect(mine.length).toBeGreaterThan(0);
  // Base58 addresses, their case kept.
  for (const swap of mine) expect(group.wallets.map((wallet) => wallet.address)).toContain(swap.wallet_address);
  expect(errors.take()).toEqual([]);
});

test('a DEX Volume bot in new-wallet mode counts down its wallets’ initialisation, trades, and collects them when stopped', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const b = texts('en', 'bots');
  const kindName = b('kinds.shua_dex.name');
  const errors = await logInOnTestPage(page, '/robot', { width: 1440, height: 900 });
  await reloadWithPreferences(page, 'en', 'light', '/robot');
  const group = await fundedWalletGroup(page, 'Solana source', 2, { SOL: '0.5', DEMO: '20' }, 'SOLANA');

  await page.goto('/addrobot');
  await page.getByRole('tab', { name: 'DEX' }).click();
  await page.getByTestId('kind-shua_dex').getByRole('button').click();
  const form = page.getByRole('form', { name: kindName });
  // The mode is Solana's: not asked on an EVM chain's venue.
  await expect(form.getByLabel(b('params.wallet_mode'), { exact: true })).toHaveCount(0);
  await form.getByLabel(b('form.dexVenue'), { exact: true }).selectOption('orcasol');
  await form.getByLabel(b('form.base'), { exact: true }).fill('DEMO');
  await form.getByLabel(b('form.quote'), { exact: true }).fill('SOL');
  await chooseWalletGroup(form, b, group, 2);
  await form.getByLabel(b('params.wallet_mode'), { exact: true }).selectOption({ label: b('options.new') });
  await expect(form).toContainText(b('fieldHelp.onChain.wallet_group_id_newWallets'));
  await form.getByLabel(b('params.new_wallet_count'), { exact: true }).fill('2');
  await form.getByLabel(b('params.new_wallet_sol'), { exact: true }).fill('0.3');
  await form.getByLabel(b('params.new_wallet_token')).fill('10');
  await form.getByLabel(b('params.target_volume'), { exact: true }).fill('0.2');
  await form.getByLabel(b('paramLabels.shua_dex.single_amount'), { exact: true }).fill('0.02');
  const { botId, row } = await createAtShortestPace(page, form, b);

  await startFromRow(page, row, b);
  // The toast counts to the start the server set (NEW_WALLET_INIT_MS is 8 s here): a minute, not ten.
  await expect(page.getByText(b('list.initialisingToast_one', { count: 1 }))).toBeVisible();
  await expect(row.getByTestId('robot-status')).toHaveText(b('status.queued'));
  await expect(row.getByTestId('robot-countdown')).toContainText(b('list.initialisingIn', { time: '' }).trim());
  // Once initialised it trades, from its own wallets.
  await expect(row.getByTestId('robot-status')).toHaveText(b('status.running'), { timeout: 40_000 });
  await expect
    .poll(async () => Number((await row.getByTestId('robot-orders').textContent()) ?? '0'), { timeout: 60_000 })
    .toBeGreaterThan(0);

  await row.getByRole('button', { name: b('list.stop') }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(b('list.stoppedCollectingToast'))).toBeVisible();
  await expect(row.getByTestId('robot-status')).toHaveText(b('status.stopped'));
  // The collection's progress shows until it ends (the list refreshes every few seconds).
  await expect(row.getByTestId('robot-collection')).toHaveCount(0, { timeout: 60_000 });
  const swaps = await botSwaps(page, botId);
  expect(swaps.length).toBeGreaterThan(0);
  // None from the group it was funded from.
  for (const swap of swaps) expect(group.wallets.map((wallet) => wallet.address)).not.toContain(swap.wallet_address);
  expect(errors.take()).toEqual([]);
});
