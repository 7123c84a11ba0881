// The launch kinds on Solana, over real HTTP on the server's embedded sandbox network: tokens are
// launched on the network's launch platform (the swap program's bonding curve) as a launcher would,
// and a group of Solana trading wallets snipes, batch-buys and sells out on raydiumsol. What each
// bot's history says moved is what the chain shows, wallet by wallet, to the base unit; each swap
// went out once, journalled under its bot and step; the sniper's buys landed within its first
// slots; a sell-out sells every wallet's whole holding, on the curve and, once the token has
// graduated, on its Raydium pool; and the New-Token Sniper buys that pool in its first slots.
import {
  type Address,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  getBase58Encoder,
  type KeyPairSigner,
  type Signature,
} from '@solana/kit';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SOLANA_LAUNCH_VENUES } from '../../src/shared/bots/solana-kinds.ts';
import { findPoolAddress } from '../../src/engine/connectors/solana/amm-program/amm-client.ts';
import { buyOnCurve, graduateLaunch, LAUNCH_CURVE, launchToken, type SolanaLaunch } from '../../src/sandbox/solana/world/launches.ts';
import type { SandboxSolanaWorld } from '../../src/sandbox/solana/world/sandbox-solana-world.ts';
import { SwapSender } from '../../src/engine/runner/dex/swap-sender.ts';
import { dexSwaps, robotLogs, robots, solanaSends } from '../../src/server/db/schema/index.ts';
import { dexSwapStore } from '../../src/server/modules/robots/dex-swap-store.ts';
import { botRecord } from '../../src/server/modules/robots/robot-store.ts';
import { expectCode } from '../support/accounts.ts';
import { type ExchangeTestServer, startExchangeTestServer } from '../support/exchange-server.ts';
import { startBot } from '../support/robot-client.ts';
import { allocateToGroup, SOLANA_CHAIN } from '../support/solana-demo.ts';
import type { TestClient } from '../support/start-test-server.ts';
import { answersLost, serverDexAccess } from '../support/server-dex-access.ts';
import { until } from '../support/until.ts';
import { ok } from '../support/wallet-client.ts';

const SOL = 1e9;
const TOKEN = 1e6;
const WALLETS = 3;
/** The snipers' window, in slots. */
const WINDOW = 20;
let server: ExchangeTestServer;
let demo: TestClient;
let rpc: ReturnType<typeof createSolanaRpc>;
let world: SandboxSolanaWorld;
/** The sandbox's funded wallet, launching and trading as the rest of the market. */
let launcher: KeyPairSigner;
let group: number;
let wallets: string[];

const marketOf = (symbol: string) => ({ web: 'raydiumsol', yenUnit1: symbol, yenUnit2: 'SOL' });
const swapsOf = (botId: number) =>
  server.runtime.database.db.select().from(dexSwaps).where(eq(dexSwaps.robotId, botId)).orderBy(asc(dexSwaps.step));
const logKeys = async (botId: number) =>
  (await server.runtime.database.db.select().from(robotLogs).where(eq(robotLogs.botId, botId))).map((row) => row.key);
/** The bot's log, key and values a line, for an assertion's message. */
const logLines = async (botId: number) =>
  (await server.runtime.database.db.select().from(robotLogs).where(eq(robotLogs.botId, botId)))
    .map((row) => `${row.key} ${JSON.stringify(row.params ?? {})}`)
    .join('; ');
const stopped = (botId: number) => async () =>
  (await server.runtime.database.db.select().from(robots).where(eq(robots.id, botId)))[0]!.status === 'stopped';

/** Each wallet's holding of a launch token on the chain now (base units). */
async function held(mint: Address, owners: string[]): Promise<Map<string, bigint>> {
  const answer = new Map<string, bigint>();
  for (const owner of owners) {
    const accounts = await rpc.getTokenAccountsByOwner(owner as Address, { mint }, { encoding: 'jsonParsed' }).send();
    answer.set(
      owner,
      accounts.value.reduce((sum, account) => sum + BigInt(account.account.data.parsed.info.tokenAmount.amount), 0n),
    );
  }
  return answer;
}

/** The slot a transaction landed in. */
async function slotOf(signature: string): Promise<number> {
  const status = (await rpc.getSignatureStatuses([signature as Signature], { searchTransactionHistory: true }).send()).value[0];
  return Number(status!.slot);
}

/** The slot a launch's curve was made in (its first transaction's). */
async function launchSlot(launch: SolanaLaunch): Promise<number> {
  let slot = 0;
  await until('the launch in the history', async () => {
    const history = await rpc.getSignaturesForAddress(launch.curve).send();
    slot = Number(history.at(-1)?.slot ?? 0);
    return history.length > 0;
  });
  return slot;
}

