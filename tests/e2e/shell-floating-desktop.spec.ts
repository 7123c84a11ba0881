// The floating widgets at desktop size (1440×900), logged in as the demo user: scrolled to its end,
// no page keeps a control under the chat button, the long bot form's Save and the wallet list's
// "Set all" included.
import { type Page, expect, test } from '@playwright/test';
import { fileDemoPage } from './support/demo-page.ts';
import { controlsUnderWidgetAtEnd } from './support/floating.ts';
import { VIEWPORTS } from './support/routes.ts';
import { reloadWithPreferences, visit } from './support/visit.ts';

test.describe.configure({ mode: 'serial' });

let page: Page;
fileDemoPage({ viewport: VIEWPORTS.desktop }, (demo) => {
  ({ page } = demo);
});

/** The bot form (its Save at the end), the wallet list ("Set all"), and pages of every other kind. */
const PAGES = [
  '/addrobot',
  '/addrobot?type=open_cex',
  '/subManage',
  '/stocksFull',
  '/stocks',
  '/account',
  '/robot',
  '/alarm',
  '/record',
  '/centerSafe',
  '/invite',
  '/property',
];

test('on a desktop, scrolled to the end, no control lies under the chat button', async () => {
  test.setTimeout(120_000);
  await reloadWithPreferences(page, 'en', 'dark', '/stocks');
  const covered: Record<string, string[]> = {};
  for (const path of PAGES) {
    await visit(page, path);
    const controls = await controlsUnderWidgetAtEnd(page, 'chat-widget');
    if (controls.length > 0) covered[path] = controls;
  }
  expect(covered).toEqual({});
});
