// A DEX bot on a Solana venue, over real HTTP on the server's embedded sandbox network: a DEX
// Volume bot on orcasol's DEMO/SOL pool trades from a group of Solana trading wallets, each swap
// recorded, quoted by the venue's Jupiter-shaped API, signed by its wallet and journalled under the
// bot and step before it is broadcast. What the bot's history says moved is what the chain shows,
// wallet by wallet, to the base unit; every journalled transaction landed; stopped, it swaps no more.
// A swap whose answer was lost after it went out is settled from the chain by the next session,
// never sent again. A DEX Batch Sell keeps its floor: each tranche's least output is the floor's,
// on chain. DEX Range, DEX Reserved Buy and DEX Charting keep their promises there too.
import { type Address, createKeyPairSignerFromBytes, type createSolanaRpc, getBase58Encoder, type KeyPairSigner } from '@solana/kit';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BotRecord } from '../../src/engine/runner/store-port.ts';
import { SwapSender } from '../../src/engine/runner/dex/swap-sender.ts';
import { dexSwaps, robotLogs, robots, solanaSends, wallets as walletRows } from '../../src/server/db/schema/index.ts';
import { dexSwapStore } from '../../src/server/modules/robots/dex-swap-store.ts';
import { botRecord } from '../../src/server/modules/robots/robot-store.ts';
import { expectCode } from '../support/accounts.ts';
import { type ExchangeTestServer, startExchangeTestServer } from '../support/exchange-server.ts';
import type { TestClient } from '../support/start-test-server.ts';
import { waitForTask } from '../support/trade-client.ts';
import { startBot } from '../support/robot-client.ts';
import { answersLost, serverDexAccess } from '../support/server-dex-access.ts';
import { until } from '../support/until.ts';
import { ok } from '../support/wallet-client.ts';
import { allocateToGroup, SOLANA_CHAIN, solanaDemo } from '../support/solana-demo.ts';
import { solanaHoldings } from '../support/solana-holdings.ts';

const CHAIN = 'SOLANA';
const ORCA_DEMO_SOL = { web: 'orcasol', yenUnit1: 'DEMO', yenUnit2: 'SOL' };
const SOL = 1e9;
const SOL_MINT = 'So11111111111111111111111111111111111111112';
let server: ExchangeTestServer;
let demo: TestClient;
let rpc: ReturnType<typeof createSolanaRpc>;
let demoMint: Address;
let demoUnit: number;

async function runTask(action: string, body: Record<string, unknown>) {
  const started = await ok<{ schedule_code: string; total: number }>(demo, action, { chain: CHAIN, ...body });
  expect(await waitForTask(demo, started.schedule_code, 60_000, CHAIN)).toMatchObject({ status: 2, fail: 0 });
}

/** Each wallet's lamports and DEMO base units on the chain now. */
const holdings = (wallets: string[]) => solanaHoldings(rpc, demoMint, wallets);

beforeAll(async () => {
  server = await startExchangeTestServer({ SANDBOX_SOLANA: 'on', SANDBOX_SOLANA_SLOT_MS: '50', SANDBOX_SOLANA_TRADERS: 'off' });
  demo = server.demo;
  ({ rpc, demoMint, demoUnit } = solanaDemo(server));
  await ok(demo, 'create_main_wallet', { chain: CHAIN });
}, 120_000);

afterAll(() => server?.stop());