/** Every swap of the bot went out once: one journalled transaction per step, landed, its signature the history's. */
async function expectJournalledOnce(botId: number) {
  const rows = (await swapsOf(botId)).filter((row) => row.status === 'done');
  const sent = await server.runtime.database.db
    .select()
    .from(solanaSends)
    .where(and(eq(solanaSends.robotId, botId)));
  expect(sent.map((row) => [row.step, row.signature, row.state]).sort()).toEqual(rows.map((row) => [row.step, row.hash, 'landed']).sort());
}

beforeAll(async () => {
  // Slots of 200 ms: a sniper's window of 20 slots is 4 s, as a few of Solana's real seconds.
  server = await startExchangeTestServer({ SANDBOX_SOLANA: 'on', SANDBOX_SOLANA_SLOT_MS: '200', SANDBOX_SOLANA_TRADERS: 'off' });
  demo = server.demo;
  world = server.runtime.sandboxSolana!;
  rpc = createSolanaRpc(world.rpcUrl);
  launcher = await createKeyPairSignerFromBytes(getBase58Encoder().encode(world.keypair.secretKeyBase58));
  await ok(demo, 'create_main_wallet', { chain: SOLANA_CHAIN });
  group = (await ok<{ id: number }>(demo, 'create_dex_wallet_group', { chain: SOLANA_CHAIN, name: 'Launches' })).id;
  await ok(demo, 'create_dex_wallets', { chain: SOLANA_CHAIN, count: WALLETS, group_id: group, restriction: 'unlimited' });
  await allocateToGroup(demo, group, [['native', '3']]);
  wallets = (
    await ok<{ list: { address: string }[] }>(demo, 'get_attached_wallets', { chain: SOLANA_CHAIN, group_id: group, page_size: 10 })
  ).list.map((wallet) => wallet.address);
}, 120_000);

afterAll(() => server?.stop());

it('Launch Sniper on Solana waits for the next launch and buys it from every wallet within its first slots', {
  timeout: 120_000,
}, async () => {
  expect(SOLANA_LAUNCH_VENUES.has('raydiumsol')).toBe(true);
  const params = { wallet_group_id: group, wallets_count: WALLETS, amount_per_wallet: 0.1, float_range_percent: 20, blocks: WINDOW };
  const bot = await startBot(demo, marketOf('SNIPE'), 'pump_sniper', params);
  await until('the sniper waits for the next launch', async () => (await logKeys(bot.id)).includes('launchWaitingNext'), 30_000);
  expect(await swapsOf(bot.id)).toEqual([]);

  const launch = await launchToken(world, launcher, { symbol: 'SNIPE', firstBuyLamports: BigInt(0.2 * SOL) });
  const launchedAt = await launchSlot(launch);
  await until('the sniper done', stopped(bot.id), 60_000);

  const swaps = (await swapsOf(bot.id)).filter((row) => row.status === 'done');
  expect(swaps, await logLines(bot.id)).toHaveLength(WALLETS);
  expect(new Set(swaps.map((swap) => swap.walletAddress))).toEqual(new Set(wallets));
  for (const swap of swaps) {
    expect(swap.side).toBe('buy');
    expect(swap.base).toBe('SNIPE');
    expect(await slotOf(swap.hash!)).toBeLessThanOrEqual(launchedAt + WINDOW);
  }
  // Shares of 0.1 ± 20%, rescaled to add up to 3 × 0.1 (each to the lamport); what each wallet
  // holds is what its buy got.
  const spent = swaps.reduce((sum, swap) => sum + swap.quoteAmount!, 0);
  expect(Math.abs(spent - 0.3)).toBeLessThanOrEqual(WALLETS * 1e-9);
  const holdings = await held(launch.mint, wallets);
  for (const swap of swaps) expect(holdings.get(swap.walletAddress)).toBe(BigInt(Math.round(swap.baseAmount! * TOKEN)));
  await expectJournalledOnce(bot.id);
  expect((await logKeys(bot.id)).at(-1)).toBe('sniperDone');
});

let pumped: SolanaLaunch;

