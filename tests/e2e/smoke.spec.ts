import { expect, test } from '@playwright/test';

test('the landing page renders and its encrypted version check succeeds with no console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const versionCheck = page.waitForResponse((response) => response.url().endsWith('/Api/System/check_version'));
  await page.goto('/');
  await expect(page).toHaveURL(/\/light$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The browser's WebCrypto envelope was accepted by the server's node:crypto one, and the
  // answer is ciphertext, not plain JSON.
  const body = (await (await versionCheck).json()) as { code: number; data: unknown };
  expect(body.code).toBe(1000);
  expect(typeof body.data).toBe('string');
  expect(errors).toEqual([]);
});
