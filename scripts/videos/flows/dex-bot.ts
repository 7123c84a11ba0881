// Lesson 8, DEX Bot Setup: the DEX kinds of /addrobot, a DEX Volume bot made on the Sandbox DEX pair
// CAKE/BNB trading from a funded group of trading wallets, started through the legal notice, seen
// swapping in its log, and stopped (confirmed) back on /robot.
import { expect } from '@playwright/test';
import type { LessonFlow } from '../lesson.ts';
import { dexGroups, prepareDexWallets } from './dex-prepare.ts';

/** The first swap: a tick at start, the wallets read, the swap mined and its log line written. */
const SWAP_MS = 60_000;

export const dexBot: LessonFlow = {
  topic: 'dexBot',
  start: '/robot',
  login: 'demo',
  async prepare(page) {
    // The bot sells back what it buys: the group's CAKE must be approved for the sandbox DEX.
    await prepareDexWallets(page, { approveCake: true });
  },
  async run(lesson) {
    const { page } = lesson;
    const { traders } = await dexGroups(page);

    await lesson.say('open');
    await expect(page.getByRole('heading', { level: 1, name: 'Trading Bot' })).toBeVisible();
    await lesson.click(page.getByRole('link', { name: 'Add bot' }).first());
    await lesson.click(page.getByRole('tab', { name: 'DEX' }));

    await lesson.say('kinds');
    for (const kind of ['shua_dex', 'shua_dex2', 'real_genpan_dex', 'buy_sell_dex']) {
      await lesson.pointAt(page.getByTestId(`kind-${kind}`));
      await lesson.pause(500);
    }

    await lesson.say('market');
    await lesson.click(page.getByTestId('kind-shua_dex').getByRole('button'));
    const form = page.getByRole('form', { name: 'DEX Volume' });
    await expect(form.getByLabel('DEX venue', { exact: true })).toHaveValue('sandbox-dex');
    await expect(form.getByLabel('Base coin', { exact: true })).toHaveValue('CAKE');
    await expect(form.getByLabel('Quote coin', { exact: true })).toHaveValue('BNB');
    await lesson.pointAt(form.getByLabel('DEX venue', { exact: true }));
    await lesson.pointAt(form.getByLabel('Base coin', { exact: true }));

    await lesson.say('group');
    const wallets = `${traders.wallets} wallet${traders.wallets === 1 ? '' : 's'}`;
    await lesson.choose(form.getByLabel('Wallet group', { exact: true }), { label: `${traders.name} · ${wallets}` });

    await lesson.say('amounts');
    await lesson.type(form.getByLabel('Target volume', { exact: true }), '2');
    await lesson.type(form.getByLabel('Amount per swap', { exact: true }), '0.02');
    lesson.markPoster();

    // A short pace, so the video shows swaps (the form advises 30 s or more, without enforcing it).
    await lesson.say('interval');
    await lesson.click(form.getByText('More settings'));
    await lesson.type(form.getByLabel('Shortest interval (s)', { exact: true }), '3');
    await lesson.type(form.getByLabel('Longest interval (s)', { exact: true }), '6');

    await lesson.say('start');
    await lesson.click(form.getByRole('button', { name: 'Save bot' }));
    await expect(page).toHaveURL(/\/robot\?highlight=\d+/);
    const botId = Number(new URL(page.url()).searchParams.get('highlight'));
    const row = page.getByTestId(`robot-${botId}`);
    const status = row.getByTestId('robot-status');
    await expect(status).toHaveText('Stopped');
    await lesson.pointAt(status);
    await lesson.click(row.getByRole('button', { name: 'Start' }));
    const notice = page.getByRole('dialog', { name: 'Before the first start' });
    await expect(notice).toBeVisible();
    await lesson.click(notice.getByRole('checkbox'));
    await lesson.click(notice.getByRole('button', { name: 'Confirm and start' }));
    await expect(notice).toHaveCount(0);

    await lesson.say('running');
    await expect(status).toHaveText('Running');
    await lesson.pointAt(status);

    await lesson.say('log');
    await lesson.click(row.getByRole('link', { name: 'Log of DEX Volume' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Trading Bot Logs' })).toBeVisible();
    const swaps = page
      .getByTestId('robot-log')
      .locator('li[data-key="swapBought"], li[data-key="swapSold"]')
      .filter({ hasText: `#${botId} ·` });
    await expect(swaps.first()).toBeVisible({ timeout: SWAP_MS });
    // Beside the line, not over its figures.
    await lesson.pointAt(swaps.first().getByText('DEX Volume', { exact: true }));
    // A second swap, the other way round as a rule.
    await expect.poll(() => swaps.count(), { timeout: SWAP_MS }).toBeGreaterThan(1);
    await lesson.pointAt(swaps.first().getByText('DEX Volume', { exact: true }));

    await lesson.say('stop');
    await lesson.click(page.getByRole('link', { name: 'Trading Bot', exact: true }).first());
    await expect(row.getByTestId('robot-orders')).not.toHaveText('0');
    await lesson.pointAt(row.getByTestId('robot-orders'));
    await lesson.click(row.getByRole('button', { name: 'Stop' }));
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Stop DEX Volume on Sandbox DEX CAKE/BNB?');
    await lesson.click(confirm.getByRole('button', { name: 'Confirm' }));
    await expect(status).toHaveText('Stopped');

    await expect(row.getByTestId('robot-reason')).toHaveText('Stopped by the user.');
    await lesson.say('done');
    await lesson.pointAt(page.getByRole('link', { name: 'Add bot' }).first());
  },
};
