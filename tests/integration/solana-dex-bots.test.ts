// A DEX bot on a Solana venue, over real HTTP on the server's embedded sandbox network: a DEX
// Volume bot on orcasol's DEMO/SOL pool trades from a group of Solana trading wallets, each swap
// recorded, quoted by the venue's Jupiter-shaped API, signed by its wallet and journalled under the
// bot and step before it is broadcast. What the bot's history says moved is what the chain shows,
// wallet by wallet, to the base unit; every journalled transaction landed; stopped, it swaps no more.
// A swap whose answer was lost after it went out is settled from the chain by the next session,
// never sent again. A DEX Batch Sell keeps its floor: each tranche's least output is the floor's,
// on chain.
import type { Address, createSolanaRpc } from '@solana/kit';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BotRecord } from '../../src/engine/runner/store-port.ts';
import { SwapSender } from '../../src/engine/runner/dex/swap-sender.ts';
import { dexSwaps, robots, solanaSends, wallets as walletRows } from '../../src/server/db/schema/index.ts';
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
import { solanaDemo } from '../support/solana-demo.ts';
import { solanaHoldings } from '../support/solana-holdings.ts';

const CHAIN = 'SOLANA';
const ORCA_DEMO_SOL = { web: 'orcasol', yenUnit1: 'DEMO', yenUnit2: 'SOL' };
const SOL = 1e9;
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
