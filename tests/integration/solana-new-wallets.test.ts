// New-wallet mode (spec §4, Solana only), over real HTTP on the server's embedded sandbox network.
// Started, a DEX Volume bot makes fresh wallets in a group of its own, funds them from its wallet
// group, waits out its initialisation (shortened here) and then swaps only from them. Stopped, it
// collects everything back to the main wallet: each fresh wallet ends with no lamports and no
// token account, and a restart while the collection runs is refused with 4407. Started again, it
// gets new wallets; the old ones stay retired. Stopped of itself, a job collects it; until then it
// cannot be deleted. The mode is refused on an EVM venue.
import { type Address, address } from '@solana/kit';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dexSwaps, walletGroups, wallets as walletRows } from '../../src/server/db/schema/index.ts';
import { expectCode } from '../support/accounts.ts';
import { type ExchangeTestServer, startExchangeTestServer } from '../support/exchange-server.ts';
import type { TestClient } from '../support/start-test-server.ts';
import { allocateToGroup, solanaDemo } from '../support/solana-demo.ts';
import { solanaHoldings } from '../support/solana-holdings.ts';
import { until } from '../support/until.ts';
import { ok } from '../support/wallet-client.ts';

const CHAIN = 'SOLANA';
const ORCA_DEMO_SOL = { web: 'orcasol', yenUnit1: 'DEMO', yenUnit2: 'SOL', web_type: 1 };
const INIT_MS = 4_000;
const TOKEN_PROGRAM = address('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
const SOL = 1e9;
let server: ExchangeTestServer;
let demo: TestClient;
let rpc: ReturnType<typeof solanaDemo>['rpc'];
let demoMint: Address;
let demoUnit: number;
let source: number;

interface RobotView {
  id: number;
  status: string;
  start_at: number | null;
  collection?: { done: number; total: number } | null;
}

const robotOf = async (id: number) => expectCode(await demo.call<{ robot: RobotView }>('/Api/Robot/get_robot', { id }), 1000).data.robot;

beforeAll(async () => {
  server = await startExchangeTestServer({
    SANDBOX_SOLANA: 'on',
    SANDBOX_SOLANA_SLOT_MS: '50',
    SANDBOX_SOLANA_TRADERS: 'off',
    NEW_WALLET_INIT_MS: String(INIT_MS),
  });
  demo = server.demo;
  ({ rpc, demoMint, demoUnit } = solanaDemo(server));
  await ok(demo, 'create_main_wallet', { chain: CHAIN });
  source = (await ok<{ id: number }>(demo, 'create_dex_wallet_group', { chain: CHAIN, name: 'Source' })).id;
  await ok(demo, 'create_dex_wallets', { chain: CHAIN, count: 2, group_id: source, restriction: 'unlimited' });
  await allocateToGroup(demo, source, [
    ['native', '4'],
    [demoMint, '60'],
  ]);
}, 120_000);

afterAll(() => server?.stop());

const PARAMS = {
  wallet_mode: 'new',
  new_wallet_count: 3,
  new_wallet_sol: 1.5,
  new_wallet_token: 30,
  target_volume: 0.5,
  single_amount: 0.05,
  interval_min: 1,
  interval_max: 2,
  slippage_percent: 2,
};

/** The bot's own group's wallets: enabled (its current ones) and retired. */
async function botWallets(botId: number) {
  const { db } = server.runtime.database;
  const [group] = await db.select().from(walletGroups).where(eq(walletGroups.robotId, botId));
  if (!group) return { current: [], retired: [] };
  const rows = await db.select().from(walletRows).where(eq(walletRows.groupId, group.id)).orderBy(asc(walletRows.id));
  return {
    current: rows.filter((row) => row.enabled).map((row) => row.address),
    retired: rows.filter((row) => !row.enabled).map((row) => row.address),
  };
}

it('refuses new-wallet mode on an EVM venue', async () => {
  const refused = await demo.call('/Api/Robot/save_robot', {
    web: 'sandbox-dex',
    yenUnit1: 'CAKE',
    yenUnit2: 'BNB',
    web_type: 1,
    kind: 'shua_dex',
    params: { ...PARAMS, wallet_group_id: source },
  });
  expect(refused).toMatchObject({ code: 1010, msg: 'New-wallet mode works on Solana venues only.' });
});

it('makes and funds fresh wallets, trades only from them after the initialisation, and collects them back when stopped', {
  timeout: 240_000,
}, async () => {
  const saved = expectCode(
    await demo.call<{ robot: { id: number } }>('/Api/Robot/save_robot', {
      ...ORCA_DEMO_SOL,
      kind: 'shua_dex',
      params: { ...PARAMS, wallet_group_id: source },
    }),
    1000,
  ).data.robot;
  const startedAt = Date.now();
  const started = expectCode(await demo.call<{ robot: RobotView }>('/Api/Robot/start_robot', { id: saved.id, legal_confirmed: true }), 1000)
    .data.robot;
  // Queued for its wallets' initialisation, which its log announces.
  expect(started.status).toBe('queued');
  expect(started.start_at! - startedAt).toBeGreaterThan(INIT_MS - 1_000);
  expect(started.start_at! - startedAt).toBeLessThanOrEqual(INIT_MS + 2_000);
  const log = expectCode(await demo.call<{ list: { text: string }[] }>('/Api/Markets/get_runtime_log', { robot_id: saved.id }), 1000).data
    .list;
  expect(log.some((line) => line.text.startsWith('New wallets made and being funded: the bot begins trading in'))).toBe(true);

  // Three fresh wallets, funded evenly from the source group.
  const fresh = (await botWallets(saved.id)).current;
  expect(fresh).toHaveLength(3);
  await until(
    'the fresh wallets funded',
    async () => {
      const held = await solanaHoldings(rpc, demoMint, fresh);
      return [...held.values()].every((wallet) => wallet.sol === BigInt(0.5 * SOL) && wallet.demo === BigInt(10 * demoUnit));
    },
    60_000,
  );
  const { db } = server.runtime.database;
  const swapsOf = () => db.select().from(dexSwaps).where(eq(dexSwaps.robotId, saved.id));
  await until('three swaps done', async () => (await swapsOf()).filter((row) => row.status === 'done').length >= 3, 90_000);
  // None before the initialisation ended, and every one from a fresh wallet.
  const swaps = await swapsOf();
  expect(Math.min(...swaps.map((row) => row.createdAt.getTime()))).toBeGreaterThanOrEqual(started.start_at! - 50);
  expect(swaps.every((row) => fresh.includes(row.walletAddress))).toBe(true);

  // Stopped: the collection starts at once, and a restart waits for it.
  const stopped = expectCode(await demo.call<{ robot: RobotView }>('/Api/Robot/stop_robot', { id: saved.id }), 1000).data.robot;
  expect(stopped.status).toBe('stopped');
  expect(stopped.collection).toMatchObject({ total: 6 });
  const early = await demo.call('/Api/Robot/start_robot', { id: saved.id, legal_confirmed: true });
  expect(early).toMatchObject({ code: 4407, msg: 'Collection in progress, please try again later.' });
  await until('the collection ended', async () => (await robotOf(saved.id)).collection === null, 60_000);

  // Every fresh wallet is empty: no lamports, no DEMO, no token account left (its rent went home).
  const after = await solanaHoldings(rpc, demoMint, fresh);
  expect([...after.values()]).toEqual(fresh.map(() => ({ sol: 0n, demo: 0n })));
  for (const wallet of fresh) {
    const accounts = await rpc.getTokenAccountsByOwner(address(wallet), { programId: TOKEN_PROGRAM }, { encoding: 'base64' }).send();
    expect(accounts.value).toEqual([]);
  }
  expect((await botWallets(saved.id)).retired.sort()).toEqual([...fresh].sort());

  // Started again, it gets wallets of its own again; the old ones stay retired.
  expectCode(await demo.call('/Api/Robot/start_robot', { id: saved.id, legal_confirmed: true }), 1000);
  const second = await botWallets(saved.id);
  expect(second.current).toHaveLength(3);
  expect(second.current.some((wallet) => fresh.includes(wallet))).toBe(false);
  await until(
    'the second wallets funded',
    async () => {
      const held = await solanaHoldings(rpc, demoMint, second.current);
      return [...held.values()].every((wallet) => wallet.sol > 0n && wallet.demo > 0n);
    },
    60_000,
  );
  // It stops of itself (as on a spent budget): no call collects, the job does. Until then the bot
  // cannot be deleted, its wallets being out.
  await server.runtime.robots.runner.stop(saved.id, { key: 'stoppedByUser', level: 'info' });
  expect(await demo.call('/Api/Robot/delete_robot', { id: saved.id })).toMatchObject({ code: 4407 });
  await until('the job collected the second wallets', async () => (await botWallets(saved.id)).current.length === 0, 60_000);
  await until('the second collection ended', async () => (await robotOf(saved.id)).collection === null, 60_000);
  const emptied = await solanaHoldings(rpc, demoMint, second.current);
  expect([...emptied.values()]).toEqual(second.current.map(() => ({ sol: 0n, demo: 0n })));
  expectCode(await demo.call('/Api/Robot/delete_robot', { id: saved.id }), 1000);
});
