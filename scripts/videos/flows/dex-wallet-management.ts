// Lesson 6, DEX Wallet Management: a group for some of the trading wallets, their trading
// restrictions (one by one, then all of the group at once), a token approved for the sandbox DEX
// from the main wallet and the group, and the group's CAKE collected back to the main wallet. It
// builds on the funded wallets of lesson 5; prepare() makes them when that lesson has not run.
import { expect, type Locator, type Page } from '@playwright/test';
import { pageCall } from '../../../tests/e2e/support/page-api.ts';
import { taskEnds } from '../../../tests/e2e/support/wallet-group.ts';
import type { Lesson, LessonFlow } from '../lesson.ts';

const CHAIN = 'SANDBOX';
const WALLETS = 20;
const GROUP = 'Market makers';
/** Wallets moved into the group. */
const MOVED = 10;
const TASK_MS = 90_000;

interface Listed {
  main: { id: number } | null;
  total: number;
  list: Array<{ id: number; balances: Record<string, string> }>;
  tokens: Array<{ key: string; symbol: string }>;
}

const listWallets = (page: Page) => pageCall<Listed>(page, 'Wallet/get_attached_wallets', { chain: CHAIN, page: 1, page_size: 500 });

/** Lesson 5's outcome, made through the product's own calls when it is missing: a funded main wallet, 20 trading wallets with gas and CAKE. */
async function prepareWallets(page: Page): Promise<void> {
  let listed = await listWallets(page);
  if (!listed.main) await pageCall(page, 'Wallet/create_main_wallet', { chain: CHAIN });
  if (listed.total < WALLETS) {
    await pageCall(page, 'Wallet/create_dex_wallets', {
      chain: CHAIN,
      count: WALLETS - listed.total,
      restriction: 'unlimited',
      group_id: 0,
    });
  }
  listed = await listWallets(page);
  const allocations: Array<[symbol: string, total: string]> = [
    ['BNB', '2'],
    ['CAKE', '1000'],
  ];
  for (const [symbol, total] of allocations) {
    const key = symbol === 'BNB' ? 'native' : listed.tokens.find((token) => token.symbol === symbol)?.key;
    if (!key) throw new Error(`${symbol} is not among the sandbox chain's tokens`);
    if (listed.list.every((wallet) => Number(wallet.balances[key] ?? '0') > 0)) continue;
    const task = await pageCall<{ schedule_code: string }>(page, 'Wallet/dex_deliver_token', {
      chain: CHAIN,
      token: key,
      total_amount: total,
      strategy: 'average',
      float_range: 0,
    });
    await taskEnds(page, task.schedule_code);
  }
}

/** Waits until the task widget lists the task as completed with `done` of `done` items, then closes it. */
async function taskCompletes(lesson: Lesson, type: string, done: number): Promise<void> {
  const panel = lesson.page.getByTestId('task-panel');
  await expect(panel).toBeVisible();
  const finished = panel.locator('li').filter({ hasText: type }).filter({ hasText: 'Completed' });
  await expect(finished).toHaveCount(1, { timeout: TASK_MS });
  await expect(finished).toContainText(`Done ${done} · Skipped 0 · Failed 0 · Total ${done}`);
  await lesson.pointAt(finished);
  await lesson.pause(1200);
  await lesson.click(panel.getByRole('button', { name: 'Close background tasks' }));
}

/** Ticks a box with a short glide of the pointer: a run of ticks at the pace of a hand. */
async function tick(lesson: Lesson, box: Locator): Promise<void> {
  await box.scrollIntoViewIfNeeded();
  const at = await box.boundingBox();
  if (!at) throw new Error(`cannot tick ${box.toString()}: it has no box`);
  await lesson.page.mouse.move(at.x + at.width / 2, at.y + at.height / 2, { steps: 5 });
  await box.click();
  await lesson.pause(120);
}

/** Scrolls the trading wallets up under the page's header: their title, the group bar and ten rows in view. */
async function showWalletList(lesson: Lesson): Promise<void> {
  await lesson.page.getByTestId('group-bar').evaluate((bar) => {
    (bar as HTMLElement).style.scrollMarginTop = '124px';
    bar.scrollIntoView({ block: 'start', behavior: 'smooth' });
  });
  await lesson.pause(900);
}

const groupFilter = (page: Page, name: string): Locator => page.getByTestId('group-filter').filter({ hasText: name });

