// The bot screens in the browser, against the real server and its embedded sandbox exchanges: the
// demo user creates a grid bot on Sandbox A, starts it (confirmed), finds its orders in the
// venue's own book and its lines in the robot log, stops it (confirmed) and finds its orders gone.
// Also: a kind outside the plan is locked with an upgrade link (for a newly registered user; the
// demo user, a designated test account, may try every kind), and form errors read in the user's
// language.
import { expect, test } from '@playwright/test';
import { newUser, presetLanguage, registerThroughUi } from './accounts-support/account-ui.ts';
import { texts } from './accounts-support/locale-texts.ts';
import { presetPreferences } from './support/console-errors.ts';
import { logInOnTestPage } from './support/demo-page.ts';
import { ensureSandboxAccount } from './support/sandbox-account.ts';
import { lastPrice, openOrders, orderBook } from './support/sandbox-venue.ts';
import { logInAsDemo } from './support/session.ts';

test.describe.configure({ mode: 'serial' });

const botOrders = async (botId: number) =>
  (await openOrders('sandbox-a', 'BTCUSDT')).filter((order) => order.clientOrderId.startsWith(`mm${botId}s`));

test('the demo user runs a grid bot on the sandbox from creation to stop', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = await logInOnTestPage(page, '/account');
  await ensureSandboxAccount(page, 'Grid A');

  // Create: a grid of 4 levels, 4% either side of the last price.
  await page.goto('/addrobot');
  await expect(page.getByRole('heading', { level: 1, name: 'Add bot' })).toBeVisible();
  await page.getByRole('tab', { name: 'CEX · Trading' }).click();
  await page.getByTestId('kind-grid').getByRole('button').click();
  const form = page.getByRole('form', { name: 'Grid' });
  await expect(form).toBeVisible();
  await form.getByLabel('Exchange account').selectOption('sandbox-a');
  await form.getByLabel('Base coin').fill('BTC');
  await form.getByLabel('Quote coin').fill('USDT');
  const price = await lastPrice('sandbox-a', 'BTCUSDT');
  const lower = Math.round(price * 0.96);
  const upper = Math.round(price * 1.04);
  await form.getByLabel('Lower price').fill(String(lower));
  await form.getByLabel('Upper price').fill(String(upper));
  await form.getByLabel('Grid levels').fill('4');
  await form.getByLabel('Order quantity').fill('0.0005');
  await form.getByRole('button', { name: 'Save bot' }).click();

  await expect(page).toHaveURL(/\/robot\?highlight=\d+/);
  const botId = Number(new URL(page.url()).searchParams.get('highlight'));
  const row = page.getByTestId(`robot-${botId}`);
  await expect(row.getByTestId('robot-status')).toHaveText('Stopped');
  await expect(row).toContainText('Grid');

  // Start, confirmed.
  await row.getByRole('button', { name: 'Start' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Start Grid on Sandbox A BTC/USDT?`);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(row.getByTestId('robot-status')).toHaveText('Running');

  // Its orders are on the venue: a buy below and a sell above the price, in the public book too.
  await expect.poll(async () => (await botOrders(botId)).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  const placed = await botOrders(botId);
  expect(placed.some((order) => order.side === 'BUY')).toBe(true);
  expect(placed.some((order) => order.side === 'SELL')).toBe(true);
  const book = await orderBook('sandbox-a', 'BTCUSDT');
  for (const order of placed) {
    const levels = order.side === 'BUY' ? book.bids : book.asks;
    expect(levels.some(([level]) => Number(level) === Number(order.price))).toBe(true);
  }
  // The list refreshes by itself: the order count comes in without a reload.
  await expect.poll(async () => Number(await row.getByTestId('robot-orders').textContent()), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);

  // Saving the running bot unchanged is refused with the spec's message.
  await row.getByRole('link', { name: 'Edit Grid' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit bot' })).toBeVisible();
  await expect(page.getByLabel('Lower price')).toHaveValue(String(lower));
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('form-error')).toHaveText('Same parameters as active bot. Modify before saving.');
  await page.goBack();

  // Its log, readable, from the list's log link.
  await row.getByRole('link', { name: 'Log of Grid' }).click();
  await expect(page).toHaveURL(/\/robotlog\?.*web=sandbox-a/);
  const log = page.getByTestId('robot-log');
  await expect(log.locator('[data-key="started"]').first()).toContainText('Bot started.');
  await expect(log.locator('[data-key="gridBuilt"]').first()).toContainText(`Grid of 4 levels from ${lower} to ${upper}.`);
  await expect(log.locator('[data-key="orderPlaced"]').first()).toContainText(/Placed a (buy|sell) order: 0\.0005 at [\d.]+\./);
  await page.getByPlaceholder('Search the log').fill('placed');
  await expect(log.locator('li').first()).toHaveAttribute('data-key', 'orderPlaced');
  await expect(log.locator('[data-key="started"]')).toHaveCount(0);

  // Stop, confirmed: the bot halts and its orders leave the venue.
  await page.goto('/robot');
  await row.getByRole('button', { name: 'Stop' }).click();
  await expect(confirm).toContainText('pending orders are cancelled');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(row.getByTestId('robot-status')).toHaveText('Stopped');
  await expect(row.getByTestId('robot-reason')).toHaveText('Stopped by the user.');
  expect(await botOrders(botId)).toEqual([]);

  await page.goto(`/robotlog?web=sandbox-a&searchValue=${encodeURIComponent('cancelled')}`);
  await expect(page.getByTestId('robot-log').locator('li').first()).toContainText(/Cancelled/);

  expect(errors.take()).toEqual([]);
});

test('a volume bot asks for the legal notice before its first start', async ({ page }) => {
  await page.goto('/light');
  await logInAsDemo(page, '/addrobot?type=budan_new');
  const form = page.getByRole('form', { name: 'Order-Book Management' });
  await expect(form.getByLabel('Base coin')).not.toHaveValue('');
  await form.getByLabel('Exchange account').selectOption('sandbox-a');
  await form.getByLabel('Base coin').fill('ETH');
  await form.getByLabel('Quote coin').fill('USDT');
  await form.getByLabel('Order quantity').fill('0.01');
  await form.getByRole('button', { name: 'Save bot' }).click();
  await expect(page).toHaveURL(/\/robot\?highlight=\d+/);
  const row = page.getByTestId(`robot-${new URL(page.url()).searchParams.get('highlight')}`);
  await row.getByRole('button', { name: 'Start' }).click();
  const notice = page.getByRole('dialog', { name: 'Before the first start' });
  await expect(notice).toContainText('may be prohibited by law');
  const go = notice.getByRole('button', { name: 'Confirm and start' });
  await expect(go).toBeDisabled();
  await notice.getByRole('checkbox').check();
  await expect(go).toBeEnabled();
  await notice.getByRole('button', { name: 'Cancel' }).click();
  await expect(notice).toHaveCount(0);
  await expect(row.getByTestId('robot-status')).toHaveText('Stopped');
  await row.getByRole('button', { name: 'Delete Order-Book Management' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(row).toHaveCount(0);
});

test('a kind outside the plan is locked with an upgrade link', async ({ page }) => {
  // A newly registered user runs the Basic trial: the DEX plan's kinds and the advanced ones are locked.
  await presetLanguage(page, 'en');
  await registerThroughUi(page, 'en', newUser('locked'));
  await page.goto('/addrobot');
  await page.getByRole('tab', { name: 'DEX' }).click();
  const locked = page.getByTestId('kind-shua_dex');
  await expect(locked).toHaveAttribute('data-locked', 'true');
  await expect(locked).toContainText('Included in DEX.');
  await expect(locked.getByRole('button')).toHaveCount(0);
  await locked.getByRole('link', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(/\/renew\?plan=dex&period=monthly$/);
  await page.goto('/addrobot');
  await page.getByRole('tab', { name: 'CEX · Liquidity' }).click();
  await expect(page.getByTestId('kind-budan_new')).toHaveAttribute('data-locked', 'true');
  await page.getByRole('tab', { name: 'CEX · Trading' }).click();
  await expect(page.getByTestId('kind-grid')).toHaveAttribute('data-locked', 'false');
});

test('the demo user, a designated test account, may try every kind, DEX and NFT ones too', async ({ page }) => {
  await page.goto('/light');
  await logInAsDemo(page, '/addrobot');
  for (const [tab, kind] of [
    ['CEX · Liquidity', 'budan_new'],
    ['DEX', 'shua_dex'],
    ['NFT', 'shua_nft'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByTestId(`kind-${kind}`)).toHaveAttribute('data-locked', 'false');
    await expect(page.getByTestId(`kind-${kind}`).getByRole('link', { name: 'Upgrade' })).toHaveCount(0);
  }
});

test('a field the user moves to right after a refused create keeps the focus and what is typed', async ({ page }) => {
  const b = texts('en', 'bots');
  await page.goto('/light');
  await logInAsDemo(page, '/addrobot?type=buy_sell');
  const form = page.getByRole('form', { name: b('kinds.buy_sell.name') });
  await expect(form.getByLabel(b('form.base'))).not.toHaveValue('');
  // The refusal focuses the first field in error a frame later; the user is faster, already in another field.
  await form.getByRole('button', { name: b('form.create') }).evaluate((button) => {
    (button as HTMLButtonElement).click();
    document.getElementById('param-buy_lower')!.focus();
  });
  await expect(page.locator('#param-total_budget-error')).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.locator('#param-buy_lower')).toBeFocused();
  await page.keyboard.type('20');
  await expect(page.locator('#param-buy_lower')).toHaveValue('20');
});

for (const language of ['zh', 'ko'] as const) {
  test(`the bot form shows its errors in ${language}`, async ({ page }) => {
    const m = texts(language, 'messages');
    const b = texts(language, 'bots');
    await page.goto('/light');
    await logInAsDemo(page, '/addrobot?type=buy_sell');
    // The language is switched once signed in (the login mail is read in English).
    await presetPreferences(page, language, 'dark');
    await page.reload();
    const form = page.getByRole('form', { name: b('kinds.buy_sell.name') });
    await expect(form).toBeVisible();
    // The market comes filled in: the first bound account and its venue's default pair.
    await expect(form.getByLabel(b('form.base'))).not.toHaveValue('');
    await form.getByRole('button', { name: b('form.create') }).click();
    await expect(page.locator('#param-total_budget-error')).toHaveText(m('validation.incompleteParameters'));
    await form.getByLabel(b('params.buy_lower')).fill('20');
    await form.getByLabel(b('params.buy_upper')).fill('10');
    await form.getByLabel(b('params.total_budget')).fill('100');
    await form.getByLabel(b('params.single_budget')).fill('200');
    await form.getByRole('button', { name: b('form.create') }).click();
    await expect(page.locator('#param-buy_upper-error')).toHaveText(m('validation.bots.rangeUpper'));
    await expect(page.locator('#param-single_budget-error')).toHaveText(m('validation.bots.singleBudget'));
    await expect(page.locator('#param-buy_upper')).toBeFocused();
  });
}