it('runs a DEX Volume bot on a Solana pool: each swap journalled once, the history what the chain moved', {
  timeout: 180_000,
}, async () => {
  const group = (await ok<{ id: number }>(demo, 'create_dex_wallet_group', { chain: CHAIN, name: 'Volume' })).id;
  await ok(demo, 'create_dex_wallets', { chain: CHAIN, count: 3, group_id: group, restriction: 'unlimited' });
  // SOL to trade and pay fees with; a little DEMO, so each wallet's DEMO account exists already.
  await runTask('dex_deliver_token', { token: 'native', total_amount: '3', strategy: 'average', group_id: group });
  await runTask('dex_deliver_token', { token: demoMint, total_amount: '30', strategy: 'average', group_id: group });
  const wallets = (
    await ok<{ list: { address: string }[] }>(demo, 'get_attached_wallets', { chain: CHAIN, group_id: group, page_size: 10 })
  ).list.map((wallet) => wallet.address);
  const before = await holdings(wallets);

  const params = { wallet_group_id: group, target_volume: 0.5, single_amount: 0.1, interval_min: 1, interval_max: 2, slippage_percent: 2 };
  const saved = await startBot(demo, ORCA_DEMO_SOL, 'shua_dex', params);
  const { db } = server.runtime.database;
  const swapsOf = () => db.select().from(dexSwaps).where(eq(dexSwaps.robotId, saved.id)).orderBy(asc(dexSwaps.step));
  await until('four swaps done', async () => (await swapsOf()).filter((row) => row.status === 'done').length >= 4, 90_000);
  expectCode(await demo.call('/Api/Robot/stop_robot', { id: saved.id }), 1000);

  const rows = await swapsOf();
  expect(rows.filter((row) => row.status !== 'done')).toEqual([]);
  expect(new Set(rows.map((row) => row.side))).toEqual(new Set(['buy', 'sell']));
  // Each swap went out once: one journalled transaction per step, landed, its signature the history's hash.
  const sent = await db
    .select()
    .from(solanaSends)
    .where(and(eq(solanaSends.robotId, saved.id)));
  expect(sent.map((row) => [row.step, row.signature, row.state]).sort()).toEqual(rows.map((row) => [row.step, row.hash, 'landed']).sort());
  for (const row of rows) {
    const status = (await rpc.getSignatureStatuses([row.hash as never], { searchTransactionHistory: true }).send()).value[0];
    expect(status?.err).toBeNull();
  }
  // Wallet by wallet, the chain moved what the history says, fees included.
  const after = await holdings(wallets);
  for (const wallet of wallets) {
    const own = rows.filter((row) => row.walletAddress === wallet);
    const sign = (row: (typeof rows)[number]) => (row.side === 'buy' ? 1n : -1n);
    const demoMoved = own.reduce((sum, row) => sum + sign(row) * BigInt(Math.round(row.baseAmount! * demoUnit)), 0n);
    const solMoved = own.reduce(
      (sum, row) => sum - sign(row) * BigInt(Math.round(row.quoteAmount! * SOL)) - BigInt(Math.round(row.gasFee! * SOL)),
      0n,
    );
    expect(after.get(wallet)!.demo - before.get(wallet)!.demo).toBe(demoMoved);
    expect(after.get(wallet)!.sol - before.get(wallet)!.sol).toBe(solMoved);
  }
  // Stopped, it sends nothing more.
  const count = rows.length;
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect((await swapsOf()).length).toBe(count);
});

it('settles a swap whose answer was lost after it went out from the chain, sending nothing again', { timeout: 120_000 }, async () => {
  const { db } = server.runtime.database;
  const [row] = await db.select().from(robots).where(eq(robots.kind, 'shua_dex'));
  const bot: BotRecord = botRecord(row!);
  const access = serverDexAccess(server);
  const market = await access.open(bot);
  const store = dexSwapStore(db, () => Date.now());
  const [wallet] = await market.wallets();
  const [before] = [...(await holdings([wallet!.address])).values()];
  // The swap lands, and its answer is lost (the process died, or the RPC went silent): it stays pending.
  const lost = answersLost(market);
  const first = new SwapSender(bot.id, bot.userId, lost, store, await store.lastStep(bot.id));
  const order = { tag: 'volume:buy', side: 'buy' as const, amount: 0.05, wallet: wallet!, slippagePercent: 2, gasMultiplier: 1 };
  await expect(first.send(order)).rejects.toThrow('the connection dropped');
  const [pending] = await store.pending(bot.id);
  expect(pending).toBeDefined();

  // Meanwhile the user disabled the wallet: its swap is still settled from the wallet that sent it.
  const byAddress = eq(walletRows.address, wallet!.address);
  await db.update(walletRows).set({ enabled: false }).where(byAddress);
  // The next session learns it from the journal and the chain: done, with what moved.
  const next = new SwapSender(bot.id, bot.userId, market, store, await store.lastStep(bot.id));
  const [event] = await next.recoverPending();
  await db.update(walletRows).set({ enabled: true }).where(byAddress);
  expect(event).toMatchObject({ status: 'done', side: 'buy', step: pending!.step });
  const [settled] = await db
    .select()
    .from(dexSwaps)
    .where(and(eq(dexSwaps.robotId, bot.id), eq(dexSwaps.step, pending!.step)));
  const sent = await db
    .select()
    .from(solanaSends)
    .where(and(eq(solanaSends.robotId, bot.id), eq(solanaSends.step, pending!.step)));
  expect(sent).toHaveLength(1);
  expect(settled).toMatchObject({ status: 'done', hash: sent[0]!.signature });
  const [after] = [...(await holdings([wallet!.address])).values()];
  expect(after!.demo - before!.demo).toBe(BigInt(Math.round(settled!.baseAmount! * demoUnit)));
  expect(after!.sol - before!.sol).toBe(-BigInt(Math.round(settled!.quoteAmount! * SOL)) - BigInt(Math.round(settled!.gasFee! * SOL)));
  expect(await store.pending(bot.id)).toEqual([]);
});

