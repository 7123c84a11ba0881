// The pool kinds beside DEX Volume and DEX Batch Sell on Solana (solana-dex-bots.test.ts), over
// real HTTP on the server's embedded sandbox network, each checked for what it promises in the
// swaps it really made: DEX Range buys only inside its range until its budget is used, DEX Reserved
// Buy waits for the pool to fall to its price and never pays more, DEX Charting walks the price up
// its path. The market moves as another trader would move it: through the venue's swap API.
import { type Address, createKeyPairSignerFromBytes, getBase58Encoder, type KeyPairSigner } from '@solana/kit';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BotRecord } from '../../src/engine/runner/store-port.ts';
import { dexSwaps, robotLogs, robots } from '../../src/server/db/schema/index.ts';
import { botRecord } from '../../src/server/modules/robots/robot-store.ts';
import { type ExchangeTestServer, startExchangeTestServer } from '../support/exchange-server.ts';
import { startBot } from '../support/robot-client.ts';
import { serverDexAccess } from '../support/server-dex-access.ts';
import { allocateToGroup, SOLANA_CHAIN, solanaDemo } from '../support/solana-demo.ts';
import type { TestClient } from '../support/start-test-server.ts';
import { until } from '../support/until.ts';
import { ok } from '../support/wallet-client.ts';

const ORCA_DEMO_SOL = { web: 'orcasol', yenUnit1: 'DEMO', yenUnit2: 'SOL' };
const SOL_MINT = 'So11111111111111111111111111111111111111112';
let server: ExchangeTestServer;
let demo: TestClient;
let group: number;
let demoMint: Address;
let demoUnit: number;
/** The sandbox's funded wallet, trading as the rest of the market. */
let trader: KeyPairSigner;

const db = () => server.runtime.database.db;
const swapsOf = async (botId: number) =>
  (await db().select().from(dexSwaps).where(eq(dexSwaps.robotId, botId)).orderBy(asc(dexSwaps.step))).filter(
    (row) => row.status === 'done',
  );
const logKeys = async (botId: number) => (await db().select().from(robotLogs).where(eq(robotLogs.botId, botId))).map((row) => row.key);
const recordOf = async (botId: number): Promise<BotRecord> => botRecord((await db().select().from(robots).where(eq(robots.id, botId)))[0]!);
const statusOf = async (botId: number) => (await recordOf(botId)).status;

/** The pool's price now, as the bots see it. */
async function price(): Promise<number> {
  const [any] = await db().select().from(robots).where(eq(robots.web, 'orcasol'));
  return (await (await serverDexAccess(server).open(botRecord(any!))).pool()).price;
}

/** Another trader swaps on the venue: `demoIn` DEMO sold, or `solIn` SOL paid for DEMO. */
async function outsideSwap(side: 'sell' | 'buy', amount: number): Promise<void> {
  const connector = server.runtime.venues.solana.connector('orcasol');
  const [inputMint, outputMint, unit] = side === 'sell' ? [demoMint, SOL_MINT, demoUnit] : [SOL_MINT, demoMint, 1e9];
  await connector.swap({ signer: trader, inputMint, outputMint, amountIn: BigInt(Math.round(amount * unit)), slippagePercent: 50 });
}

beforeAll(async () => {
  server = await startExchangeTestServer({ SANDBOX_SOLANA: 'on', SANDBOX_SOLANA_SLOT_MS: '50', SANDBOX_SOLANA_TRADERS: 'off' });
  demo = server.demo;
  ({ demoMint, demoUnit } = solanaDemo(server));
  const world = server.runtime.sandboxSolana!;
  trader = await createKeyPairSignerFromBytes(getBase58Encoder().encode(world.keypair.secretKeyBase58));
  await ok(demo, 'create_main_wallet', { chain: SOLANA_CHAIN });
  group = (await ok<{ id: number }>(demo, 'create_dex_wallet_group', { chain: SOLANA_CHAIN, name: 'Kinds' })).id;
  await ok(demo, 'create_dex_wallets', { chain: SOLANA_CHAIN, count: 3, group_id: group, restriction: 'unlimited' });
  await allocateToGroup(demo, group, [
    ['native', '3'],
    [demoMint, '30000'],
  ]);
}, 120_000);

afterAll(() => server?.stop());

it('DEX Range on Solana buys only inside its buy range, never above its top, until its budget is used', { timeout: 120_000 }, async () => {
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

it('DEX Charting on Solana walks the pool price up its path within its range', { timeout: 120_000 }, async () => {
  const start = await price();
  const params = {
    wallet_group_id: group,
    trend: 'rise',
    price_lower: start * 0.9,
    price_upper: start * 1.1,
    single_amount: 0.05,
    interval_min: 1,
    interval_max: 2,
    slippage_percent: 2,
  };
  const bot = await startBot(demo, ORCA_DEMO_SOL, 'shua_dex2', params);
  await until('the charting bot swapped a few times', async () => (await swapsOf(bot.id)).length >= 4, 60_000);
  expect((await demo.call('/Api/Robot/stop_robot', { id: bot.id })).code).toBe(1000);
  const after = await price();
  expect(after).toBeGreaterThan(start);
  expect(after).toBeLessThanOrEqual(start * 1.1);
  const swaps = await swapsOf(bot.id);
  const bought = swaps.filter((swap) => swap.side === 'buy').reduce((sum, swap) => sum + swap.quoteAmount!, 0);
  const sold = swaps.filter((swap) => swap.side === 'sell').reduce((sum, swap) => sum + swap.quoteAmount!, 0);
  expect(bought).toBeGreaterThan(sold);
});
