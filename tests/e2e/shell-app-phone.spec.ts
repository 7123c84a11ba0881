// The main layout at phone size, logged in as the demo user: every route in every language and
// theme, and the menu as a drawer. Needs the accounts server (/Account/login and its demo user).
import { type BrowserContext, type Page, expect, test } from '@playwright/test';
import { visitAppRoutes } from './support/app-matrix.ts';
import { watchConsoleErrors } from './support/console-errors.ts';
import { LANGUAGES, MATRIX_TEST_TIMEOUT_MS, VIEWPORTS } from './support/routes.ts';
import { logInAsDemo } from './support/session.ts';
import { reloadWithPreferences } from './support/visit.ts';

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;
let errors: ReturnType<typeof watchConsoleErrors>;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(MATRIX_TEST_TIMEOUT_MS);
  context = await browser.newContext({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true });
  page = await context.newPage();
  errors = watchConsoleErrors(page);
  await page.goto('/agreement');
  await logInAsDemo(page);
});

test.afterAll(async () => {
  await context.close();
});

for (const language of LANGUAGES) {
  test(`every main-layout route renders in ${language} at phone size in both themes with no console errors`, async ({
    browserName: _browser,
  }, testInfo) => {
    test.setTimeout(MATRIX_TEST_TIMEOUT_MS);
    await visitAppRoutes(page, errors, language, 'phone', testInfo);
  });
}

test('on a phone the menu is a drawer that closes after choosing a page', async () => {
  await reloadWithPreferences(page, 'en', 'dark', '/stocks');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Alert System' }).click();
  await expect(page).toHaveURL(/\/alarm$/);
  await expect(menu).toBeHidden();
  expect(errors.take()).toEqual([]);
});
