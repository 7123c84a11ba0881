// Lesson 4, CEX Bot Setup: from Trading Bot, add a Grid bot on Sandbox A's BTC/USDT (the kind, the
// account and pair, the price range, the levels and the size of each order), start it, watch its
// orders come in, read what it did in Trading Bot Logs, and stop it.
import { expect } from '@playwright/test';
import { lastPrice } from '../../../tests/e2e/support/sandbox-venue.ts';
import type { LessonFlow } from '../lesson.ts';

export const cexBot: LessonFlow = {
  topic: 'cexBot',
  start: '/robot',
  login: 'demo',
  async run(lesson) {
    const { page } = lesson;
    await expect(page.getByRole('heading', { level: 1, name: 'Trading Bot' })).toBeVisible();
    await lesson.say('open');
    await lesson.click(page.getByRole('link', { name: 'Add bot' }).first());
    await expect(page.getByRole('heading', { level: 1, name: 'Add bot' })).toBeVisible();

    await lesson.say('kinds');
    await lesson.click(page.getByRole('tab', { name: 'CEX · Trading' }));
    await lesson.pointAt(page.getByTestId('kind-grid'));
    await lesson.say('grid');
    await lesson.click(page.getByTestId('kind-grid').getByRole('button'));
    const form = page.getByRole('form', { name: 'Grid' });
    await expect(form).toBeVisible();

    await lesson.say('market');
    await lesson.choose(form.getByLabel('Exchange account'), { value: 'sandbox-a' });
    await lesson.type(form.getByLabel('Base coin'), 'BTC');
    await lesson.type(form.getByLabel('Quote coin'), 'USDT');

    // A range 4% either side of the last price, so the grid has buys below and sells above it.
    const price = await lastPrice('sandbox-a', 'BTCUSDT');
    await lesson.say('range');
    await lesson.type(form.getByLabel('Lower price'), String(Math.round(price * 0.96)));
    await lesson.type(form.getByLabel('Upper price'), String(Math.round(price * 1.04)));
    await lesson.type(form.getByLabel('Grid levels'), '6');
    await lesson.say('budget');
    await lesson.type(form.getByLabel('Order quantity'), '0.01');
    lesson.markPoster();

    await lesson.say('save');
    // Clear of the floating assistant button, which covers the corner of the form's Save bot.
    const save = form.getByRole('button', { name: 'Save bot' });
    await save.evaluate((button) => button.scrollIntoView({ block: 'center', behavior: 'smooth' }));
    await lesson.pause(700);
    await lesson.click(save);
    await expect(page).toHaveURL(/\/robot\?highlight=\d+/);
    const row = page.getByTestId(`robot-${new URL(page.url()).searchParams.get('highlight')}`);
    await expect(row.getByTestId('robot-status')).toHaveText('Stopped');
    await lesson.pointAt(row.getByRole('button', { name: 'Start' }));

    await lesson.say('start');
    await lesson.click(row.getByRole('button', { name: 'Start' }));
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Start Grid on Sandbox A BTC/USDT?');
    await lesson.pause(800);
    await lesson.click(confirm.getByRole('button', { name: 'Confirm' }));
    await expect(row.getByTestId('robot-status')).toHaveText('Running');

    await lesson.say('running');
    await lesson.pointAt(row.getByTestId('robot-orders'));
    await expect
      .poll(async () => Number(await row.getByTestId('robot-orders').textContent()), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(4);

    await lesson.say('log');
    await lesson.click(row.getByRole('link', { name: 'Log of Grid' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Trading Bot Logs' })).toBeVisible();
    const log = page.getByTestId('robot-log');
    await expect(log.locator('[data-key="gridBuilt"]').first()).toBeVisible();
    await expect(log.locator('[data-key="orderPlaced"]').first()).toBeVisible();
    await lesson.pointAt(log.locator('[data-key="gridBuilt"]').first());
    await lesson.say('search');
    await lesson.type(page.getByPlaceholder('Search the log'), 'placed');
    await expect(log.locator('li').first()).toHaveAttribute('data-key', 'orderPlaced');
    await expect(log.locator('[data-key="started"]')).toHaveCount(0);
    await lesson.pointAt(log.locator('li').first().getByTestId('log-text'));

    await lesson.say('stop');
    await lesson.click(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Trading Bot', exact: true }));
    await lesson.click(row.getByRole('button', { name: 'Stop' }));
    await expect(confirm).toContainText('pending orders are cancelled');
    await lesson.pause(800);
    await lesson.click(confirm.getByRole('button', { name: 'Confirm' }));
    await expect(row.getByTestId('robot-status')).toHaveText('Stopped');
    await expect(row.getByTestId('robot-reason')).toHaveText('Stopped by the user.');
    await lesson.pointAt(row.getByRole('button', { name: 'Start' }));
    await lesson.pause(1500);
  },
};