export const dexWalletManagement: LessonFlow = {
  topic: 'dexWalletManagement',
  start: '/subManage',
  login: 'demo',
  prepare: prepareWallets,
  async run(lesson) {
    const { page } = lesson;
    const table = page.getByTestId('wallet-table');
    const rows = table.getByTestId('wallet-row');
    await expect(page.getByTestId('main-wallet')).toBeVisible();
    await expect(rows).toHaveCount(WALLETS);

    await lesson.say('open');
    await showWalletList(lesson);
    await lesson.pointAt(groupFilter(page, 'All'));
    await lesson.pause(600);
    await lesson.pointAt(groupFilter(page, 'Ungrouped'));

    await lesson.say('group');
    await lesson.click(page.getByRole('button', { name: 'New group' }));
    const groupForm = page.getByTestId('create-group-form');
    await lesson.type(groupForm.getByLabel('Group name', { exact: true }), GROUP);
    await lesson.click(groupForm.getByRole('button', { name: 'Create group' }));
    await expect(groupFilter(page, GROUP)).toHaveAttribute('aria-pressed', 'true');
    await lesson.pause(800);

    await lesson.say('move');
    await lesson.click(groupFilter(page, 'All'));
    await expect(rows).toHaveCount(WALLETS);
    await showWalletList(lesson);
    await lesson.click(rows.nth(0).getByTestId('select-wallet'));
    for (let index = 1; index < MOVED; index += 1) await tick(lesson, rows.nth(index).getByTestId('select-wallet'));
    const selection = page.getByTestId('selection-bar');
    await expect(selection.getByTestId('selected-count')).toHaveText(`${MOVED} wallets selected`);
    await lesson.choose(selection.getByTestId('move-target'), { label: `${GROUP} (0)` });
    await lesson.click(selection.getByTestId('move-wallets'));
    await expect(groupFilter(page, GROUP)).toContainText(String(MOVED));
    await lesson.click(groupFilter(page, GROUP));
    await expect(rows).toHaveCount(MOVED);

    await lesson.say('restriction');
    const first = rows.nth(0).getByTestId('restriction-select');
    const second = rows.nth(1).getByTestId('restriction-select');
    await lesson.choose(first, { label: 'Buy only' });
    await expect(first).toHaveValue('buy');
    await lesson.choose(second, { label: 'Sell only' });
    await expect(second).toHaveValue('sell');
    lesson.markPoster();

    await lesson.say('setAll');
    await lesson.click(page.getByRole('button', { name: 'Set all' }));
    const bulk = page.getByTestId('bulk-settings-form');
    await expect(bulk).toContainText(`Applies to every trading wallet in: ${GROUP}.`);
    await lesson.choose(bulk.getByLabel('Restriction', { exact: true }), { label: 'Unlimited' });
    await lesson.click(bulk.getByRole('button', { name: 'Apply' }));
    await expect(bulk).toHaveCount(0);
    await expect(first).toHaveValue('unlimited');
    await expect(second).toHaveValue('unlimited');
    await lesson.pointAt(first);

    await lesson.say('approval');
    await lesson.click(page.getByTestId('tool-approval'));
    const approval = page.getByTestId('approval-form');
    await expect(approval).toBeVisible();
    await lesson.pointAt(approval.getByLabel('DEX', { exact: true }));
    await lesson.choose(approval.getByLabel('Token', { exact: true }), { label: 'CAKE' });
    await lesson.choose(approval.getByLabel('Trading wallets', { exact: true }), { label: `${GROUP} (${MOVED})` });
    await expect(approval.getByLabel('The main wallet approves too')).toBeChecked();
    await lesson.pointAt(approval.getByText('The main wallet approves too'));
    await lesson.say('approve');
    await lesson.pointAt(approval.getByTestId('allocate-approve'));
    await lesson.pause(500);
    await lesson.click(approval.getByTestId('direct-approve'));
    await expect(approval).toHaveCount(0);
    await taskCompletes(lesson, 'Token approval', MOVED + 1);

    await lesson.say('collect');
    await lesson.click(page.getByTestId('tool-collect'));
    const collect = page.getByTestId('collect-form');
    await expect(collect).toBeVisible();
    await lesson.choose(collect.getByLabel('Token', { exact: true }), { label: 'CAKE' });
    await lesson.pointAt(collect.getByLabel(/^Amount to collect/));
    await lesson.choose(collect.getByLabel('Wallet group', { exact: true }), { label: `${GROUP} (${MOVED})` });
    await lesson.click(collect.getByRole('button', { name: 'Collect', exact: true }));
    await expect(collect).toHaveCount(0);
    await taskCompletes(lesson, 'Collect assets', MOVED);

    await lesson.say('collected');
    await expect(table.getByTestId('balance-CAKE')).toHaveCount(0, { timeout: 30_000 });
    await showWalletList(lesson);
    await lesson.pointAt(rows.nth(3).getByTestId('balance-BNB'));
    await lesson.pause(1000);
    await lesson.pointAt(page.getByTestId('main-wallet').getByTestId('balance-CAKE'));

    await lesson.say('done');
    await lesson.pointAt(page.getByTestId('total-CAKE'));
  },
};
