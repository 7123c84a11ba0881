// The launch kinds on the sandbox chain's launch platform under a virtual clock, checked as a market
// maker would: the sniper's buys in the first blocks of a launch and within its limit, the batch
// buy's jittered shares from distinct wallets adding up to its total, and the sell-out selling every
// wallet's whole holding at its target, on the curve and, once the token has graduated, on its pool.
// Blocks come every real second, so "the first blocks" means what it says.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { chainSends } from '../../src/server/db/schema/index.ts';
import { fileDexBotScenario } from '../support/dex-bot-scenario.ts';
import { launchTools } from '../support/launch-tools.ts';

const WALLETS = 6;
const s = fileDexBotScenario({ seed: 'bots-launch', wallets: WALLETS, funds: { BNB: '20' }, blockIntervalMs: 1000 });
const MARKET = { base: 'LAUNCH', quote: 'BNB' };
const tools = () => launchTools(s);

const doneSwaps = async (botId: number) => (await s.swaps(botId)).filter((swap) => swap.status === 'done');
const addresses = () => s.walletRows.map((row) => row.address);

it('Launch Sniper waits for the next launch and buys it from many wallets within its first blocks, never above its limit', {
  timeout: 120_000,
}, async () => {
  const launchpad = await tools();
  const bot = await s.addBot(
    'pump_sniper',
    { wallets_count: 5, amount_per_wallet: 0.5, float_range_percent: 30, blocks: 2, slippage_percent: 15 },
    MARKET,
  );
  await s.start(bot);
  await s.run(3_000, 250);
  expect(await s.swaps(bot.id)).toEqual([]);
  expect(await s.logKeys(bot.id)).toContain('launchWaitingNext');

  const { token, block } = await launchpad.launch('Sniped Frog', 'SFROG');
  const [nativeReserve, tokenReserve] = await launchpad.curve(token);
  await s.run(4_000, 250);

  const swaps = await doneSwaps(bot.id);
  expect(swaps).toHaveLength(5);
  expect(new Set(swaps.map((swap) => swap.walletId)).size).toBe(5);
  for (const swap of swaps) {
    expect(swap.side).toBe('buy');
    expect(swap.base).toBe('SFROG');
    expect(await launchpad.blockOf(swap.hash!)).toBeLessThanOrEqual(block + 2);
  }
  // Shares of 0.5 ± 30%, rescaled to add up to 5 × 0.5.
  const spent = swaps.reduce((sum, swap) => sum + swap.quoteAmount!, 0);
  expect(spent).toBeCloseTo(2.5, 9);
  expect(Math.max(...swaps.map((swap) => swap.requested)) - Math.min(...swaps.map((swap) => swap.requested))).toBeGreaterThan(0.01);
  for (const swap of swaps) expect(swap.requested).toBeLessThanOrEqual((0.5 * 1.3) / 0.7 + 1e-9);
  // The limit: the curve's price once the whole batch is in, its 1% fee and the 15% slippage on top.
  const [q, b] = [Number(nativeReserve) / 1e18, Number(tokenReserve) / 1e18];
  const after = q + 2.5 * 0.99;
  const limit = (after * after) / (q * b) / 0.99 / 0.85;
  for (const swap of swaps) expect(swap.price!).toBeLessThanOrEqual(limit);
  for (const swap of swaps) expect(await launchpad.balanceOf(token, swap.walletAddress)).toBeGreaterThan(0n);

  expect((await s.status(bot.id)).status).toBe('stopped');
  const keys = await s.logKeys(bot.id);
  expect(keys).toContain('sniperBuying');
  expect(keys.at(-1)).toBe('sniperDone');
  expect(s.errors).toEqual([]);
});

it('Launch Sniper started on a launch already past its first blocks buys nothing and says why', { timeout: 120_000 }, async () => {
  const launchpad = await tools();
  const { token } = await launchpad.launch('Late Cat', 'LCAT');
  for (let i = 0; i < 4; i++) await s.chain.mine();
  const bot = await s.addBot('pump_sniper', { token_address: token, amount_per_wallet: 0.2, blocks: 2 }, MARKET);
  await s.start(bot);
  await s.run(2_000, 250);
  expect(await s.swaps(bot.id)).toEqual([]);
  expect((await s.status(bot.id)).status).toBe('stopped');
  expect((await s.logKeys(bot.id)).at(-1)).toBe('launchWindowPassed');
  expect(s.errors).toEqual([]);
});

it('Launch Batch Buy buys from distinct wallets at once, each once, with jittered amounts adding up to its total', {
  timeout: 120_000,
}, async () => {
  const launchpad = await tools();
  const { token } = await launchpad.launch('Batch Dog', 'BDOG', '0.5');
  const bot = await s.addBot(
    'pump_batch_buy',
    { token_address: token, wallets_count: WALLETS, total_amount: 3, float_range_percent: 40 },
    MARKET,
  );
  await s.start(bot);
  await s.run(8_000);

  const swaps = await doneSwaps(bot.id);
  expect(swaps).toHaveLength(WALLETS);
  expect(new Set(swaps.map((swap) => swap.walletId)).size).toBe(WALLETS);
  // What the curve took (fee included) is what the shares asked for: the total.
  expect(swaps.reduce((sum, swap) => sum + swap.quoteAmount!, 0)).toBeCloseTo(3, 9);
  expect(swaps.reduce((sum, swap) => sum + swap.requested, 0)).toBeCloseTo(3, 9);
  const shares = swaps.map((swap) => swap.requested);
  expect(new Set(shares.map((share) => share.toFixed(6))).size).toBe(WALLETS);
  for (const share of shares) {
    expect(share).toBeGreaterThanOrEqual((0.5 * 0.6) / 1.4 - 1e-9);
    expect(share).toBeLessThanOrEqual((0.5 * 1.4) / 0.6 + 1e-9);
  }
  for (const address of addresses()) expect(await launchpad.balanceOf(token, address)).toBeGreaterThan(0n);
  expect((await s.status(bot.id)).status).toBe('stopped');
  expect((await s.logKeys(bot.id)).at(-1)).toBe('batchBuyDone');
  // Stopped for good: no more buys.
  await s.run(5_000);
  expect(await doneSwaps(bot.id)).toHaveLength(WALLETS);
  expect(s.errors).toEqual([]);
});

