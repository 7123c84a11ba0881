// Steps of the bot form and list that bot specs share: a wallet group chosen, the shortest pace
// the form allows (it advises 30 s or more without enforcing it), saved, and started from the list
// through the legal notice when the kind asks for it.
import { expect, type Locator, type Page } from '@playwright/test';

type Text = (key: string, params?: Record<string, string | number>) => string;

export async function chooseWalletGroup(form: Locator, b: Text, group: { name: string }, count: number): Promise<void> {
  await form
    .getByLabel(b('params.wallet_group_id'), { exact: true })
    .selectOption({ label: b('form.walletGroupOption_other', { name: group.name, count }) });
}

/** Sets the shortest pace under "More settings", creates the bot and answers its id and list row. */
export async function createAtShortestPace(page: Page, form: Locator, b: Text): Promise<{ botId: number; row: Locator }> {
  await form.getByText(b('form.more')).click();
  await form.getByLabel(b('params.interval_min'), { exact: true }).fill('1');
  await form.getByLabel(b('params.interval_max'), { exact: true }).fill('2');
  await form.getByRole('button', { name: b('form.create') }).click();
  await expect(page).toHaveURL(/\/robot\?highlight=\d+/);
  const botId = Number(new URL(page.url()).searchParams.get('highlight'));
  return { botId, row: page.getByTestId(`robot-${botId}`) };
}

/** Starts the bot from its row, confirming the legal notice if it shows. */
export async function startFromRow(page: Page, row: Locator, b: Text): Promise<void> {
  await row.getByRole('button', { name: b('list.start') }).click();
  const notice = page.getByRole('dialog', { name: b('legal.title') });
  if (await notice.isVisible()) {
    await notice.getByRole('checkbox').check();
    await notice.getByRole('button', { name: b('legal.start') }).click();
  }
}
