// The floating widgets at phone size, logged in as the demo user: the chat button hides no control
// once a page is scrolled to its end, and the task panel opens beside its widget, which closes it.
import { type Page, expect, test } from '@playwright/test';
import { fileDemoPage } from './support/demo-page.ts';
import { controlsUnderWidgetAtEnd, overlaps } from './support/floating.ts';
import { VIEWPORTS } from './support/routes.ts';
import { reloadWithPreferences, visit } from './support/visit.ts';

test.describe.configure({ mode: 'serial' });

let page: Page;
fileDemoPage({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true }, (demo) => {
  ({ page } = demo);
});

/** Pages of every kind; the advanced market view ends with its buy button at the bottom right, where the chat button starts. */
const PAGES = [
  '/stocksFull',
  '/stocks',
  '/account',
  '/robot',
  '/addrobot',
  '/subManage',
  '/alarm',
  '/record',
  '/centerSafe',
  '/invite',
  '/property',
];

test('on a phone, scrolled to the end, no control lies under the chat button', async () => {
  test.setTimeout(120_000);
  await reloadWithPreferences(page, 'en', 'dark', '/stocks');
  for (const path of PAGES) {
    await visit(page, path);
    expect(await controlsUnderWidgetAtEnd(page, 'chat-widget'), path).toEqual([]);
  }
});

test('the chat button cannot be dragged past the bottom edge of a phone screen', async () => {
  await visit(page, '/stocks');
  const button = page.getByTestId('chat-widget');
  const start = (await button.boundingBox())!;
  await page.mouse.move(start.x + 20, start.y + 20);
  await page.mouse.down();
  await page.mouse.move(start.x - 100, VIEWPORTS.phone.height + 200, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => Math.round((await button.boundingBox())!.x)).toBe(Math.round(start.x - 120));
  expect((await button.boundingBox())!.y + start.height).toBeLessThanOrEqual(VIEWPORTS.phone.height - 8);
  await page.evaluate(() => localStorage.removeItem('mmc.chatWidget'));
});

test('on a phone the task panel opens beside its widget, which closes it again', async () => {
  await page.evaluate(() => localStorage.removeItem('mmc.secondWidget'));
  await page.reload();
  const widget = page.getByTestId('task-widget');
  const panel = page.getByRole('dialog', { name: 'Background tasks' });
  // Moved to the bottom of the screen, where a panel pinned to the bottom edge would cover it.
  const start = (await widget.boundingBox())!;
  await page.mouse.move(start.x + 20, start.y + 20);
  await page.mouse.down();
  await page.mouse.move(start.x - 150, start.y + 680, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => Math.round((await widget.boundingBox())!.y)).toBe(Math.round(start.y + 660));
  await widget.click();
  await expect(panel).toBeVisible();
  await expect(widget).toHaveAttribute('aria-expanded', 'true');
  expect(overlaps((await widget.boundingBox())!, (await panel.boundingBox())!)).toBe(false);
  await widget.click();
  await expect(panel).toBeHidden();
  await expect(widget).toHaveAttribute('aria-expanded', 'false');
  await page.evaluate(() => localStorage.removeItem('mmc.secondWidget'));
});
