// Lesson 9, Other Features: a tour of what is left once the bots run. A price alert made in the
// Alert System and tested, a glance at Analytics and the Assets Statement, the Referral page, and
// User Center with its Security tab, where Google Authenticator is added (its dialog is opened and
// cancelled: nothing about the demo account changes).
import { expect, type Locator, type Page } from '@playwright/test';
import { pageCall } from '../../../tests/e2e/support/page-api.ts';
import { lastPrice } from '../../../tests/e2e/support/sandbox-venue.ts';
import type { Lesson, LessonFlow } from '../lesson.ts';

const todayFills = async (page: Page) =>
  (
    await pageCall<{ today: { fills: number } }>(page, 'Data/get_data_overview', {
      days: 7,
      utc_offset: -new Date().getTimezoneOffset(),
    })
  ).today.fills;

/** Opens a page from the main menu, as a user would. */
async function openFromMenu(lesson: Lesson, entry: string, heading: string): Promise<void> {
  const { page } = lesson;
  await lesson.click(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: entry, exact: true }));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Checks a check box on camera unless it is checked already. */
async function ensureChecked(lesson: Lesson, box: Locator): Promise<void> {
  if (await box.isChecked()) await lesson.pointAt(box);
  else await lesson.click(box);
  await expect(box).toBeChecked();
}

export const otherFeatures: LessonFlow = {
  topic: 'otherFeatures',
  start: '/alarm',
  login: 'demo',
  // Analytics has something to show: a small ETH/USDT round trip on Sandbox B today, unless the
  // account has traded today already.
  async prepare(page) {
    if ((await todayFills(page)) >= 2) return;
    const market = { web: 'sandbox-b', web_type: 0, yenUnit1: 'ETH', yenUnit2: 'USDT', type: 'market', quantity: 0.01 };
    await pageCall(page, 'Trade/trade_coin', { ...market, side: 'buy' });
    await pageCall(page, 'Trade/trade_coin', { ...market, side: 'sell' });
    await expect.poll(() => todayFills(page), { timeout: 60_000, intervals: [1000, 2000, 3000] }).toBeGreaterThanOrEqual(2);
  },
  async run(lesson) {
    const { page } = lesson;
    await expect(page.getByRole('heading', { level: 1, name: 'Alert System' })).toBeVisible();
    await lesson.say('alerts');
    await lesson.pointAt(page.getByRole('heading', { level: 1, name: 'Alert System' }));

    await lesson.say('newAlert');
    await lesson.click(page.getByRole('button', { name: 'New Alert' }));
    const form = page.getByRole('dialog', { name: 'New Alert' });
    await expect(form).toBeVisible();
    await lesson.choose(form.getByLabel('Exchange'), { value: 'sandbox-a' });
    await lesson.type(form.getByLabel('Base coin'), 'BTC');
    await lesson.type(form.getByLabel('Quote coin'), 'USDT');
    await lesson.type(form.getByLabel('Name (optional)'), 'BTC breakout');
    // A tenth over the market: the alert waits for a breakout rather than firing at once.
    const level = String(Math.round((await lastPrice('sandbox-a', 'BTCUSDT')) * 1.1));
    await lesson.type(form.getByLabel('Price above'), level);

    await lesson.say('channels');
    await lesson.pointAt(form.getByLabel('Stop all robots of the pair'));
    await ensureChecked(lesson, form.getByLabel('E-mail', { exact: true }));
    lesson.markPoster();
    await lesson.click(form.getByRole('button', { name: 'Save' }));
    await expect(form).toBeHidden();
    const row = page.getByTestId('alarm-table').locator('tr', { hasText: 'BTC breakout' }).first();
    await expect(row).toContainText(/Price ≥ [\d,.]+/);

    await lesson.say('saved');
    await lesson.pointAt(row.getByText('BTC breakout'));
    await lesson.pointAt(row.getByText(/^Price ≥/));
    await lesson.click(row.getByRole('button', { name: 'Send a test' }));
    await expect(page.getByText("Test sent to the alert's channels.")).toBeVisible();
    const firings = page.getByTestId('firing-history');
    await expect(firings).toContainText('Test notification');
    await lesson.say('firings');
    await lesson.pointAt(firings.locator('tr', { hasText: 'Test notification' }).first());
    await expect(firings).toContainText('E-mail: sent', { timeout: 20_000 });

    await lesson.say('analytics');
    await openFromMenu(lesson, 'Analytics', 'Analytics');
    const today = page.getByTestId('today-figures');
    await expect(today).toBeVisible();
    await lesson.pointAt(today.getByTestId('figure-fills'));
    await lesson.pause(1200);
    await lesson.pointAt(page.getByTestId('daily-volume-chart'));

    await lesson.say('statement');
    await openFromMenu(lesson, 'Assets Statement', 'Assets Statement');
    const statement = page.getByTestId('statement').first();
    await expect(statement).toBeVisible({ timeout: 30_000 });
    await lesson.pointAt(statement);

    await lesson.say('referral');
    await openFromMenu(lesson, 'Referral', 'Referral');
    await expect(page.locator('#invite-code')).toHaveValue(/^[A-Z2-9]{8}$/);
    await lesson.pointAt(page.locator('#invite-code'));
    await lesson.pause(800);
    await lesson.pointAt(page.locator('#invite-link'));

    await lesson.say('userCenter');
    await openFromMenu(lesson, 'User Center', 'User Center');
    await expect(page.getByTestId('profile-username')).toBeVisible();
    await lesson.pointAt(page.getByRole('link', { name: 'Upgrade / Renew' }));

    await lesson.say('authenticator');
    await lesson.click(page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Security' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
    const authenticator = page.getByRole('listitem').filter({ hasText: 'A second code from your phone' });
    await lesson.click(authenticator.getByRole('button'));
    const dialog = page.getByRole('dialog', { name: /Google Authenticator/ });
    await expect(dialog.getByRole('img', { name: /^QR code for / })).toBeVisible();
    await lesson.pointAt(dialog.getByRole('img', { name: /^QR code for / }));
    await lesson.pause(1500);
    await lesson.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(dialog).toBeHidden();

    await lesson.say('protection');
    await lesson.pointAt(page.getByRole('switch', { name: 'Google Authenticator' }));
    await lesson.pause(1500);
  },
};
