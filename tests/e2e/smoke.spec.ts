import { expect, test } from '@playwright/test';

// The service worker is what this file tests (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('the landing page renders, and once served by its service worker its encrypted version check succeeds, with no console errors', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const checks: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/Api/System/check_version')) checks.push(request.url());
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/light$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A page fetched from the server is the current version: no check, no api code downloaded. The
  // service worker installs meanwhile (it takes over from the next page on).
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  expect(checks).toEqual([]);

  // Served from the service worker's cache, the page asks whether it is still current. The
  // browser's WebCrypto envelope was accepted by the server's node:crypto one, and the answer is
  // ciphertext, not plain JSON.
  const versionCheck = page.waitForResponse((response) => response.url().endsWith('/Api/System/check_version'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const body = (await (await versionCheck).json()) as { code: number; data: unknown };
  expect(body.code).toBe(1000);
  expect(typeof body.data).toBe('string');
  expect(errors).toEqual([]);
});
