// A DEX bot run from the screens, against the real server and its embedded sandbox chain. The demo
// user (a designated test account, so the DEX kinds are not locked on its Pro plan) gets a wallet
// group of three trading wallets, given gas from its main wallet and CAKE approved for the sandbox
// DEX (through the page's own api client, as the wallet page would); then picks DEX Volume on
// /addrobot's DEX tab, makes it on the Sandbox DEX pair CAKE/BNB with that group and short
// intervals, starts it from /robot through the legal notice, opens its log from its row and waits
// for its first swap line, then stops it (confirmed) and finds it stopped, its log saying why.
// With E2E_SHOTS=<folder> the running bot's log is saved there on a desktop and a phone screen.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { createAtShortestPace } from './support/bot-form.ts';
import { texts } from './accounts-support/locale-texts.ts';
import { logInOnTestPage } from './support/demo-page.ts';
import { pageCall } from './support/page-api.ts';
import { fundedWalletGroup, taskEnds, type Wallet } from './support/wallet-group.ts';

const b = texts('en', 'bots');
const VENUE = 'sandbox-dex';
/** The first swap: a tick at start, the wallets read, the swap mined and its log line written behind. */
const SWAP_MS = 60_000;
const KIND = b('kinds.shua_dex.name');

/**
 * A new group of three trading wallets for the bot, 0.5 BNB and 20 CAKE each, with CAKE approved
 * for the sandbox DEX, so the bot can sell back what it bought.
 */
async function walletGroupForBot(page: Page): Promise<{ name: string; wallets: Wallet[] }> {
  const group = await fundedWalletGroup(page, 'DEX run', 3, { BNB: '0.5', CAKE: '20' });
  const approval = await pageCall<{ schedule_code: string }>(page, 'Wallet/dex_wallets_approve', {
    web: VENUE,
    approve_token: group.tokenKey('CAKE'),
    is_master_approve: 0,
    group_id: group.id,
  });
  await taskEnds(page, approval.schedule_code);
  return group;
}

/** The bot's lines of the log page shown, by their log keys. */
const botLines = (page: Page, botId: number, keys: string[]): Locator =>
  page
    .getByTestId('robot-log')
    .locator(keys.map((key) => `li[data-key="${key}"]`).join(', '))
    .filter({ hasText: `#${botId} ·` });

/** "Swap: bought 12.3 CAKE for 0.02 BNB (average price 0.0016)." with any numbers. */
function swapLinePattern(): RegExp {
  const number = '[\\d.,e+-]+';
  const lines = ['events.swapBought', 'events.swapSold'].map((key) =>
    b(key, { base: '@', baseSymbol: 'CAKE', quote: '@', quoteSymbol: 'BNB', price: '@' })
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replaceAll('@', number),
  );
  return new RegExp(`^(${lines.join('|')})$`);
}

async function saveShots(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage: true });
}

test('a DEX Volume bot is made on the Sandbox DEX, started, seen swapping in its log, and stopped', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = await logInOnTestPage(page, '/robot', { width: 1440, height: 900 });
  const group = await walletGroupForBot(page);

  // DEX Volume from the DEX tab: open to the demo user.
  await page.goto('/addrobot');
  await page.getByRole('tab', { name: 'DEX' }).click();
  const kind = page.getByTestId('kind-shua_dex');
  await expect(kind).toHaveAttribute('data-locked', 'false');
  await kind.getByRole('button').click();
  const form = page.getByRole('form', { name: KIND });
  await expect(form.getByLabel(b('form.dexVenue'), { exact: true })).toHaveValue(VENUE);
  await expect(form.getByLabel(b('form.base'), { exact: true })).toHaveValue('CAKE');
  await expect(form.getByLabel(b('form.quote'), { exact: true })).toHaveValue('BNB');
  await form
    .getByLabel(b('params.wallet_group_id'), { exact: true })
    .selectOption({ label: b('form.walletGroupOption_other', { name: group.name, count: 3 }) });
  await form.getByLabel(b('params.target_volume'), { exact: true }).fill('1');
  await form.getByLabel(b('paramLabels.shua_dex.single_amount'), { exact: true }).fill('0.02');
  const { botId } = await createAtShortestPace(page, form, b);
  const row = page.getByTestId(`robot-${botId}`);
  await expect(row.getByTestId('robot-status')).toHaveText(b('status.stopped'));

  // A volume bot's first start goes through the legal notice.
  await row.getByRole('button', { name: b('list.start') }).click();
  const notice = page.getByRole('dialog', { name: b('legal.title') });
  await notice.getByRole('checkbox').check();
  await notice.getByRole('button', { name: b('legal.start') }).click();
  await expect(notice).toHaveCount(0);
  await expect(row.getByTestId('robot-status')).toHaveText(b('status.running'));

  // Its log, from its row: started, then a swap mined from one of the group's wallets.
  await row.getByRole('link', { name: b('list.logOf', { name: KIND }) }).click();
  await expect(page).toHaveURL(/\/robotlog\?/);
  await expect(page.getByRole('heading', { level: 1, name: b('log.title') })).toBeVisible();
  const swaps = botLines(page, botId, ['swapBought', 'swapSold']);
  await expect(swaps.first()).toBeVisible({ timeout: SWAP_MS });
  await expect(swaps.first().getByTestId('log-text')).toHaveText(swapLinePattern());
  await expect(swaps.first()).toContainText('Sandbox DEX · CAKE/BNB');
  await expect(botLines(page, botId, ['started'])).toHaveCount(1);
  await saveShots(page, 'dex-bot-log-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(swaps.first()).toBeVisible();
  await saveShots(page, 'dex-bot-log-phone');
  await page.setViewportSize({ width: 1440, height: 900 });

  // The swaps are in the DEX order history too, sent from the group's wallets.
  const history = await pageCall<{ list: Array<{ robot_id: number | null; status: string; wallet_address: string }> }>(
    page,
    'Trade/dex_orders',
    { web: VENUE, source: 'bot', status: 'done', page_size: 100 },
  );
  const mine = history.list.filter((swap) => swap.robot_id === botId);
  expect(mine.length).toBeGreaterThan(0);
  const addresses = group.wallets.map((wallet) => wallet.address.toLowerCase());
  for (const swap of mine) expect(addresses).toContain(swap.wallet_address.toLowerCase());

  // Stop, confirmed: it halts at once and its log says the user stopped it. (Still active: running,
  // or paused a moment by a swap the pool moved away from, which the next one lifts.)
  await page.goBack();
  await expect(row.getByTestId('robot-status')).toHaveAttribute('data-status', /^(running|paused)$/);
  await expect
    .poll(async () => Number((await row.getByTestId('robot-orders').textContent()) ?? '0'), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await row.getByRole('button', { name: b('list.stop') }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(b('list.confirmStopWallets', { name: KIND, exchange: 'Sandbox DEX', pair: 'CAKE/BNB' }));
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(row.getByTestId('robot-status')).toHaveText(b('status.stopped'));
  const stopped = await pageCall<{ robot: { status: string } }>(page, 'Robot/get_robot', { id: botId });
  expect(stopped.robot.status).toBe('stopped');
  await row.getByRole('link', { name: b('list.logOf', { name: KIND }) }).click();
  await expect(botLines(page, botId, ['stoppedByUser'])).toHaveCount(1, { timeout: 15_000 });
  expect(errors.take()).toEqual([]);
});
