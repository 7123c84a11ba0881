// Lesson 3, Batch Order Placement & Cancellation on CEX: on ETH/USDT of the sandbox exchange, a
// batch buy of 20 orders spread over a price range under the market, its preview, the background
// task that places it, the orders in the open orders, and a batch cancel of that price range.
import { expect } from '@playwright/test';
import { lastPrice } from '../../../tests/e2e/support/sandbox-venue.ts';
import type { LessonFlow } from '../lesson.ts';
import { choosePair } from './choose-pair.ts';

const ORDERS = 20;

/** A price as the screens show it (2 decimals, grouped thousands). */
const shown = (price: number) => price.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Round bounds well under the market, so the orders rest on the book until they are cancelled:
 * the highest at about 85% of it, the lowest so many round steps (10 USDT for a price in the
 * thousands) below that the preview's prices are round as well.
 */
function batchBounds(market: number): { low: number; high: number; prices: number[] } {
  const exponent = Math.floor(Math.log10(market)) - 2;
  const step = 10 ** exponent;
  const round = (price: number) => Number(price.toFixed(Math.max(0, -exponent)));
  const high = round(Math.floor((market * 0.85) / step) * step);
  const prices = Array.from({ length: ORDERS }, (_, index) => round(high - index * step));
  return { low: prices.at(-1) ?? high, high, prices };
}

/** Matches a table cell that shows one of `prices`, and nothing else. */
const anyPrice = (prices: number[]) => new RegExp(`^(${prices.map((price) => shown(price).replace(/[.,]/g, '\\$&')).join('|')})$`);

export const batchCex: LessonFlow = {
  topic: 'batchCex',
  start: '/stocks',
  login: 'demo',
  async run(lesson) {
    const { page } = lesson;
    await lesson.say('open');
    await choosePair(lesson, 'Sandbox A · Spot', 'eth/usdt');

    await lesson.say('dialog');
    await lesson.click(page.getByRole('button', { name: 'Batch order' }));
    const dialog = page.getByRole('dialog', { name: /Batch buy\/sell/ });
    await expect(dialog).toBeVisible();

    const { low, high, prices } = batchBounds(await lastPrice('sandbox-a', 'ETHUSDT'));
    await lesson.say('range');
    await lesson.pointAt(dialog.getByRole('button', { name: 'Batch buy' }));
    await lesson.type(dialog.getByLabel('Lowest price (USDT)'), String(low));
    await lesson.type(dialog.getByLabel('Highest price (USDT)'), String(high));

    await lesson.say('count');
    await lesson.type(dialog.getByLabel('Number of orders (at most 500)'), String(ORDERS));
    await lesson.type(dialog.getByLabel('Total quantity (ETH)'), '0.4');

    await lesson.say('preview');
    const preview = dialog.getByTestId('batch-preview');
    await expect(preview.locator('tbody tr')).toHaveCount(ORDERS);
    await expect(dialog.getByTestId('batch-summary')).toContainText(`${ORDERS} orders · 0.4000 ETH`);
    await lesson.pointAt(dialog.getByTestId('batch-summary'));
    await lesson.pointAt(preview.locator('tbody tr').first());
    lesson.markPoster();

    await lesson.say('place');
    await lesson.click(dialog.getByRole('button', { name: 'Place batch' }));
    await expect(dialog).toHaveCount(0);
    const panel = page.getByTestId('task-panel');
    await expect(panel).toBeVisible();
    await lesson.pointAt(panel.locator('li').first());
    // The panel lists tasks in progress first; each batch, placing or cancelling, ends as one
    // completed row of its own.
    const completed = panel.locator('li').filter({ hasText: 'Completed' });
    await expect(completed).toHaveCount(1, { timeout: 60_000 });
    await expect(completed.first()).toContainText(`Done ${ORDERS} · Skipped 0 · Failed 0 · Total ${ORDERS}`);

    await lesson.say('orders');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    const batchRows = page.getByTestId('open-order').filter({ has: page.locator('td').filter({ hasText: anyPrice(prices) }) });
    await expect(batchRows).toHaveCount(ORDERS);
    await lesson.pointAt(batchRows.first());
    // The list scrolls: the rest of the batch is below.
    await page.mouse.wheel(0, 500);
    await lesson.pause(1200);

    await lesson.say('cancelOpen');
    await lesson.click(page.getByRole('button', { name: 'Batch cancel' }));
    const cancel = page.getByRole('dialog', { name: /Batch cancel/ });
    await expect(cancel).toBeVisible();
    await lesson.pointAt(cancel.getByLabel('All open orders of the pair'));
    await lesson.click(cancel.getByLabel('A price range'));
    await lesson.type(cancel.getByLabel('Lowest price (USDT)'), String(low));
    await lesson.type(cancel.getByLabel('Highest price (USDT)'), String(high));

    await lesson.say('cancelRun');
    await lesson.click(cancel.getByRole('button', { name: 'Cancel orders' }));
    await expect(cancel).toHaveCount(0);
    await expect(panel).toBeVisible();
    await expect(completed).toHaveCount(2, { timeout: 60_000 });
    await lesson.pointAt(completed.first());
    await lesson.pause(1500);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(batchRows).toHaveCount(0, { timeout: 30_000 });
    await lesson.pointAt(page.getByTestId('open-orders'));

    await lesson.say('done');
  },
};
