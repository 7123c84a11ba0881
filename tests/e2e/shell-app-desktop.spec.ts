// The main layout at desktop size, logged in as the demo user (one login for the whole file): the
// menu, sidebar, header switchers, floating widgets, route guard and log out (the route matrix is
// shell-app-desktop-routes.spec.ts). Needs the accounts server (/Account/login and its demo user).
import { type Page, expect, test } from '@playwright/test';
import { type DemoPage, fileDemoPage } from './support/demo-page.ts';
import { overlaps } from './support/floating.ts';
import { VIEWPORTS } from './support/routes.ts';
import { reloadWithPreferences, visit } from './support/visit.ts';

test.describe.configure({ mode: 'serial' });

let page: Page;
let errors: DemoPage['errors'];
fileDemoPage({ viewport: VIEWPORTS.desktop }, (demo) => {
  ({ page, errors } = demo);
});

const SPEC_MENU = [
  'Account List',
  'Manual Trading',
  'Trading Bot',
  'Trading Bot Logs',
  'Analytics',
  'Assets Statement',
  'Alert System',
  'Settings',
  'User Center',
  'Referral',
  'Getting Started',
  'Tutorial',
  'Contact Us',
  'Video Tutorial',
  'Real-time Assets',
  'Renew Subscription',
];

