// The guided tour in the browser (spec §1: about five minutes on the real screens): started from
// /course, it opens each step's screen and points at the real control the step is about; a reload
// in the middle resumes it at the same step; finishing it saves the progress with the account and
// /course then says it is finished.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { TOUR_STEPS } from '../../src/shared/catalogue/beginner-tour.ts';
import { logInOnTestPage } from './support/demo-page.ts';

const texts = JSON.parse(readFileSync(new URL('../../locales/en/tutorials.json', import.meta.url), 'utf8')) as {
  tour: { steps: Record<string, { title: string }> };
};

test('the guided tour runs from start to finish across the real screens and resumes after a reload', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = await logInOnTestPage(page, '/course', { width: 1280, height: 800 });
  const card = page.getByTestId('tour-card');
  await card.getByRole('button', { name: 'Start the tour' }).click();

  const popover = page.locator('.driver-popover');
  for (const [index, step] of TOUR_STEPS.entries()) {
    const title = `${index + 1}/${TOUR_STEPS.length} · ${texts.tour.steps[step.key]!.title}`;
    await expect(page).toHaveURL(new RegExp(`${step.path}(\\?|$)`));
    await expect(popover.locator('.driver-popover-title')).toHaveText(title);
    // The step points at the real control: driver.js marks it as the active element.
    await expect(page.locator(`[data-tour="${step.target}"]`).first()).toHaveClass(/driver-active-element/);
    if (step.key === 'choosePair') {
      // The highlighted control stays usable: the user does what the step says.
      const selector = page.getByTestId('pair-selector');
      await selector.getByLabel('Exchange').selectOption({ label: 'Sandbox A · Spot' });
      await selector.getByLabel('Pair').fill('btc/usdt');
      await selector.getByRole('button', { name: 'Go' }).click();
      await expect(page.getByTestId('ticker-line')).toContainText('BTC/USDT');
    }
    if (index === 2) {
      await page.reload();
      await expect(popover.locator('.driver-popover-title')).toHaveText(title);
    }
    const last = index === TOUR_STEPS.length - 1;
    await popover.getByRole('button', { name: last ? 'Finish' : 'Next' }).click();
  }

  await expect(page).toHaveURL(/\/course(\?|$)/);
  await expect(page.getByText('Tour finished. You are ready to trade.')).toBeVisible();
  await expect(popover).toHaveCount(0);
  // Saved with the account: a fresh load of /course reads it from the server.
  await page.reload();
  await expect(card).toContainText('You have finished the tour.');
  await expect(card.getByRole('button', { name: 'Take the tour again' })).toBeVisible();
  expect(errors.take()).toEqual([]);
});