it('Launch Batch Buy restarted after its buys sends none of them again', { timeout: 120_000 }, async () => {
  const launchpad = await tools();
  const { token } = await launchpad.launch('Twice Shy', 'TSHY', '0.3');
  const bot = await s.addBot(
    'pump_batch_buy',
    { token_address: token, wallets_count: 4, total_amount: 1, float_range_percent: 50 },
    MARKET,
  );
  await s.start(bot);
  await s.run(1_000);
  expect(await s.swaps(bot.id)).toHaveLength(4);
  expect((await s.status(bot.id)).status).toBe('running');
  expect(await s.restart()).toBeGreaterThanOrEqual(1);
  await s.run(6_000);
  expect(await doneSwaps(bot.id)).toHaveLength(4);
  expect(await s.swaps(bot.id)).toHaveLength(4);
  expect((await s.status(bot.id)).status).toBe('stopped');
  expect((await s.logKeys(bot.id)).at(-1)).toBe('batchBuyDone');
  expect(s.errors).toEqual([]);
});

it('Launch Sell-Out holds while the price is near the cost, then sells every wallet out on the curve at its take-profit', {
  timeout: 120_000,
}, async () => {
  const launchpad = await tools();
  const { token } = await launchpad.launch('Sold Owl', 'SOWL', '0.3');
  const buyer = await s.addBot(
    'pump_batch_buy',
    { token_address: token, wallets_count: WALLETS, total_amount: 2.4, float_range_percent: 20 },
    MARKET,
  );
  await s.start(buyer);
  await s.run(6_000);
  expect(await doneSwaps(buyer.id)).toHaveLength(WALLETS);

  const bot = await s.addBot('pump_sellout', { token_address: token, take_profit_percent: 100, stop_loss_percent: 50 }, MARKET);
  await s.start(bot);
  await s.run(6_000);
  expect(await s.swaps(bot.id)).toEqual([]);
  // The cost is what the wallets paid on the curve (its Trade events), not the price at start.
  expect(await s.logKeys(bot.id)).toContain('selloutWatching');
  expect(await s.logKeys(bot.id)).not.toContain('selloutCostAtStart');
  expect((await s.status(bot.id)).status).toBe('running');

  // An outside buyer lifts the price well past twice what the wallets paid.
  await launchpad.buy(token, '8');
  await s.run(8_000);
  const sales = await doneSwaps(bot.id);
  expect(sales.length).toBe(WALLETS);
  for (const sale of sales) expect(sale.side).toBe('sell');
  for (const address of addresses()) expect(await launchpad.balanceOf(token, address)).toBe(0n);
  const keys = await s.logKeys(bot.id);
  expect(keys).toContain('selloutTakeProfit');
  expect(keys.at(-1)).toBe('selloutDone');
  expect((await s.status(bot.id)).status).toBe('stopped');
  expect((await launchpad.curve(token))[5]).toBe(false);
  expect(s.errors).toEqual([]);
});

it('Launch Sell-Out sells everything on the DEX pool once the token has graduated, approving the router first', {
  timeout: 120_000,
}, async () => {
  const launchpad = await tools();
  const { token } = await launchpad.launch('Grad Bee', 'GBEE', '0.5');
  const buyer = await s.addBot(
    'pump_batch_buy',
    { token_address: token, wallets_count: WALLETS, total_amount: 2, float_range_percent: 20 },
    MARKET,
  );
  await s.start(buyer);
  await s.run(6_000);
  expect(await doneSwaps(buyer.id)).toHaveLength(WALLETS);
  // The outsider's buys take it over the graduation cap: its curve closes and a Uniswap V2 pool opens.
  await launchpad.buy(token, '20');
  expect((await launchpad.curve(token))[5]).toBe(true);

  const bot = await s.addBot('pump_sellout', { token_address: token, take_profit_percent: 100, stop_loss_percent: 0 }, MARKET);
  await s.start(bot);
  await s.run(10_000);
  const sales = await doneSwaps(bot.id);
  expect(sales.length).toBe(WALLETS);
  for (const address of addresses()) expect(await launchpad.balanceOf(token, address)).toBe(0n);
  // Sold through the router, which each wallet approved first (journalled as the bot's own sends).
  for (const sale of sales) expect(sale.quoteAmount!).toBeGreaterThan(0);
  const sends = await s.db.select().from(chainSends).where(eq(chainSends.robotId, bot.id));
  const approvals = sends.filter((send) => send.itemIndex !== 0);
  expect(new Set(approvals.map((send) => send.fromAddress)).size).toBe(WALLETS);
  for (const sale of sales) {
    const receipt = await s.connector.client.getTransactionReceipt({ hash: sale.hash as `0x${string}` });
    expect(receipt.to?.toLowerCase()).toBe(s.chain.contracts.router.toLowerCase());
  }
  const keys = await s.logKeys(bot.id);
  expect(keys).toContain('selloutWatchingNoStop');
  expect(keys).toContain('selloutTakeProfit');
  expect(keys.at(-1)).toBe('selloutDone');
  expect(s.errors).toEqual([]);
});
