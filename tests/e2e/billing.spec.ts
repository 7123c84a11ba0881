// Billing and referral in the browser, against the real server, its sandbox exchanges and its
// sandbox chain: a newly registered Basic user finds a Pro bot locked, follows its Upgrade link to
// the confirmation page, chooses Recharge and Renew, funds the locked wallet's deposit address from
// the sandbox faucet, and once the deposit is credited is on Pro and starts that bot. The referral
// page shows the invite code and link, copies both, and the link pre-fills registration.
import { expect, test } from '@playwright/test';
import { newUser, presetLanguage, registerThroughUi } from './accounts-support/account-ui.ts';
import { watchConsoleErrors } from './support/console-errors.ts';
import { pageCall } from './support/page-api.ts';
import { VIEWPORTS } from './support/routes.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a Basic user upgrades to Pro from a locked bot, paying from a faucet-funded deposit, and starts the bot', async ({ page }) => {
  test.setTimeout(180_000);
  await presetLanguage(page, 'en');
  await registerThroughUi(page, 'en', newUser('upgrade'));
  const errors = watchConsoleErrors(page);
  // Market sync trades on one exchange and reads its index from an account on a second.
  for (const web of ['sandbox-a', 'sandbox-b']) {
    const keys = await pageCall<{ api_key: string; secret: string }>(page, 'Account/create_sandbox_keys', { web });
    await pageCall(page, 'Account/bind_exchange_account', { web, remark: `Upgrade ${web}`, ...keys });
  }

  // Market sync is an expert kind: locked on the Basic trial, sold from Pro up.
  await page.goto('/addrobot');
  await page.getByRole('tab', { name: 'CEX · Price management' }).click();
  const locked = page.getByTestId('kind-kongpan');
  await expect(locked).toHaveAttribute('data-locked', 'true');
  await locked.getByRole('link', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(/\/renew\?plan=flagship&period=monthly$/);

  // The confirmation page: Pro for a month, nothing in the wallet yet.
  await expect(page.getByRole('heading', { level: 1, name: 'Switch to Pro' })).toBeVisible();
  await expect(page.getByTestId('quote-due')).toHaveText('699 USDT');
  await expect(page.getByTestId('shortfall-message')).toHaveText('Package change failed: insufficient balance. Please recharge.');
  await expect(page.getByTestId('pay-now')).toBeDisabled();
  await page.getByTestId('recharge-renew').click();

  // Recharge and Renew locks the wallet and shows where to send what is missing.
  const waiting = page.getByTestId('locked-wait');
  await expect(waiting).toBeVisible();
  await expect(page.getByTestId('locked-shortfall')).toContainText('Send at least 699 USDT');
  await expect(waiting.getByTestId('pending-order')).toContainText('Renewal in progress: your wallet is locked until the deposit arrives');
  await waiting.getByRole('button', { name: 'Get test USDT' }).click();

  // The deposit is credited, the change paid and the wallet unlocked: back on /renew, on Pro.
  await expect(page.getByText('Your deposit arrived and your plan is paid.')).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/renew$/);
  await expect(page.getByTestId('pending-order')).toHaveCount(0);
  await expect(page.locator('header').getByRole('link', { name: /Plan\s*Pro/ })).toBeVisible();
  const records = page.getByTestId('payment-records');
  await expect(records).toContainText('Deposit success');
  await expect(records).toContainText('Package change success');
  await expect(records).toContainText('Pro · Monthly');

  // The bot is unlocked now, and starts.
  await page.goto('/addrobot?type=kongpan');
  const form = page.getByRole('form', { name: 'Market Sync' });
  await expect(form).toBeVisible();
  await form.getByLabel('Exchange account', { exact: true }).selectOption('sandbox-a');
  await form.getByLabel('Base coin', { exact: true }).fill('BNB');
  await form.getByLabel('Quote coin', { exact: true }).fill('USDT');
  await form.getByLabel('Index exchange', { exact: true }).selectOption('sandbox-b');
  await form.getByLabel('Index pair', { exact: true }).fill('BNB/USDT');
  await form.getByLabel('Order quantity', { exact: true }).fill('0.02');
  await form.getByRole('button', { name: 'Save bot' }).click();
  await expect(page).toHaveURL(/\/robot\?highlight=\d+/);
  const botId = Number(new URL(page.url()).searchParams.get('highlight'));
  const row = page.getByTestId(`robot-${botId}`);
  await row.getByRole('button', { name: 'Start' }).click();
  const notice = page.getByRole('dialog', { name: 'Before the first start' });
  await notice.getByRole('checkbox').check();
  await notice.getByRole('button', { name: 'Confirm and start' }).click();
  await expect(row.getByTestId('robot-status')).toHaveText('Running');
  await row.getByRole('button', { name: 'Stop' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(row.getByTestId('robot-status')).toHaveText('Stopped');
  expect(errors.take()).toEqual([]);
});

test('the referral page shows the invite code and link, copies them, and the link pre-fills registration', async ({ page, browser }) => {
  await presetLanguage(page, 'en');
  await registerThroughUi(page, 'en', newUser('referrer'));
  await page.goto('/invite');
  const code = page.locator('#invite-code');
  await expect(code).toHaveValue(/^[A-Z2-9]{8}$/);
  const value = await code.inputValue();
  const link = page.locator('#invite-link');
  await expect(link).toHaveValue(new RegExp(`/register\\?code=${value}$`));
  // The link is shown whole, wrapped where it does not fit, so it can be read before it is copied:
  // on a desktop, where the referral rules take half the width, and on a phone.
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
    await page.setViewportSize(viewport);
    await expect
      .poll(() => link.evaluate((field) => field.scrollWidth <= field.clientWidth && field.scrollHeight <= field.clientHeight))
      .toBe(true);
  }
  await expect(page.getByText('You earn 20% of every plan payment the invitee makes.')).toBeVisible();

  await page.getByRole('button', { name: 'Copy invite code' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(value);
  await page.getByRole('button', { name: 'Copy invite link' }).click();
  const copiedLink = await link.inputValue();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(copiedLink);

  const visitor = await browser.newPage();
  await visitor.goto(new URL(copiedLink).pathname + new URL(copiedLink).search);
  await expect(visitor.locator('#register-invite-code')).toHaveValue(value);
  await visitor.close();
});