it('Launch Batch Buy on Solana buys a given launch once from each wallet, its jittered shares adding up to its total', {
  timeout: 120_000,
}, async () => {
  pumped = await launchToken(world, launcher, { symbol: 'PUMP', firstBuyLamports: BigInt(0.1 * SOL) });
  const params = {
    wallet_group_id: group,
    token_address: pumped.mint,
    wallets_count: WALLETS,
    total_amount: 0.45,
    float_range_percent: 30,
  };
  const bot = await startBot(demo, marketOf('PUMP'), 'pump_batch_buy', params);
  await until('the batch buy done', stopped(bot.id), 60_000);

  const swaps = (await swapsOf(bot.id)).filter((row) => row.status === 'done');
  expect(swaps, await logLines(bot.id)).toHaveLength(WALLETS);
  expect(new Set(swaps.map((swap) => swap.walletAddress)).size).toBe(WALLETS);
  expect(swaps.reduce((sum, swap) => sum + swap.requested, 0)).toBeCloseTo(0.45, 9);
  expect(Math.max(...swaps.map((swap) => swap.requested)) - Math.min(...swaps.map((swap) => swap.requested))).toBeGreaterThan(0.001);
  const holdings = await held(pumped.mint, wallets);
  for (const swap of swaps) expect(holdings.get(swap.walletAddress)).toBe(BigInt(Math.round(swap.baseAmount! * TOKEN)));
  await expectJournalledOnce(bot.id);
  expect((await logKeys(bot.id)).at(-1)).toBe('batchBuyDone');
});

it('Launch Sell-Out on Solana holds near the cost, then sells every wallet out on the curve at its take-profit', {
  timeout: 120_000,
}, async () => {
  const before = await held(pumped.mint, wallets);
  const params = { wallet_group_id: group, token_address: pumped.mint, take_profit_percent: 30, stop_loss_percent: 90 };
  const bot = await startBot(demo, marketOf('PUMP'), 'pump_sellout', params);
  await until('the sell-out watching', async () => (await logKeys(bot.id)).includes('selloutWatching'), 30_000);
  expect(await swapsOf(bot.id)).toEqual([]);
  // The market buys 2 SOL: the price rises about 40% over what the group paid on the curve.
  await buyOnCurve(world, launcher, pumped.mint, BigInt(2 * SOL));
  await until('the sell-out done', stopped(bot.id), 60_000);

  const swaps = (await swapsOf(bot.id)).filter((row) => row.status === 'done');
  expect(swaps.map((swap) => swap.side)).toEqual(Array(WALLETS).fill('sell'));
  for (const swap of swaps) expect(BigInt(Math.round(swap.baseAmount! * TOKEN))).toBe(before.get(swap.walletAddress));
  expect([...(await held(pumped.mint, wallets)).values()]).toEqual(Array(WALLETS).fill(0n));
  await expectJournalledOnce(bot.id);
  const keys = await logKeys(bot.id);
  expect(keys).toContain('selloutTakeProfit');
  expect(keys.at(-1)).toBe('selloutDone');
});

it('Launch Sell-Out on Solana sells everything on the Raydium pool once the token has graduated', { timeout: 120_000 }, async () => {
  const graduating = await launchToken(world, launcher, { symbol: 'GRAD' });
  const buy = { wallet_group_id: group, token_address: graduating.mint, wallets_count: WALLETS, total_amount: 0.3 };
  const buyer = await startBot(demo, marketOf('GRAD'), 'pump_batch_buy', buy);
  await until('the batch buy done', stopped(buyer.id), 60_000);
  const before = await held(graduating.mint, wallets);
  // The market completes the curve and moves it into its pool.
  await buyOnCurve(world, launcher, graduating.mint, BigInt(25 * SOL));
  expect(await graduateLaunch(world, launcher, graduating.mint)).toBe(true);

  const params = { wallet_group_id: group, token_address: graduating.mint, take_profit_percent: 50, stop_loss_percent: 0 };
  const bot = await startBot(demo, marketOf('GRAD'), 'pump_sellout', params);
  await until('the sell-out done', stopped(bot.id), 60_000);
  const swaps = (await swapsOf(bot.id)).filter((row) => row.status === 'done');
  expect(swaps, await logLines(bot.id)).toHaveLength(WALLETS);
  for (const swap of swaps) {
    expect(BigInt(Math.round(swap.baseAmount! * TOKEN))).toBe(before.get(swap.walletAddress));
    // Through the pool, not the curve.
    const landed = await rpc.getTransaction(swap.hash as Signature, { encoding: 'json', maxSupportedTransactionVersion: 0 }).send();
    expect(landed!.transaction.message.accountKeys).not.toContain(graduating.curve);
  }
  expect([...(await held(graduating.mint, wallets)).values()]).toEqual(Array(WALLETS).fill(0n));
  await expectJournalledOnce(bot.id);
  expect((await logKeys(bot.id)).at(-1)).toBe('selloutDone');
});

