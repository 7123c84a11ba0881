// The main layout at phone size, logged in as the demo user: the menu as a drawer (the route matrix
// is shell-app-phone-routes.spec.ts). Needs the accounts server (/Account/login and its demo user).
import { type BrowserContext, type Page, expect, test } from '@playwright/test';
import { watchConsoleErrors } from './support/console-errors.ts';
import { VIEWPORTS } from './support/routes.ts';
import { logInAsDemo } from './support/session.ts';
import { reloadWithPreferences } from './support/visit.ts';

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;
let errors: ReturnType<typeof watchConsoleErrors>;

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true });
  page = await context.newPage();
  errors = watchConsoleErrors(page);
  await page.goto('/agreement');
  await logInAsDemo(page);
});

test.afterAll(async () => {
  await context.close();
});

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