it('runs a DEX Batch Sell on a Solana pool: tranches sold from the group, none below its floor', { timeout: 120_000 }, async () => {
  const { db } = server.runtime.database;
  const [volume] = await db.select().from(robots).where(eq(robots.kind, 'shua_dex'));
  const group = (volume!.params as { wallet_group_id: number }).wallet_group_id;
  const access = serverDexAccess(server);
  const price = (await (await access.open(botRecord(volume!))).pool()).price;
  expect(price).toBeGreaterThan(0);
  const floor = price * 0.98;
  const params = { wallet_group_id: group, total_amount: 6, tranche_amount: 3, limit_price: floor, interval_min: 1, interval_max: 2 };
  const saved = await startBot(demo, ORCA_DEMO_SOL, 'iceberg_dex', params);
  await until(
    'the batch sell done',
    async () => (await db.select().from(robots).where(eq(robots.id, saved.id)))[0]!.status === 'stopped',
    90_000,
  );
  const rows = await db.select().from(dexSwaps).where(eq(dexSwaps.robotId, saved.id));
  const done = rows.filter((row) => row.status === 'done');
  expect(done.length).toBeGreaterThanOrEqual(2);
  for (const row of done) {
    expect(row.side).toBe('sell');
    expect(row.price!).toBeGreaterThanOrEqual(floor * (1 - 1e-9));
    expect(row.requested).toBeLessThanOrEqual(3 * 1.1 + 1e-9);
  }
  expect(done.reduce((sum, row) => sum + row.baseAmount!, 0)).toBeCloseTo(6, 6);
});