it('New-Token Sniper on Solana waits for a launch’s Raydium pool and buys it within its first slots, never above its maximum', {
  timeout: 120_000,
}, async () => {
  const launch = await launchToken(world, launcher, { symbol: 'NEWP' });
  const params = {
    wallet_group_id: group,
    token_address: launch.mint,
    max_price: 0.000001,
    total_budget: 0.2,
    single_budget: 0.1,
    blocks: WINDOW,
  };
  const bot = await startBot(demo, marketOf('NEWP'), 'snipe_dex', params);
  await until('the sniper waits for the pool', async () => (await logKeys(bot.id)).includes('snipeWaiting'), 30_000);
  // The market completes the curve and moves it into its Raydium pool: the sniper's launch.
  await buyOnCurve(world, launcher, launch.mint, BigInt(25 * SOL));
  expect(await graduateLaunch(world, launcher, launch.mint)).toBe(true);
  const pool = await findPoolAddress(launch.mint, world.mints.SOL.address, LAUNCH_CURVE.graduationLabel);
  await until('the sniper done', stopped(bot.id), 60_000);

  const history = await rpc.getSignaturesForAddress(pool).send();
  const opened = Number(history.at(-1)!.slot);
  const swaps = (await swapsOf(bot.id)).filter((row) => row.status === 'done');
  expect(swaps.length).toBeGreaterThanOrEqual(1);
  expect(swaps.reduce((sum, swap) => sum + swap.quoteAmount!, 0)).toBeLessThanOrEqual(0.2 + 1e-9);
  for (const swap of swaps) {
    expect(swap.side).toBe('buy');
    expect(swap.price!).toBeLessThanOrEqual(0.000001);
    expect(await slotOf(swap.hash!)).toBeLessThanOrEqual(opened + WINDOW);
    const landed = await rpc.getTransaction(swap.hash as Signature, { encoding: 'json', maxSupportedTransactionVersion: 0 }).send();
    expect(landed!.transaction.message.accountKeys).toContain(pool);
  }
  const holdings = await held(launch.mint, wallets);
  const boughtBy = (wallet: string) =>
    swaps.filter((swap) => swap.walletAddress === wallet).reduce((sum, swap) => sum + swap.baseAmount!, 0);
  for (const wallet of wallets) expect(holdings.get(wallet)).toBe(BigInt(Math.round(boughtBy(wallet) * TOKEN)));
  await expectJournalledOnce(bot.id);
});

it('settles a curve buy whose answer was lost from the chain, in a session that has not seen the launch yet, sending nothing again', {
  timeout: 120_000,
}, async () => {
  const { db } = server.runtime.database;
  const launch = await launchToken(world, launcher, { symbol: 'LOST' });
  const params = { wallet_group_id: group, token_address: launch.mint, wallets_count: 1, total_amount: 0.05 };
  const saved = expectCode(
    await demo.call<{ robot: { id: number } }>('/Api/Robot/save_robot', {
      ...marketOf('LOST'),
      web_type: 1,
      kind: 'pump_batch_buy',
      params,
    }),
    1000,
  ).data.robot;
  const bot = botRecord((await db.select().from(robots).where(eq(robots.id, saved.id)))[0]!);
  const access = serverDexAccess(server);
  const store = dexSwapStore(db, () => Date.now());
  const market = await access.open(bot);
  await market.pool();
  const [wallet] = await market.wallets();
  // The buy lands, and its answer is lost (the process died, or the RPC went silent): it stays pending.
  const lost = answersLost(market);
  const first = new SwapSender(bot.id, bot.userId, lost, store, await store.lastStep(bot.id));
  const order = { tag: 'launch:buy', side: 'buy' as const, amount: 0.05, wallet: wallet!, slippagePercent: 15, gasMultiplier: 1 };
  await expect(first.send(order)).rejects.toThrow('the connection dropped');
  const [pending] = await store.pending(bot.id);
  expect(pending).toBeDefined();

  // The next session learns it from the journal and the chain before it has read the launch.
  const next = new SwapSender(bot.id, bot.userId, await access.open(bot), store, await store.lastStep(bot.id));
  const [event] = await next.recoverPending();
  expect(event).toMatchObject({ status: 'done', side: 'buy', step: pending!.step });
  const [settled] = await db
    .select()
    .from(dexSwaps)
    .where(and(eq(dexSwaps.robotId, bot.id), eq(dexSwaps.step, pending!.step)));
  const sent = await db.select().from(solanaSends).where(eq(solanaSends.robotId, bot.id));
  expect(sent).toHaveLength(1);
  expect(settled).toMatchObject({ status: 'done', hash: sent[0]!.signature, quoteAmount: 0.05 });
  expect((await held(launch.mint, [wallet!.address])).get(wallet!.address)).toBe(BigInt(Math.round(settled!.baseAmount! * TOKEN)));
  expect(await store.pending(bot.id)).toEqual([]);
});
