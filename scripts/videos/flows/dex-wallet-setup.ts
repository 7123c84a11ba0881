// Lesson 5, DEX Wallet Setup: on the sandbox network, create the main wallet (the sandbox funds
// it with demo coins), create a batch of 20 trading wallets, then allocate gas (BNB) and a token
// (CAKE) to them from the main wallet, watching each task finish and the balances arrive.
import { expect, type Locator, type Page } from '@playwright/test';
import type { Lesson, LessonFlow } from '../lesson.ts';

/** An allocation of 20 transfers takes a few blocks (a block a second). */
const TASK_MS = 90_000;

/**
 * Allocates `total` of `token` (its label in the Token select) evenly to every trading wallet;
 * `explain` points at the strategy and the group on the way, which the first allocation does.
 */
async function allocate(lesson: Lesson, token: string, total: string, explain: boolean): Promise<void> {
  const { page } = lesson;
  await lesson.click(page.getByTestId('tool-allocate'));
  const form = page.getByTestId('allocate-form');
  await expect(form).toBeVisible();
  await lesson.choose(form.getByLabel('Token', { exact: true }), { label: token });
  await lesson.type(form.getByLabel(/^Total amount/), total);
  if (explain) {
    await lesson.pointAt(form.locator('label').filter({ hasText: 'Even split' }));
    await lesson.pointAt(form.getByLabel('Wallet group', { exact: true }));
  }
  await lesson.click(form.getByRole('button', { name: 'Allocate', exact: true }));
  await expect(form).toHaveCount(0);
}

/** Waits until the task widget lists the finished allocation (`nth` of them), then closes it. */
async function allocationCompletes(page: Page, count: number): Promise<Locator> {
  const panel = page.getByTestId('task-panel');
  await expect(panel).toBeVisible();
  const finished = panel.locator('li').filter({ hasText: 'Allocate assets' }).filter({ hasText: 'Completed' });
  await expect(finished).toHaveCount(count, { timeout: TASK_MS });
  await expect(finished.first()).toContainText('Done 20 · Skipped 0 · Failed 0 · Total 20');
  return panel;
}

/** Every trading wallet on screen shows `amount` of the token (the list reloads when a task ends). */
async function everyRowHolds(page: Page, symbol: string, amount: RegExp): Promise<void> {
  const cells = page.getByTestId('wallet-table').getByTestId(`balance-${symbol}`);
  await expect(cells).toHaveCount(20, { timeout: 30_000 });
  await expect.poll(async () => (await cells.allTextContents()).every((text) => amount.test(text.trim())), { timeout: 30_000 }).toBe(true);
}

export const dexWalletSetup: LessonFlow = {
  topic: 'dexWalletSetup',
  // Settings, where the way into wallet management is.
  start: '/user',
  login: 'demo',
  async run(lesson) {
    const { page } = lesson;
    await lesson.say('open');
    const link = page.getByRole('link', { name: /^Wallet management/ });
    await lesson.pointAt(link);
    await lesson.pause(1500);
    await lesson.click(link);
    await expect(page.getByRole('heading', { level: 1, name: 'DEX / NFT Wallet Management' })).toBeVisible();
    await lesson.pointAt(page.getByTestId('sandbox-note'));

    await lesson.say('main');
    await lesson.click(page.getByRole('button', { name: 'Create main wallet' }));
    const main = page.getByTestId('main-wallet');
    await expect(page.getByTestId('main-funded')).toBeVisible({ timeout: 30_000 });
    await expect(main.getByTestId('balance-BNB')).not.toHaveText(/^(—|0)$/, { timeout: 30_000 });
    await expect(main.getByTestId('balance-CAKE')).not.toHaveText(/^(—|0)$/, { timeout: 30_000 });

    await lesson.say('funded');
    await lesson.pointAt(main.getByTestId('wallet-balances'));

    await lesson.say('create');
    await lesson.click(page.getByTestId('tool-createWallets'));
    const form = page.getByTestId('create-wallets-form');
    await expect(form).toBeVisible();
    await lesson.click(form.getByTestId('count-20'));
    await lesson.pointAt(form.getByLabel('Trading restriction', { exact: true }));
    await lesson.click(form.getByRole('button', { name: 'Create wallets' }));
    await expect(page.getByTestId('wallets-created')).toContainText('20 wallets created');

    await lesson.say('created');
    await lesson.pause(1200);
    await lesson.click(page.getByRole('button', { name: 'Done' }));
    const rows = page.getByTestId('wallet-table').getByTestId('wallet-row');
    await expect(rows).toHaveCount(20);
    await lesson.pointAt(rows.nth(2));

    await lesson.say('gas');
    await allocate(lesson, 'BNB (network coin)', '2', true);
    let panel = await allocationCompletes(page, 1);

    await lesson.say('task');
    await lesson.pointAt(panel.locator('li').first());
    await everyRowHolds(page, 'BNB', /^0\.1$/);
    await lesson.pause(1000);
    await lesson.click(panel.getByRole('button', { name: 'Close background tasks' }));
    await lesson.pointAt(page.getByTestId('total-BNB'));
    await lesson.pause(600);
    await lesson.pointAt(rows.nth(2).getByTestId('balance-BNB'));
    await lesson.pause(1800);

    await lesson.say('token');
    await allocate(lesson, 'CAKE', '1000', false);
    panel = await allocationCompletes(page, 2);
    await lesson.pointAt(panel.locator('li').first());
    await everyRowHolds(page, 'CAKE', /^50$/);
    await lesson.pause(800);
    await lesson.click(panel.getByRole('button', { name: 'Close background tasks' }));
    await lesson.pointAt(rows.nth(2).getByTestId('balance-CAKE'));
    lesson.markPoster();
    await lesson.pause(1800);

    await lesson.say('done');
    await lesson.pointAt(page.getByTestId('total-CAKE'));
  },
};
