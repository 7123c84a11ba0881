// DEX wallet management from the screens, against the real server and its embedded sandbox chain,
// in one language per run (en, zh and ko in turn, chosen from the run's data folder; set
// E2E_WALLET_LANGUAGE to pick one). The demo user creates a main wallet (the sandbox funds it), a
// group and 20 trading wallets in it, approves a token for the sandbox DEX (the wallets have no gas:
// the page offers to distribute it), allocates the chain's coin and the token evenly and watches the
// task widget finish and the balances arrive, collects the token back, imports keys with a bad line
// (reported by number and left to fix), makes a transfer large enough to need the e-mail code,
// exports the keys with the e-mail code, and leaves a remark on the holder list that is still there
// after a reload.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { E2E_LANGUAGES, type E2eLanguage, texts } from './accounts-support/locale-texts.ts';
import { mailedCode } from './accounts-support/outbox.ts';
import { logInOnTestPage } from './support/demo-page.ts';
import { pageCall } from './support/page-api.ts';
import { reloadWithPreferences } from './support/visit.ts';

/** A different language each run: the data folder is new every run. */
function runLanguage(): E2eLanguage {
  const asked = E2E_LANGUAGES.find((language) => language === process.env.E2E_WALLET_LANGUAGE);
  if (asked) return asked;
  const seed = createHash('sha256')
    .update(process.env.E2E_DATA_DIR ?? String(Date.now()))
    .digest()[0]!;
  return E2E_LANGUAGES[seed % E2E_LANGUAGES.length]!;
}

const language = runLanguage();
const w = texts(language, 'wallets');
const sh = texts(language, 'shell');
const msg = texts(language, 'messages');
/** English has a form for one; Chinese and Korean use one form for every count. */
const plural = (key: string, count: number, values: Record<string, string | number> = {}) =>
  w(`${key}_${language === 'en' && count === 1 ? 'one' : 'other'}`, { count, ...values });

/** Tasks on the sandbox chain take a few blocks each; 20 wallets send in parallel. */
const TASK_MS = 120_000;

const literal = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const table = (page: Page) => page.getByTestId('wallet-table');

