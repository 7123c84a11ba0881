// The DEX bot form in the browser, against the real server and its embedded sandbox chain. The demo
// user has trading wallets in a group on the sandbox chain (made through the wallet calls, as the
// wallet page makes them), opens /addrobot on DEX Volume, finds the Sandbox DEX pair CAKE/BNB
// chosen, picks the group by its name and wallet count, sets the gas multiplier and the pace (the
// form advises 30 s or more between swaps without enforcing it), saves, and finds the bot on /robot
// with its kind. An NFT kind's form asks for no pair: it offers the sandbox marketplace's
// collections (its only one chosen already), which name the bot's market. A mistyped token address
// is told in the schema's words as the user leaves the field.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { texts } from './accounts-support/locale-texts.ts';
import { logInOnTestPage } from './support/demo-page.ts';
import { pageCall } from './support/page-api.ts';

const b = texts('en', 'bots');
const m = texts('en', 'messages');

test('a DEX Volume bot is made from the form, trading from a wallet group of the sandbox chain', async ({ page }) => {
  const errors = await logInOnTestPage(page, '/robot');
  const name = `Volume ${randomBytes(3).toString('hex')}`;
  const group = await pageCall<{ id: number }>(page, 'Wallet/create_dex_wallet_group', { chain: 'SANDBOX', name });
  await pageCall(page, 'Wallet/create_dex_wallets', { chain: 'SANDBOX', count: 3, group_id: group.id });

  await page.goto('/addrobot?type=shua_dex');
  const form = page.getByRole('form', { name: b('kinds.shua_dex.name') });
  await expect(form).toContainText(b('kinds.shua_dex.description'));
  // A DEX kind trades on a DEX venue; the demo user's starts on the Sandbox DEX pair CAKE/BNB.
  const venue = form.getByLabel(b('form.dexVenue'), { exact: true });
  await expect(venue).toHaveValue('sandbox-dex');
  await expect(venue.locator('option:checked')).toHaveText(b('form.dexVenueOption', { exchange: 'Sandbox DEX', chain: 'SANDBOX' }));
  await expect(form.getByLabel(b('form.base'), { exact: true })).toHaveValue('CAKE');
  await expect(form.getByLabel(b('form.quote'), { exact: true })).toHaveValue('BNB');

  await form
    .getByLabel(b('params.wallet_group_id'), { exact: true })
    .selectOption({ label: b('form.walletGroupOption_other', { name, count: 3 }) });
  await form.getByLabel(b('params.target_volume'), { exact: true }).fill('5');
  await form.getByLabel(b('paramLabels.shua_dex.single_amount'), { exact: true }).fill('0.1');
  await form.getByText(b('form.more')).click();
  const gas = form.getByLabel(b('params.gas_multiplier'), { exact: true });
  await expect(gas.locator('option')).toHaveText([b('form.gasAdaptive'), ...[1, 2, 3, 4, 5].map((value) => b('form.gasTimes', { value }))]);
  await gas.selectOption({ label: b('form.gasTimes', { value: 2 }) });
  await expect(form.getByLabel(b('params.slippage_percent'), { exact: true })).toHaveValue('1');
  // Fewer than 30 s between swaps is advised against, not refused.
  const shortest = form.getByLabel(b('params.interval_min'), { exact: true });
  await shortest.fill('20');
  await expect(form.getByTestId('advice-interval_min')).toHaveText(b('form.dexIntervalAdvice', { seconds: 30 }));
  await expect(form.getByTestId('advice-interval_min')).toHaveClass(/text-warning/);
  await shortest.fill('40');
  await form.getByLabel(b('params.interval_max'), { exact: true }).fill('60');
  await form.getByRole('button', { name: b('form.create') }).click();

  await expect(page).toHaveURL(/\/robot\?highlight=\d+/);
  const botId = Number(new URL(page.url()).searchParams.get('highlight'));
  const row = page.getByTestId(`robot-${botId}`);
  await expect(row).toContainText(b('kinds.shua_dex.name'));
  await expect(row.getByTestId('robot-status')).toHaveText(b('status.stopped'));
  const saved = await pageCall<{ robot: { web: string; yenUnit1: string; yenUnit2: string; params: Record<string, unknown> } }>(
    page,
    'Robot/get_robot',
    { id: botId },
  );
  expect(saved.robot).toMatchObject({ web: 'sandbox-dex', yenUnit1: 'CAKE', yenUnit2: 'BNB' });
  expect(saved.robot.params).toMatchObject({
    wallet_group_id: group.id,
    gas_multiplier: 2,
    target_volume: 5,
    interval_min: 40,
    interval_max: 60,
  });
  expect(errors.take()).toEqual([]);
});

test('an NFT kind’s form asks for the marketplace’s collection instead of a pair', async ({ page }) => {
  const errors = await logInOnTestPage(page, '/addrobot?type=shua_nft');
  const form = page.getByRole('form', { name: b('kinds.shua_nft.name') });
  await expect(form.getByLabel(b('form.dexVenue'), { exact: true })).toHaveValue('sandbox-dex');
  await expect(form.getByLabel(b('form.base'), { exact: true })).toHaveCount(0);
  await expect(form.getByLabel(b('form.quote'), { exact: true })).toHaveCount(0);
  // The collection is the bot's market: one the marketplace lists, its only one chosen already.
  const collection = form.getByLabel(b('params.collection_address'), { exact: true });
  const apes = collection.locator('option', { hasText: 'Sandbox Apes (SAPE)' });
  await expect(apes).toHaveCount(1);
  await expect(collection).toHaveValue((await apes.getAttribute('value')) ?? '');
  await expect(collection.locator('option', { hasText: b('form.otherAddress') })).toHaveCount(0);
  expect(errors.take()).toEqual([]);
});

test('a DEX kind’s form checks a typed token address as the user leaves the field', async ({ page }) => {
  const errors = await logInOnTestPage(page, '/addrobot?type=snipe_dex');
  const form = page.getByRole('form', { name: b('kinds.snipe_dex.name') });
  await expect(form.getByLabel(b('form.base'), { exact: true })).toHaveValue('CAKE');
  const token = form.getByLabel(b('params.token_address'), { exact: true });
  await token.fill('0x1234');
  await token.blur();
  await expect(form.getByTestId('error-token_address')).toHaveText(m('validation.bots.address'));
  expect(errors.take()).toEqual([]);
});