test('the menu lists the spec entries in order and the advanced market view highlights Manual Trading', async () => {
  await reloadWithPreferences(page, 'en', 'dark', '/stocksFull');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link')).toHaveText(SPEC_MENU);
  await expect(menu.getByRole('link', { name: 'Manual Trading' })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('link', { name: 'Tutorial', exact: true }).click();
  await expect(page).toHaveURL(/\/course\?tab=guide$/);
  await expect(menu.getByRole('link', { name: 'Tutorial', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Getting Started' })).not.toHaveAttribute('aria-current', 'page');
});

test('the sidebar collapses to icons and stays collapsed after a reload', async () => {
  await page.getByRole('button', { name: 'Collapse menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Analytics' })).toBeVisible();
  await expect(menu.getByText('Analytics', { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Expand menu' }).click();
  await expect(menu.getByText('Analytics', { exact: true })).toBeVisible();
});

test('the header switches language and theme, and both survive a reload', async () => {
  await visit(page, '/stocks');
  await page.getByRole('button', { name: 'Change language' }).click();
  await page.getByRole('button', { name: '中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '手动交易' })).toBeVisible();
  await page.getByRole('button', { name: '切换到浅色主题' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await visit(page, '/centerLang');
  await page.getByLabel('English', { exact: true }).check();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await visit(page, '/centerTheme');
  await page.getByLabel('Dark', { exact: true }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('the AI chat button opens on a click, moves on a drag, and keeps its place', async () => {
  await visit(page, '/stocks');
  const button = page.getByTestId('chat-widget');
  const start = (await button.boundingBox())!;
  const centre = { x: start.x + start.width / 2, y: start.y + start.height / 2 };
  // A press that moves 3 px is a click.
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  await page.mouse.move(centre.x + 3, centre.y, { steps: 3 });
  await page.mouse.up();
  const dialog = page.getByRole('dialog', { name: 'AI Assistant' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'What is MM Console?' }).click();
  await expect(dialog.getByText(/A web console where token project teams/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close the assistant' }).first().click();
  await expect(dialog).toBeHidden();
  // A press that moves 200 px is a drag: the button moves and no dialog opens.
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  await page.mouse.move(centre.x - 200, centre.y - 150, { steps: 8 });
  await page.mouse.up();
  await expect(dialog).toBeHidden();
  // Positions are read until the app has rendered the last move (pointer moves render on the next frame).
  const corner = async () => {
    const box = (await page.getByTestId('chat-widget').boundingBox())!;
    return { x: Math.round(box.x), y: Math.round(box.y), right: box.x + box.width, bottom: box.y + box.height };
  };
  const moved = { x: Math.round(start.x - 200), y: Math.round(start.y - 150) };
  await expect.poll(async () => (({ x, y }) => ({ x, y }))(await corner())).toEqual(moved);
  await page.reload();
  await expect.poll(async () => (await corner()).x).toBe(moved.x);
  // A smaller window keeps the button inside it.
  await page.setViewportSize({ width: 500, height: 400 });
  await expect.poll(async () => (await corner()).right).toBeLessThanOrEqual(500);
  await expect.poll(async () => (await corner()).bottom).toBeLessThanOrEqual(400);
  await page.setViewportSize(VIEWPORTS.desktop);
});

test('the task widget starts at y = 70 and lists the user’s background tasks from IndexedDB', async () => {
  await page.evaluate(() => localStorage.removeItem('mmc.secondWidget'));
  await page.reload();
  const widget = page.getByTestId('task-widget');
  await expect.poll(async () => Math.round((await widget.boundingBox())!.y)).toBe(70);
  await widget.click();
  const panel = page.getByRole('dialog', { name: 'Background tasks' });
  await expect(panel.getByText('No background tasks')).toBeVisible();
  // The panel opens beside its widget, never over it, so the widget closes it again.
  await expect(widget).toHaveAttribute('aria-expanded', 'true');
  expect(overlaps((await widget.boundingBox())!, (await panel.boundingBox())!)).toBe(false);
  await widget.click();
  await expect(panel).toBeHidden();
  await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('mmc.session') ?? 'null') as { account: string };
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('mm-console');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = database.transaction('tasks', 'readwrite');
      const base = {
        list: 'progress',
        status: 1,
        data: null,
        token: 'USDT',
        web: 'bsc',
        exchange: 'pancakeswap',
        loginTime: 1,
        addAccount: 0,
      };
      tx.objectStore('tasks').put({
        ...base,
        scheduleCode: 'e2e-1',
        owner: session.account,
        type: 'distribution',
        use: 6,
        skip: 1,
        fail: 1,
        total: 16,
        progress: 8,
        reqNum: 3,
        endTime: Date.now() + 3_600_000,
        state: 'processing',
        updatedAt: Date.now(),
      });
      tx.objectStore('tasks').put({
        ...base,
        scheduleCode: 'e2e-other-user',
        owner: 'someone-else',
        type: 'order',
        use: 1,
        skip: 0,
        fail: 0,
        total: 1,
        progress: 1,
        reqNum: 1,
        endTime: Date.now() + 3_600_000,
        state: 'completed',
        updatedAt: Date.now(),
      });
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    database.close();
  });
  // Written behind Dexie's back (raw IndexedDB), so the app sees the records on its next read.
  await page.reload();
  await widget.click();
  await expect(panel.getByText('Allocate assets')).toBeVisible();
  await expect(panel.getByText('Processing')).toBeVisible();
  await expect(panel.getByRole('progressbar', { name: '50% done' })).toBeVisible();
  await expect(panel.getByText('Batch orders')).toHaveCount(0);
  await expect(widget).toHaveAccessibleName('Background tasks (1 running)');
  await panel.getByRole('button', { name: 'Close background tasks' }).click();
  await expect(panel).toBeHidden();
});

test('a logged-in user is sent from the login page to /stocks, except while adding an account', async () => {
  await visit(page, '/login');
  await expect(page).toHaveURL(/\/stocks$/);
  await visit(page, '/agreement');
  await expect(page).toHaveURL(/\/agreement$/);
  await page.evaluate(() => localStorage.setItem('mmc.addAccount', '1'));
  await page.goto('/login');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/account$/);
  // The address is /account as soon as the browser starts loading it; the guard runs once the app has.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('mmc.addAccount'))).toBe('0');
  await visit(page, '/register');
  await expect(page).toHaveURL(/\/stocks$/);
});

test('log out asks first, then clears the session and the saved account entry', async () => {
  await page.evaluate(async () => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('mm-console');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const session = JSON.parse(localStorage.getItem('mmc.session') ?? 'null') as { account: string; token: string; loginTime: number };
    await new Promise<void>((resolve) => {
      const tx = database.transaction('savedAccounts', 'readwrite');
      tx.objectStore('savedAccounts').put({
        account: session.account,
        userName: session.account,
        loginToken: session.token,
        loginTime: session.loginTime,
      });
      tx.oncomplete = () => resolve();
    });
    database.close();
  });
  await visit(page, '/stocks');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to log out?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/stocks$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('mmc.session'))).toBe('null');
  const saved = await page.evaluate(async () => {
    const database = await new Promise<IDBDatabase>((resolve) => {
      const request = indexedDB.open('mm-console');
      request.onsuccess = () => resolve(request.result);
    });
    const count = await new Promise<number>((resolve) => {
      const request = database.transaction('savedAccounts').objectStore('savedAccounts').count();
      request.onsuccess = () => resolve(request.result);
    });
    database.close();
    return count;
  });
  expect(saved).toBe(0);
  await page.goto('/robot');
  await expect(page).toHaveURL(/\/login\?redirect=%2Frobot$/);
  expect(errors.take()).toEqual([]);
});
