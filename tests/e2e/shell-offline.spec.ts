// The installed shell works offline: once the service worker controls the page, a reload with
// no network still renders the app and says it is offline. (The update prompt is covered by
// src/client/app/service-worker.test.ts: Chromium fetches a service worker's script outside
// Playwright's request routing, so a redeploy cannot be simulated here.)
import { expect, test } from '@playwright/test';
import { openDemoPage } from './support/demo-page.ts';

// The first test needs the service worker (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('the shell reloads offline, says it is offline, and recovers when the network returns', async ({ page, context }) => {
  await page.goto('/light');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload(); // the page is now controlled by the service worker
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toContainText('You are offline');
  await page.goto('/problem'); // a page not opened before comes from the precache too
  await expect(page.getByRole('heading', { level: 1, name: 'Common problems' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toBeHidden();
});

test('a page whose app script failed to load reloads itself once instead of staying empty', async ({ browser }) => {
  // Without the service worker, so the page's own requests go through Playwright's routing.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  let entryRequests = 0;
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    entryRequests += 1;
    if (entryRequests === 1) await route.abort('connectionreset');
    else await route.continue();
  });
  await page.goto('/light');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(entryRequests).toBe(2);
  await context.close();
});

test('a later screen whose scripts fail to load does not reload the page the user is on', async ({ browser }) => {
  // Without the service worker, so the screen's requests go through Playwright's routing.
  const { context, page } = await openDemoPage(browser, { serviceWorkers: 'block' });
  await page.goto('/account');
  const accountHeading = await page.getByRole('heading', { level: 1 }).first().textContent();
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents += 1;
  });
  // Every script asked for from now on fails once (a dropped connection), then loads.
  const failedOnce = new Set<string>();
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const url = route.request().url();
    if (failedOnce.has(url)) return route.continue();
    failedOnce.add(url);
    return route.abort('connectionreset');
  });
  await page.evaluate(() =>
    (self as unknown as { __TSR_ROUTER__: { navigate(o: { href: string }): Promise<void> } }).__TSR_ROUTER__.navigate({ href: '/alarm' }),
  );
  // The screen shows, or says it could not load; either way in the same page, nothing lost.
  await page.waitForFunction((before) => {
    const heading = document.querySelector('main h1, [role=alert] h1');
    return location.pathname === '/alarm' && heading !== null && heading.textContent !== before;
  }, accountHeading);
  expect(failedOnce.size).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  expect(documents).toBe(0);
  await context.close();
});
