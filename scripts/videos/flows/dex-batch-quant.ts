// Lesson 7, DEX Batch Trade & Quant Tools: on the Sandbox DEX pair CAKE/BNB, read the pool's depth,
// ask the price-impact calculator what a move to a target price costs, run a DEX batch buy across
// a group of trading wallets and follow it to its swaps in the DEX orders, then move BNB from that
// group to another with Batch Transfer in wallet management.
import { expect } from '@playwright/test';
import type { LessonFlow } from '../lesson.ts';
import { choosePair } from './choose-pair.ts';
import { dexGroups, prepareDexWallets } from './dex-prepare.ts';

/** Long enough for the three swaps of the batch and for the transfer, mined on the sandbox chain. */
const TASK_MS = 60_000;

export const dexBatchQuant: LessonFlow = {
  topic: 'dexBatchQuant',
  start: '/stocks',
  login: 'demo',
  async prepare(page) {
    await prepareDexWallets(page);
  },
  async run(lesson) {
    const { page } = lesson;
    const { traders, reserve } = await dexGroups(page);

    // The pool in place of the book (an earlier lesson may have left an exchange's pair chosen).
    await lesson.say('open');
    await choosePair(lesson, 'Sandbox DEX · Sandbox chain', 'cake/bnb');
    await expect(page.getByTestId('ticker-line')).toContainText('Sandbox DEX');

    await lesson.say('depth');
    const buying = page.getByTestId('depth-buy').getByTestId('depth-row');
    await expect(buying.first()).toBeVisible();
    await lesson.pointAt(page.getByTestId('depth-chart'));
    await lesson.pointAt(buying.nth(3));

    // The calculator: a target a few percent above the pool's price.
    await lesson.say('calculator');
    const calculator = page.getByTestId('impact-calculator');
    await lesson.click(calculator.getByRole('button', { name: 'Buy (price up)' }));
    const poolText = (await page.getByTestId('pool-price').textContent()) ?? '';
    const poolPrice = Number(/([\d,]+(?:\.\d+)?)/.exec(poolText)?.[1]?.replace(/,/g, ''));
    if (!(poolPrice > 0)) throw new Error(`no pool price in "${poolText}"`);
    await lesson.type(calculator.getByLabel('Target price (BNB)'), (poolPrice * 1.03).toPrecision(3));
    await lesson.say('impact');
    await lesson.click(calculator.getByRole('button', { name: 'Calculate' }));
    await expect(page.getByTestId('impact-percent')).toHaveText(/^\+\d/);
    await lesson.pointAt(page.getByTestId('impact-in'));

    // A batch buy across the group.
    await lesson.say('batch');
    const orders = page.getByTestId('dex-orders-filters').locator('xpath=ancestor::section[1]');
    await lesson.click(orders.getByRole('button', { name: 'DEX Batch Order' }));
    const form = page.getByTestId('batch-swap-form');
    await expect(form).toBeVisible();
    await lesson.click(form.getByRole('button', { name: 'Buy CAKE with BNB' }));
    await lesson.say('form');
    await lesson.choose(form.getByLabel('Wallet group'), { label: `${traders.name} (${traders.wallets})` });
    await lesson.type(form.getByLabel('Number of wallets'), '3');
    await lesson.type(form.getByLabel('Total to spend (BNB)'), '0.3');
    await lesson.say('interval');
    await lesson.type(form.getByLabel('Execution interval (seconds)'), '2');
    await expect(form.getByText('At least 30 s between swaps is recommended.')).toBeVisible();
    await lesson.say('start');
    const preview = page.getByTestId('batch-swap-preview');
    await expect(preview).toContainText('Up to 3 wallets swap about 0.1 BNB each');
    lesson.markPoster();
    await lesson.pointAt(preview);
    await lesson.click(form.getByRole('button', { name: 'Start batch' }));
    await expect(form).toHaveCount(0);
    const tasks = page.getByTestId('task-panel');
    const swaps = tasks.locator('li').filter({ hasText: 'DEX swaps' });
    await expect(swaps.filter({ hasText: 'Completed' })).toHaveCount(1, { timeout: TASK_MS });
    await expect(swaps).toContainText('Done 3 · Skipped 0 · Failed 0 · Total 3');
    await lesson.pointAt(swaps);
    await lesson.pause(1_200);

    await lesson.say('orders');
    await lesson.click(tasks.getByRole('button', { name: 'Close background tasks' }));
    const rows = orders.getByTestId('dex-orders-table').getByTestId('dex-order').filter({ hasText: 'Batch order' });
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    await lesson.pointAt(rows.first());
    await lesson.pointAt(rows.nth(2));

    // Batch Transfer: BNB from the traders' group to the other group.
    await lesson.say('transfer');
    await lesson.click(page.getByTestId('dex-balances').getByRole('link', { name: 'Open DEX / NFT Wallet Management' }));
    await expect(page.getByRole('heading', { level: 1, name: 'DEX / NFT Wallet Management' })).toBeVisible();
    const reserveBnb = page.getByTestId('pair-holdings').getByRole('row').filter({ hasText: reserve.name }).locator('td').nth(2);
    const heldBefore = (await reserveBnb.textContent()) ?? '';
    await lesson.click(page.getByTestId('tool-batchTransfer'));
    const transfer = page.getByTestId('batch-transfer-form');
    await expect(transfer).toBeVisible();
    await lesson.choose(transfer.getByLabel('Token'), { label: 'BNB (network coin)' });
    await lesson.type(transfer.getByLabel('Total amount (BNB)'), '0.2');
    await lesson.choose(transfer.getByLabel('From group'), { label: `${traders.name} (${traders.wallets})` });
    await lesson.choose(transfer.getByLabel('To group'), { label: `${reserve.name} (${reserve.wallets})` });
    await lesson.click(transfer.getByRole('button', { name: 'Transfer' }));
    await expect(transfer).toHaveCount(0);
    const moved = tasks.locator('li').filter({ hasText: 'Batch transfer' }).filter({ hasText: 'Completed' });
    await expect(moved).toHaveCount(1, { timeout: TASK_MS });
    await lesson.pointAt(moved);

    await lesson.say('transferDone');
    await lesson.click(tasks.getByRole('button', { name: 'Close background tasks' }));
    await expect(reserveBnb).not.toHaveText(heldBefore, { timeout: 15_000 });
    await lesson.pointAt(reserveBnb);
  },
};
