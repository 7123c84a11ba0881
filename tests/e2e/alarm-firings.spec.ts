// The firings list names an alert as the alert table does: by the name the user gave it (with the
// pair and exchange under it), or by its pair when it has none.
import { expect, test } from '@playwright/test';
import { logInOnTestPage } from './support/demo-page.ts';

test('a named alert’s firing is listed under the alert’s name', async ({ page }) => {
  const errors = await logInOnTestPage(page, '/alarm', { width: 1280, height: 800 });
  const name = `Firing check ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'New Alert' }).click();
  const form = page.getByRole('dialog', { name: 'New Alert' });
  await form.getByLabel('Exchange').selectOption('sandbox-a');
  await form.getByLabel('Name (optional)').fill(name);
  // Far above the market: only the test below fires.
  await form.getByLabel('Price above').fill('99000000');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  const row = page.getByTestId('alarm-table').locator('tr', { hasText: name });
  await row.getByRole('button', { name: 'Send a test' }).click();
  const firing = page.getByTestId('firing-history').locator('tr', { hasText: 'Test notification' }).first();
  await expect(firing).toContainText(name);
  await expect(firing).toContainText('BTC/USDT · Sandbox A');

  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(row).toHaveCount(0);
  expect(errors.take()).toEqual([]);
});
