// Binding the demo user's Sandbox A account through the Account List, as a user does, for browser
// tests that run bots on it (the demo user starts with it bound; a test before may have unbound it).
import { expect, type Page } from '@playwright/test';
import { demoKeys } from './sandbox-venue.ts';

/** Binds Sandbox A on the Account List unless the demo user has it bound already. */
export async function ensureSandboxAccount(page: Page, accountName: string): Promise<void> {
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account List' })).toBeVisible();
  // Decide only once the list has loaded: before that no card shows, bound or not (and the header's
  // "Bind account" button shows either way).
  await expect(page.getByTestId('accounts-loading')).toHaveCount(0);
  const card = page.getByTestId('account-sandbox-a');
  if (await card.isVisible()) return;
  await page.getByRole('button', { name: 'Bind account' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Bind an exchange account' });
  await dialog.getByLabel('Exchange', { exact: true }).selectOption('sandbox-a');
  await dialog.getByLabel('Account name').fill(accountName);
  const keys = demoKeys('sandbox-a');
  await dialog.getByLabel('API key').fill(keys.apiKey);
  await dialog.getByLabel('Secret', { exact: true }).fill(keys.secret);
  await dialog.getByRole('button', { name: 'Verify and bind' }).click();
  await expect(card).toBeVisible();
}
