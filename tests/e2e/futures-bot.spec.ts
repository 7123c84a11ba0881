// The futures bot in the browser, against the real server and its embedded sandbox exchanges: the
// demo user creates a Quick Follow bot on Sandbox A's futures market (its perpetual of the pair the
// futures entry lists first), following Sandbox A's own spot price at a ratio of 1.01, saves it,
// starts it through the legal notice, finds it running on "Sandbox A · Futures" in /robot, and then
// a long position on that perpetual in /positionManagement: the bot buys to lift the perpetual 1%
// above the spot price it follows, from the 10,000 USDT futures wallet.
import { expect, test } from '@playwright/test';
import { logInOnTestPage } from './support/demo-page.ts';
import { ensureSandboxAccount } from './support/sandbox-account.ts';

test('a Quick Follow bot on a futures market runs and opens a long position', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = await logInOnTestPage(page, '/account', { width: 1440, height: 900 });
  await ensureSandboxAccount(page, 'Futures A');

  // The form: Sandbox A's account, then Futures; the pair becomes the futures entry's.
  await page.goto('/addrobot?type=real_genpan_quick');
  const form = page.getByRole('form', { name: 'Quick Follow' });
  await expect(form).toBeVisible();
  await form.getByLabel('Exchange account').selectOption('sandbox-a');
  const side = form.getByTestId('market-side');
  await expect(side).toBeVisible();
  // The demo user, a designated test account, may run it on both markets: spot comes first, no plan note.
  await expect(side.getByRole('radio', { name: 'Spot' })).toBeChecked();
  await side.getByText('Futures', { exact: true }).click();
  await expect(side.getByRole('radio', { name: 'Futures' })).toBeChecked();
  await expect(side.getByTestId('market-side-plan')).toHaveCount(0);
  await expect(form.getByLabel('Base coin')).not.toHaveValue('');
  const base = await form.getByLabel('Base coin').inputValue();
  const quote = await form.getByLabel('Quote coin').inputValue();
  const pair = `${base}/${quote}`;

  // The reference is Sandbox A itself (its spot price), on the bot's own pair.
  const reference = form.getByLabel('Reference exchange');
  await expect(reference).toHaveValue('sandbox-a');
  await expect(reference.locator('option:checked')).toHaveText('Sandbox A · Spot (this exchange)');
  await expect(form.getByLabel('Reference pair')).toHaveValue(pair);
  await form.getByLabel('Price ratio').fill('1.01');
  await form.getByLabel('Order quantity').fill(base === 'BTC' ? '0.005' : '0.05');
  await form.getByRole('button', { name: 'Save bot' }).click();

  // Saved: in the list as a bot on Sandbox A's futures market.
  await expect(page).toHaveURL(/\/robot\?highlight=\d+/);
  const botId = Number(new URL(page.url()).searchParams.get('highlight'));
  const market = page.getByTestId(`market-sandbox-a|${pair}|futures`);
  await expect(market).toContainText(`Sandbox A · Futures · ${pair}`);
  const row = market.getByTestId(`robot-${botId}`);
  await expect(row.getByTestId('robot-status')).toHaveText('Stopped');

  // Editing it shows Futures chosen.
  await row.getByRole('link', { name: 'Edit Quick Follow' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit bot' })).toBeVisible();
  await expect(page.getByTestId('market-side').getByRole('radio', { name: 'Futures' })).toBeChecked();
  await expect(page.getByLabel('Reference exchange')).toHaveValue('sandbox-a');
  await page.goBack();

  // Start: the price-moving bot's first start goes through the legal notice.
  await row.getByRole('button', { name: 'Start' }).click();
  const notice = page.getByRole('dialog', { name: 'Before the first start' });
  await expect(notice).toContainText(`Quick Follow · Sandbox A · Futures ${pair}`);
  await notice.getByRole('checkbox').check();
  await notice.getByRole('button', { name: 'Confirm and start' }).click();
  await expect(row.getByTestId('robot-status')).toHaveText('Running');
  await expect(market).toContainText('Futures');

  // The bot buys the perpetual up towards 1.01 × the spot price: a long position on that pair.
  await page.goto('/positionManagement');
  await expect(page.getByRole('heading', { level: 1, name: 'Position management' })).toBeVisible();
  const position = page.getByTestId('position-row').filter({ hasText: pair }).filter({ hasText: 'Long' });
  await expect(position).toHaveCount(1, { timeout: 60_000 });

  // Stop it, so the demo user's markets are free again.
  await page.goto('/robot');
  await row.getByRole('button', { name: 'Stop' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(row.getByTestId('robot-status')).toHaveText('Stopped');

  expect(errors.take()).toEqual([]);
});
