// An NFT bot run from the screens, against the real server and its embedded sandbox chain, whose
// simulated traders keep "Sandbox Apes" (SAPE) items listed around a floor of about 2 BNB. The demo
// user (a designated test account, so the NFT kinds are not locked on its plan) gets a wallet group
// of two trading wallets given BNB from its main wallet; then picks NFT Range on /addrobot's NFT tab,
// makes it on the Sandbox DEX with that group, asked for no pair: the marketplace's only collection
// is chosen already and is its market (SAPE/BNB: the collection priced in the chain's coin); buying
// at or below 4 BNB with a budget of 4 (one item, two if both are cheap) and listing what it holds at
// 40 (far above anything the traders pay, so its listing stands), at short intervals; finds it on
// /robot under "Sandbox DEX · SAPE/BNB"; starts it (a plain confirmation, NFT Range does not move a
// market, that speaks of the group's wallets), opens its log from its row and waits for a purchase
// at or below its limit, then for the bought item listed; then stops it (confirmed), finds it
// stopped, its listing withdrawn and its log saying why.
// With E2E_SHOTS=<folder> the running bot's log is saved there on a desktop and a phone screen.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { createAtShortestPace } from './support/bot-form.ts';
import { texts } from './accounts-support/locale-texts.ts';
import { logInOnTestPage } from './support/demo-page.ts';
import { pageCall } from './support/page-api.ts';
import { fundedWalletGroup } from './support/wallet-group.ts';

const b = texts('en', 'bots');
const VENUE = 'sandbox-dex';
const COLLECTION = 'Sandbox Apes (SAPE)';
/** The bot's market: the collection's symbol and the chain's coin. */
const MARKET = 'SAPE/BNB';
/** The first purchase: a tick at start reads the listings and buys, its transaction mined and logged. */
const BUY_MS = 60_000;
/** The listing after it: the next tick (1–2 s) lets the market move the wallet's items, then lists. */
const LIST_MS = 45_000;
const KIND = b('kinds.buy_sell_nft.name');
const BUY_BELOW = 4;
const SELL_ABOVE = 40;
const WALLET_BNB = '4';

/**
 * A new group of two trading wallets for the bot, 4 BNB each: each can pay for an item at the limit
 * and keep its gas. The market's approval to move their items is the bot's own first step.
 */
const walletGroupForBot = (page: Page) => fundedWalletGroup(page, 'NFT run', 2, { BNB: WALLET_BNB });

/** The bot's lines of the log page shown, by their log keys. */
const botLines = (page: Page, botId: number, keys: string[]): Locator =>
  page
    .getByTestId('robot-log')
    .locator(keys.map((key) => `li[data-key="${key}"]`).join(', '))
    .filter({ hasText: `#${botId} ·` });

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const NUMBER = '[\\d.,e+-]+';

/** A log text with every {{param}} matched: numbers for `numbers`, the values given for the rest. */
function linePattern(key: string, numbers: string[], fixed: Record<string, string | number> = {}): RegExp {
  const marks = Object.fromEntries(numbers.map((name) => [name, `@${name}@`]));
  let source = escaped(b(key, { ...marks, ...fixed }));
  for (const name of numbers) source = source.replace(`@${name}@`, `(?<${name}>${NUMBER})`);
  return new RegExp(`^${source}$`);
}

/** The item and price a bought or listed line names, failing when the line is not `pattern`. */
async function itemOf(line: Locator, pattern: RegExp): Promise<{ tokenId: number; price: number }> {
  const text = (await line.getByTestId('log-text').textContent()) ?? '';
  const groups = pattern.exec(text)?.groups;
  if (!groups?.tokenId || !groups.price) throw new Error(`"${text}" is not ${pattern}`);
  return { tokenId: Number(groups.tokenId), price: Number(groups.price.replaceAll(',', '')) };
}

/** Those of `lines` whose text says `text` (a whole text, or a pattern). */
const saying = (page: Page, lines: Locator, text: string | RegExp): Locator =>
  lines.filter({
    has: page.getByTestId('log-text').filter({ hasText: typeof text === 'string' ? new RegExp(`^${escaped(text)}$`) : text }),
  });

/**
 * After a resize across the phone breakpoint the menu drawer's overlay fades out over the page (the
 * desktop sidebar becoming the phone drawer): the shot waits for it to end.
 */
async function drawerSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const drawer = document.querySelector('.drawer-side');
    return drawer !== null && drawer.getAnimations({ subtree: true }).length === 0;
  });
}