// The other pool kinds, each checked for what it promises in the swaps it really made: DEX Range
// buys only inside its range until its budget is used, DEX Reserved Buy waits for the pool to fall
// to its price and never pays more, DEX Charting keeps to its range. The market moves as another
// trader would move it: through the venue's swap API.
describe('the other pool kinds on Solana', () => {
  let group: number;
  /** The sandbox's funded wallet, trading as the rest of the market. */
  let trader: KeyPairSigner;
  const db = () => server.runtime.database.db;
  const swapsOf = async (botId: number) =>
    (await db().select().from(dexSwaps).where(eq(dexSwaps.robotId, botId)).orderBy(asc(dexSwaps.step))).filter(
      (row) => row.status === 'done',
    );
  const logKeys = async (botId: number) => (await db().select().from(robotLogs).where(eq(robotLogs.botId, botId))).map((row) => row.key);
  const recordOf = async (botId: number): Promise<BotRecord> =>
    botRecord((await db().select().from(robots).where(eq(robots.id, botId)))[0]!);
  const statusOf = async (botId: number) => (await recordOf(botId)).status;

  /** The pool's price now, as the bots see it. */
  async function price(): Promise<number> {
    const [any] = await db().select().from(robots).where(eq(robots.web, 'orcasol'));
    return (await (await serverDexAccess(server).open(botRecord(any!))).pool()).price;
  }

  /** Another trader swaps on the venue: `amount` DEMO sold, or `amount` SOL paid for DEMO. */
  async function outsideSwap(side: 'sell' | 'buy', amount: number): Promise<void> {
    const connector = server.runtime.venues.solana.connector('orcasol');
    const [inputMint, outputMint, unit] = side === 'sell' ? [demoMint, SOL_MINT, demoUnit] : [SOL_MINT, demoMint, 1e9];
    await connector.swap({ signer: trader, inputMint, outputMint, amountIn: BigInt(Math.round(amount * unit)), slippagePercent: 50 });
  }

  beforeAll(async () => {
    const world = server.runtime.sandboxSolana!;
    trader = await createKeyPairSignerFromBytes(getBase58Encoder().encode(world.keypair.secretKeyBase58));
    group = (await ok<{ id: number }>(demo, 'create_dex_wallet_group', { chain: SOLANA_CHAIN, name: 'Kinds' })).id;
    await ok(demo, 'create_dex_wallets', { chain: SOLANA_CHAIN, count: 3, group_id: group, restriction: 'unlimited' });
    await allocateToGroup(demo, group, [
      ['native', '3'],
      [demoMint, '30000'],
    ]);
  }, 120_000);

  it('DEX Range on Solana buys only inside its buy range, never above its top, until its budget is used', {
    timeout: 120_000,
  }, async () => {
    // A bot saved on the pair (never started) lets the test read the pool as the bots do.
    const probe = { wallet_group_id: group, target_volume: 0.01, single_amount: 0.01 };
    expect((await demo.call('/Api/Robot/save_robot', { ...ORCA_DEMO_SOL, web_type: 1, kind: 'shua_dex', params: probe })).code).toBe(1000);
    const start = await price();
    const params = {
      wallet_group_id: group,
      buy_lower: start * 0.95,
      buy_upper: start * 1.01,
      total_budget: 0.3,
      single_budget: 0.1,
      interval_min: 1,
      interval_max: 2,
      slippage_percent: 2,
    };
    const bot = await startBot(demo, ORCA_DEMO_SOL, 'buy_sell_dex', params);
    await until('the range bot done', async () => (await statusOf(bot.id)) === 'stopped', 90_000);
    const swaps = await swapsOf(bot.id);
    expect(swaps.length).toBeGreaterThan(1);
    for (const swap of swaps) {
      expect(swap.side).toBe('buy');
      expect(swap.price!).toBeLessThanOrEqual(start * 1.01 * (1 + 1e-9));
      expect(swap.requested).toBeLessThanOrEqual(0.1 * 1.5 + 1e-9);
    }
    expect(swaps.reduce((sum, swap) => sum + swap.quoteAmount!, 0)).toBeLessThanOrEqual(0.3 + 1e-9);
    expect(await logKeys(bot.id)).toContain('budgetUsed');
  });

  it('DEX Reserved Buy on Solana buys only once the pool falls to the reserved price, and never pays more', {
    timeout: 120_000,
  }, async () => {
    const reserved = (await price()) * 0.97;
    const params = {
      wallet_group_id: group,
      reserved_price: reserved,
      total_budget: 0.3,
      single_budget: 0.1,
      interval_min: 1,
      interval_max: 2,
    };
    const bot = await startBot(demo, ORCA_DEMO_SOL, 'frontrun_dex', params);
    await until('the reserved buy waiting', async () => (await logKeys(bot.id)).includes('reservedWaiting'), 30_000);
    expect(await swapsOf(bot.id)).toEqual([]);
    // Another trader sells about 5% of the pool's DEMO: the price falls under the reserved price.
    await outsideSwap('sell', 500_000);
    await until('the reserved buy bought', async () => (await swapsOf(bot.id)).length > 0, 60_000);
    expect((await demo.call('/Api/Robot/stop_robot', { id: bot.id })).code).toBe(1000);
    const swaps = await swapsOf(bot.id);
    for (const swap of swaps) {
      expect(swap.side).toBe('buy');
      expect(swap.price!).toBeLessThanOrEqual(reserved * (1 + 1e-9));
    }
    expect(swaps.reduce((sum, swap) => sum + swap.quoteAmount!, 0)).toBeLessThanOrEqual(0.3 + 1e-9);
  });

  it('DEX Charting on Solana pauses while the pool is outside its range, and swaps within it once the price is back', {
    timeout: 120_000,
  }, async () => {
    const start = await price();
    const [lower, upper] = [start * 1.02, start * 1.2];
    const params = {
      wallet_group_id: group,
      trend: 'rise',
      price_lower: lower,
      price_upper: upper,
      single_amount: 0.05,
      interval_min: 1,
      interval_max: 2,
      slippage_percent: 2,
    };
    const bot = await startBot(demo, ORCA_DEMO_SOL, 'shua_dex2', params);
    await until('the charting bot paused below its range', async () => (await logKeys(bot.id)).includes('chartOutsideRange'), 30_000);
    expect(await statusOf(bot.id)).toBe('paused');
    expect(await swapsOf(bot.id)).toEqual([]);
    // Another trader buys about 5% into the price: the pool is inside the range, and the bot runs.
    await outsideSwap('buy', 17);
    await until('the charting bot swapped', async () => (await swapsOf(bot.id)).length >= 2, 60_000);
    expect((await demo.call('/Api/Robot/stop_robot', { id: bot.id })).code).toBe(1000);
    const after = await price();
    expect(after).toBeGreaterThanOrEqual(lower);
    expect(after).toBeLessThanOrEqual(upper);
    for (const swap of await swapsOf(bot.id)) expect(swap.quoteAmount!).toBeLessThanOrEqual(0.05 * 1.01);
  });
});
