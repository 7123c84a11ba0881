// Lesson 2, Manual Trading on CEX: choose a pair on the sandbox exchange, read the chart and the
// book, place a limit buy under the market, find it in the open orders and cancel it.
import { expect } from '@playwright/test';
import { lastPrice } from '../../../tests/e2e/support/sandbox-venue.ts';
import type { LessonFlow } from '../lesson.ts';
import { choosePair } from './choose-pair.ts';

export const manualCex: LessonFlow = {
  topic: 'manualCex',
  start: '/stocks',
  login: 'demo',
  async run(lesson) {
    const { page } = lesson;
    await lesson.say('open');
    await choosePair(lesson, 'Sandbox A · Spot', 'eth/usdt');

    await lesson.say('chart');
    await lesson.pointAt(page.getByTestId('candle-chart'));
    await lesson.say('book');
    await lesson.pointAt(page.getByTestId('book-bids'));

    await lesson.say('limit');
    const form = page.getByTestId('order-form');
    await lesson.click(form.getByRole('tab', { name: 'Limit' }));
    await lesson.click(form.getByRole('button', { name: 'Buy', exact: true }));
    // A tenth under the market, so the order rests on the book.
    const price = (Math.floor((await lastPrice('sandbox-a', 'ETHUSDT')) * 0.9 * 100) / 100).toFixed(2);
    await lesson.type(form.getByLabel('Price (USDT)'), price);
    await lesson.type(form.getByLabel('Quantity (ETH)'), '0.05');
    lesson.markPoster();
    await lesson.say('place');
    await lesson.click(form.getByRole('button', { name: 'Buy ETH' }));
    await expect(page.getByText('Order placed.')).toBeVisible();

    await lesson.say('openOrders');
    const row = page.getByTestId('open-order').first();
    await lesson.pointAt(row);
    await lesson.say('cancel');
    await lesson.click(row.getByRole('button', { name: /^Cancel the Buy order at/ }));
    await expect(page.getByText('Order cancelled.')).toBeVisible();
    await lesson.say('done');
  },
};
