// The main layout at phone size, logged in as the demo user: the menu as a drawer (the route matrix
// is shell-app-phone-routes.spec.ts). Needs the accounts server (/Account/login and its demo user).
import { type Page, expect, test } from '@playwright/test';
import { type DemoPage, fileDemoPage } from './support/demo-page.ts';
import { VIEWPORTS } from './support/routes.ts';
import { reloadWithPreferences } from './support/visit.ts';

test.describe.configure({ mode: 'serial' });

let page: Page;
let errors: DemoPage['errors'];
fileDemoPage({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true }, (demo) => {
  ({ page, errors } = demo);
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