async function saveShots(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage: true });
}

test('an NFT Range bot is made on the Sandbox DEX’s marketplace, started, seen buying and listing in its log, and stopped', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors = await logInOnTestPage(page, '/robot', { width: 1440, height: 900 });
  const group = await walletGroupForBot(page);

  // NFT Range from the NFT tab: open to the demo user.
  await page.goto('/addrobot');
  await page.getByRole('tab', { name: 'NFT' }).click();
  const kind = page.getByTestId('kind-buy_sell_nft');
  await expect(kind).toHaveAttribute('data-locked', 'false');
  await kind.getByRole('button').click();
  const form = page.getByRole('form', { name: KIND });
  // The venue with a marketplace, and no pair asked for: the collection is the bot's market.
  await expect(form.getByLabel(b('form.dexVenue'), { exact: true })).toHaveValue(VENUE);
  await expect(form.getByLabel(b('form.base'), { exact: true })).toHaveCount(0);
  await expect(form.getByLabel(b('form.quote'), { exact: true })).toHaveCount(0);
  // The collection, from those the venue's marketplace lists (get_web_list's nft_collections): its
  // only one, chosen already.
  const collectionField = form.getByLabel(b('params.collection_address'), { exact: true });
  const offered = collectionField.locator('option', { hasText: COLLECTION });
  await expect(offered).toHaveCount(1);
  const collection = (await offered.getAttribute('value')) ?? '';
  expect(collection).toMatch(/^0x[0-9a-fA-F]{40}$/);
  await expect(collectionField).toHaveValue(collection);
  await expect(collectionField.locator('option', { hasText: b('form.otherAddress') })).toHaveCount(0);
  await form
    .getByLabel(b('params.wallet_group_id'), { exact: true })
    .selectOption({ label: b('form.walletGroupOption_other', { name: group.name, count: 2 }) });
  await form.getByLabel(b('params.buy_below'), { exact: true }).fill(String(BUY_BELOW));
  await form.getByLabel(b('params.sell_above'), { exact: true }).fill(String(SELL_ABOVE));
  await form.getByLabel(b('params.total_budget'), { exact: true }).fill(String(BUY_BELOW));
  await form.getByLabel(b('params.single_budget'), { exact: true }).fill(String(BUY_BELOW));
  const { botId } = await createAtShortestPace(page, form, b);
  const saved = await pageCall<{ robot: { web: string; yenUnit1: string; yenUnit2: string; params: Record<string, unknown> } }>(
    page,
    'Robot/get_robot',
    { id: botId },
  );
  expect(`${saved.robot.yenUnit1}/${saved.robot.yenUnit2}`).toBe(MARKET);
  expect(saved.robot.web).toBe(VENUE);
  expect(saved.robot.params).toMatchObject({
    collection_address: collection,
    buy_below: BUY_BELOW,
    sell_above: SELL_ABOVE,
    total_budget: BUY_BELOW,
    single_budget: BUY_BELOW,
    interval_min: 1,
    interval_max: 2,
  });
  // Listed under its market: the venue and the collection in the chain's coin.
  const market = page.getByTestId(`market-${VENUE}|${MARKET}`);
  await expect(market.locator('th').first()).toHaveText(`Sandbox DEX · ${MARKET}`);
  const row = market.getByTestId(`robot-${botId}`);
  await expect(row.getByTestId('robot-status')).toHaveText(b('status.stopped'));

  // NFT Range moves no market: no legal notice, a plain confirmation, about the group's wallets.
  await row.getByRole('button', { name: b('list.start') }).click();
  const confirmStart = page.getByRole('alertdialog');
  await expect(confirmStart).toContainText(b('list.confirmStartWallets', { name: KIND, exchange: 'Sandbox DEX', pair: MARKET }));
  await confirmStart.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirmStart).toHaveCount(0);
  await expect(row.getByTestId('robot-status')).toHaveText(b('status.running'));

  // Its log, from its row: started, then an item bought at or below the limit, the reason said first.
  await row.getByRole('link', { name: b('list.logOf', { name: KIND }) }).click();
  await expect(page).toHaveURL(/\/robotlog\?/);
  await expect(page.getByRole('heading', { level: 1, name: b('log.title') })).toBeVisible();
  const bought = botLines(page, botId, ['nftBought']);
  await expect(bought.first()).toBeVisible({ timeout: BUY_MS });
  await expect(bought.first()).toContainText(`Sandbox DEX · ${MARKET}`);
  const purchase = await itemOf(bought.last(), linePattern('events.nftBought', ['tokenId', 'price']));
  expect(purchase.price).toBeGreaterThan(0);
  expect(purchase.price).toBeLessThanOrEqual(BUY_BELOW);
  const reason = linePattern('events.nftRangeBuy', ['price'], { tokenId: purchase.tokenId, limit: BUY_BELOW });
  await expect(saying(page, botLines(page, botId, ['nftRangeBuy']), reason)).toHaveCount(1);
  await expect(botLines(page, botId, ['started'])).toHaveCount(1);

  // The item bought is listed at the bot's price, once the market may move the wallet's items.
  const listedLine = linePattern('events.nftListed', ['price'], { tokenId: purchase.tokenId });
  const listed = saying(page, botLines(page, botId, ['nftListed']), listedLine);
  await expect(listed).toHaveCount(1, { timeout: LIST_MS });
  const listing = await itemOf(listed, linePattern('events.nftListed', ['tokenId', 'price']));
  expect(listing.tokenId).toBe(purchase.tokenId);
  expect(listing.price).toBeGreaterThanOrEqual(SELL_ABOVE);
  expect(listing.price).toBeLessThanOrEqual(SELL_ABOVE * 1.05 + 1e-6);
  await expect(botLines(page, botId, ['nftApproved']).first()).toBeVisible();
  await expect(botLines(page, botId, ['nftBuyFailed', 'nftListFailed', 'nftApproveFailed', 'nftMarketUnavailable'])).toHaveCount(0);
  await saveShots(page, 'nft-bot-log-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(listed).toBeVisible();
  await drawerSettled(page);
  await saveShots(page, 'nft-bot-log-phone');
  await page.setViewportSize({ width: 1440, height: 900 });

  // The purchases are in the DEX order history too: done buys of SAPE items from the group's wallets,
  // within the budget together.
  const history = await pageCall<{
    list: Array<{ robot_id: number | null; side: string; yenUnit1: string; yenUnit2: string; requested: number; wallet_address: string }>;
  }>(page, 'Trade/dex_orders', { web: VENUE, source: 'bot', status: 'done', page_size: 100 });
  const buys = history.list.filter((swap) => swap.robot_id === botId && swap.side === 'buy');
  expect(buys.length).toBeGreaterThan(0);
  const addresses = group.wallets.map((wallet) => wallet.address.toLowerCase());
  for (const swap of buys) {
    expect(swap).toMatchObject({ yenUnit1: 'SAPE', yenUnit2: 'BNB' });
    expect(swap.requested).toBeLessThanOrEqual(BUY_BELOW);
    expect(addresses).toContain(swap.wallet_address.toLowerCase());
  }
  expect(buys.reduce((sum, swap) => sum + swap.requested, 0)).toBeLessThanOrEqual(BUY_BELOW + 1e-9);

  // Stop, confirmed: it halts, withdraws its listing, and its log says the user stopped it.
  await page.goBack();
  await expect(row.getByTestId('robot-status')).toHaveText(b('status.running'));
  await expect
    .poll(async () => Number((await row.getByTestId('robot-orders').textContent()) ?? '0'), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(2);
  await row.getByRole('button', { name: b('list.stop') }).click();
  const confirmStop = page.getByRole('alertdialog');
  await expect(confirmStop).toContainText(b('list.confirmStopWallets', { name: KIND, exchange: 'Sandbox DEX', pair: MARKET }));
  await confirmStop.getByRole('button', { name: 'Confirm' }).click();
  await expect(row.getByTestId('robot-status')).toHaveText(b('status.stopped'));
  const stopped = await pageCall<{ robot: { status: string } }>(page, 'Robot/get_robot', { id: botId });
  expect(stopped.robot.status).toBe('stopped');
  await row.getByRole('link', { name: b('list.logOf', { name: KIND }) }).click();
  await expect(botLines(page, botId, ['stoppedByUser'])).toHaveCount(1, { timeout: 15_000 });
  const withdrawn = b('events.nftCancelled', { tokenId: purchase.tokenId });
  await expect(saying(page, botLines(page, botId, ['nftCancelled']), withdrawn)).toHaveCount(1);
  await expect(botLines(page, botId, ['nftWithdrawFailed'])).toHaveCount(0);
  expect(errors.take()).toEqual([]);
});