async function openTool(page: Page, tool: string, form: string): Promise<Locator> {
  await page.getByTestId(`tool-${tool}`).click();
  const dialog = page.getByTestId(form);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Waits for the task widget to list `count` finished tasks of the kind, then closes it. */
async function taskCompletes(page: Page, type: string, count: number, counts: { use: number; total: number }) {
  const panel = page.getByTestId('task-panel');
  await expect(panel).toBeVisible();
  const finished = panel
    .locator('li')
    .filter({ hasText: sh(`tasks.type.${type}`) })
    .filter({ hasText: sh('tasks.state.completed') });
  await expect(finished).toHaveCount(count, { timeout: TASK_MS });
  await expect(finished.first()).toContainText(sh('tasks.counts', { use: counts.use, skip: 0, fail: 0, total: counts.total }));
  await panel.getByRole('button', { name: sh('tasks.close') }).click();
  await expect(panel).toHaveCount(0);
}

/** Every trading wallet of the page shows the token's amount (the list reloads when a task ends). */
async function everyRowHolds(page: Page, symbol: string, amount: RegExp) {
  await expect
    .poll(async () => (await table(page).getByTestId(`balance-${symbol}`).allTextContents()).every((text) => amount.test(text)), {
      timeout: 30_000,
    })
    .toBe(true);
  await expect(table(page).getByTestId(`balance-${symbol}`)).toHaveCount(20);
}

test(`wallet management from a main wallet to the holder list, in ${language}`, async ({ page }) => {
  test.setTimeout(600_000);
  const errors = await logInOnTestPage(page, '/light', { width: 1280, height: 800 });
  await reloadWithPreferences(page, language, 'dark', '/subManage');
  await expect(page.getByRole('heading', { level: 1, name: w('management.title') })).toBeVisible();
  await expect(page.getByTestId('sandbox-note')).toBeVisible();

  // A main wallet, funded with demo coins on the sandbox chain: the note that announces them goes
  // once their balances show.
  await page.getByRole('button', { name: w('main.create') }).click();
  // The faucet's transfers are mined before the call answers: a few blocks.
  await expect(page.getByRole('status').filter({ hasText: w('main.createdFunded') })).toBeVisible({ timeout: 60_000 });
  const main = page.getByTestId('main-wallet');
  await expect(main.getByTestId('balance-BNB')).not.toHaveText(/^(—|0)$/);
  await expect(main.getByTestId('balance-CAKE')).not.toHaveText(/^(—|0)$/);
  await expect(page.getByTestId('main-funded')).toHaveCount(0);
  const mainAddress = (await main.getByTestId('wallet-address').getAttribute('title')) ?? '';
  expect(mainAddress).toMatch(/^0x[0-9a-f]{40}$/);

  // A group: a name over 40 characters is refused in the user's words, then one is made.
  const groupName = `Makers ${randomBytes(3).toString('hex')}`;
  await page.getByRole('button', { name: w('groups.create') }).click();
  const groupForm = page.getByTestId('create-group-form');
  await groupForm.getByLabel(w('groups.name'), { exact: true }).fill('x'.repeat(41));
  await groupForm.getByRole('button', { name: w('groups.createSubmit') }).click();
  await expect(groupForm.getByTestId('error-name')).toHaveText(msg('validation.wallets.groupNameLength'));
  await groupForm.getByLabel(w('groups.name'), { exact: true }).fill(groupName);
  await groupForm.getByRole('button', { name: w('groups.createSubmit') }).click();
  await expect(page.getByTestId('group-filter').filter({ hasText: groupName })).toHaveAttribute('aria-pressed', 'true');

  // 20 trading wallets into it (the suggested count), after a count out of range is refused.
  const create = await openTool(page, 'createWallets', 'create-wallets-form');
  const count = create.getByLabel(w('create.count', { max: 1000 }), { exact: true });
  await count.fill('0');
  await create.getByRole('button', { name: w('create.submit') }).click();
  await expect(create.getByTestId('error-count')).toHaveText(msg('validation.wallets.count'));
  await create.getByTestId('count-20').click();
  await expect(count).toHaveValue('20');
  await create
    .getByLabel(w('fields.group'), { exact: true })
    .selectOption({ label: w('groups.choice.named', { name: groupName, count: 0 }) });
  await create.getByRole('button', { name: w('create.submit') }).click();
  await expect(page.getByTestId('wallets-created')).toContainText(plural('create.done', 20));
  await page.getByRole('button', { name: w('actions.done') }).click();
  await expect(table(page).getByTestId('wallet-row')).toHaveCount(20);
  const groupChoice = w('groups.choice.named', { name: groupName, count: 20 });

  // CAKE approved for the sandbox DEX from the main wallet and the group's 20 wallets. They have no
  // gas yet: the page offers the spec's three choices, and distributing gas approves them all.
  const approval = await openTool(page, 'approval', 'approval-form');
  await approval.getByLabel(w('fields.token'), { exact: true }).selectOption({ label: 'CAKE' });
  await approval.getByLabel(w('approval.tradingWallets'), { exact: true }).selectOption({ label: groupChoice });
  await expect(approval.getByLabel(w('approval.withMain'))).toBeChecked();
  await approval.getByTestId('direct-approve').click();
  const gasChoice = approval.getByTestId('gas-choice');
  await expect(gasChoice).toContainText(w('gas.title'));
  await expect(gasChoice).toContainText(msg('code.2109', { short: 20, token: 'CAKE' }));
  await expect(gasChoice.getByRole('button', { name: w('gas.ignore') })).toBeVisible();
  await expect(gasChoice.getByRole('button', { name: w('gas.direct') })).toBeVisible();
  await gasChoice.getByRole('button', { name: w('gas.distribute') }).click();
  await expect(approval).toHaveCount(0);
  await taskCompletes(page, 'approval', 1, { use: 21, total: 21 });

  // The chain's coin, evenly: 2 BNB over 20 wallets. A bad amount is refused first.
  let allocate = await openTool(page, 'allocate', 'allocate-form');
  await allocate.getByLabel(w('fields.totalAmount', { symbol: 'BNB' }), { exact: true }).fill('1.5.2');
  await allocate.getByRole('button', { name: w('allocate.submit') }).click();
  await expect(allocate.getByTestId('error-total_amount')).toHaveText(msg('validation.wallets.amount'));
  await allocate.getByLabel(w('fields.totalAmount', { symbol: 'BNB' }), { exact: true }).fill('2');
  await allocate.getByLabel(w('fields.group'), { exact: true }).selectOption({ label: groupChoice });
  await allocate.getByRole('button', { name: w('allocate.submit') }).click();
  await expect(allocate).toHaveCount(0);
  await taskCompletes(page, 'distribution', 1, { use: 20, total: 20 });
  // (0.1 each, and what is left of the gas their approval was given)
  await everyRowHolds(page, 'BNB', /^0\.1\d*$/);
  // The page says when its figures were read, and how they follow the chain.
  await expect(page.getByTestId('page-balances-age')).toContainText(w('balances.follow'));

  // And a token: 1,000 CAKE, 50 each.
  allocate = await openTool(page, 'allocate', 'allocate-form');
  await allocate.getByLabel(w('fields.token'), { exact: true }).selectOption({ label: 'CAKE' });
  await allocate.getByLabel(w('fields.totalAmount', { symbol: 'CAKE' }), { exact: true }).fill('1000');
  await allocate.getByLabel(w('fields.group'), { exact: true }).selectOption({ label: groupChoice });
  await allocate.getByRole('button', { name: w('allocate.submit') }).click();
  await taskCompletes(page, 'distribution', 2, { use: 20, total: 20 });
  await everyRowHolds(page, 'CAKE', /^50$/);
  await expect(page.getByTestId('wallet-stats').locator('[data-stat="wallets"] dd')).toHaveText('20');

  // Every CAKE collected back to the main wallet (no amount: everything).
  const collect = await openTool(page, 'collect', 'collect-form');
  await collect.getByLabel(w('fields.token'), { exact: true }).selectOption({ label: 'CAKE' });
  await expect(collect).toContainText(w('collect.amountHintToken', { symbol: 'CAKE', coin: 'BNB' }));
  await collect.getByLabel(w('fields.group'), { exact: true }).selectOption({ label: groupChoice });
  await collect.getByRole('button', { name: w('collect.submit') }).click();
  await taskCompletes(page, 'pool', 1, { use: 20, total: 20 });
  // No wallet of the page holds CAKE now: its column steps aside, and the figures say 0.
  await expect(table(page).getByTestId('balance-CAKE')).toHaveCount(0);
  await expect(page.getByTestId('total-CAKE')).toHaveAttribute('data-amount', /^0(\.0*)?$/);

  // Two keys and a line that is not one: the bad line is named by number and left in the box.
  const keys = [randomBytes(32).toString('hex'), 'not-a-private-key', `0x${randomBytes(32).toString('hex')}`];
  const importForm = await openTool(page, 'import', 'import-form');
  const box = importForm.getByLabel(w('import.keys'), { exact: true });
  await box.fill(keys.join('\n'));
  await importForm.getByRole('button', { name: w('import.submit') }).click();
  await expect(importForm.getByTestId('import-report')).toContainText(plural('import.imported', 2));
  await expect(importForm.getByTestId('import-invalid')).toHaveText(plural('import.invalid', 1, { lines: '2' }));
  await expect(box).toHaveValue('not-a-private-key');
  await importForm.getByRole('button', { name: w('actions.cancel') }).click();
  await expect(page.getByTestId('group-filter').filter({ hasText: w('groups.ungrouped') })).toContainText('2');

  // A large transfer from the main wallet (20,000 USDT) asks for the e-mail code, then goes.
  const { email } = await pageCall<{ email: string }>(page, 'Account/get_account_info', {});
  await page.getByRole('button', { name: w('main.transfer') }).click();
  const transfer = page.getByTestId('transfer-form');
  await transfer.getByLabel(w('transfer.to'), { exact: true }).selectOption({ index: 1 });
  await transfer.getByLabel(w('fields.token'), { exact: true }).selectOption({ label: 'USDT' });
  await transfer.getByLabel(w('fields.amount', { symbol: 'USDT' }), { exact: true }).fill('20000');
  await transfer.getByRole('button', { name: w('transfer.submit') }).click();
  await expect(transfer.getByTestId('error-email_code')).toHaveText(msg('code.4409'));
  let since = Date.now();
  await transfer.getByTestId('send-email-code').click();
  await transfer.getByLabel(w('code.email'), { exact: true }).fill(await mailedCode(email, since, literal(msg('mail.subject.security'))));
  await transfer.getByRole('button', { name: w('transfer.submit') }).click();
  await expect(transfer).toHaveCount(0);
  await taskCompletes(page, 'singleTransfer', 1, { use: 1, total: 1 });

  // The keys exported with the code mailed for security: the file holds the main wallet first.
  const exportForm = await openTool(page, 'export', 'export-form');
  since = Date.now();
  await exportForm.getByTestId('send-email-code').click();
  const code = await mailedCode(email, since, literal(msg('mail.subject.security')));
  await exportForm.getByLabel(w('code.email'), { exact: true }).fill(code);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    exportForm.getByRole('button', { name: w('export.submit') }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.toLowerCase()).toContain(mainAddress);
  await expect(exportForm).toHaveCount(0);

  // The holder list of CAKE on the same network, with a remark on the main wallet kept over a reload.
  await page.getByTestId('tool-holderList').click();
  await expect(page).toHaveURL(/\/holderList\?chain=SANDBOX/);
  await expect(page.getByRole('heading', { level: 1, name: w('holders.title') })).toBeVisible();
  await page.getByTestId('holder-token-form').getByLabel(w('fields.token'), { exact: true }).selectOption({ label: 'CAKE' });
  await page.getByTestId('show-holders').click();
  await expect(page).toHaveURL(/token=0x[0-9a-f]{40}/);
  await expect(page.getByTestId('holder-blocks')).toContainText('CAKE', { timeout: 60_000 });
  const ownRow = page.getByTestId('holder-table').locator(`[data-address="${mainAddress}"]`);
  await expect(ownRow.getByTestId('own-wallet')).toHaveText(w('holders.own'));
  const remark = `main wallet ${randomBytes(2).toString('hex')}`;
  await ownRow.getByTestId('holder-remark').fill(remark);
  await ownRow.getByTestId('holder-remark').press('Enter');
  await expect(ownRow.getByTestId('remark-saved')).toHaveText(w('holders.saved'));
  await page.reload();
  await expect(page.getByTestId('holder-table').locator(`[data-address="${mainAddress}"]`).getByTestId('holder-remark')).toHaveValue(
    remark,
    {
      timeout: 60_000,
    },
  );

  expect(errors.take()).toEqual([]);
});
