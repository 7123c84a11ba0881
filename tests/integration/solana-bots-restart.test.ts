// A DEX bot on a Solana venue survives kill -9. The server runs in its own process and reaches the
// sandbox network (in the test's process) through a proxy that can lose transactions. While a DEX
// Volume bot swaps from its group, the proxy starts losing them (some signed swaps never reach the
// chain, some land with their answer lost), and the server is killed with SIGKILL. Started again on
// the same data folder, the bot resumes: each swap left pending is learnt from its journal entry
// (landed: settled from its own transaction; never arrived: sent again or, expired, given up) and
// none is signed twice. On the chain, each wallet paid for exactly the swaps the history says are
// done, and its DEMO moved by what they say, to the base unit.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { address, airdropFactory, createSolanaRpc, createSolanaRpcSubscriptions, devnet, lamports } from '@solana/kit';
import { afterAll, expect, it } from 'vitest';
import { type SandboxSolanaWorld, startSandboxSolanaWorld } from '../../src/sandbox/solana/world/sandbox-solana-world.ts';
import { demoClient, expectCode } from '../support/accounts.ts';
import { killChildren, startChildServer } from '../support/child-server.ts';
import { type SwapRecord, swapHistory } from '../support/dex-swap-client.ts';
import { type SolanaSendProxy, startSolanaSendProxy } from '../support/solana-send-proxy.ts';
import { solanaHoldings } from '../support/solana-holdings.ts';
import { TestClient } from '../support/start-test-server.ts';
import { waitForTask } from '../support/trade-client.ts';
import { startBot } from '../support/robot-client.ts';
import { until } from '../support/until.ts';
import { ok } from '../support/wallet-client.ts';

const CHAIN = 'SOLANA';
const ORCA_DEMO_SOL = { web: 'orcasol', yenUnit1: 'DEMO', yenUnit2: 'SOL' };
const SOL = 1_000_000_000n;
const WALLETS = 4;
const dir = mkdtempSync(join(tmpdir(), 'mmc-solana-bot-restart-'));
const dataDir = join(dir, 'server');
let world: SandboxSolanaWorld | undefined;
let proxy: SolanaSendProxy | undefined;
const children: ChildProcess[] = [];

afterAll(async () => {
  killChildren(children);
  await proxy?.close();
  await world?.close();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

it('a Solana DEX bot killed with SIGKILL mid-swap resumes with every swap sent once', { timeout: 300_000 }, async () => {
  world = await startSandboxSolanaWorld({ dataDir: join(dir, 'solana'), slotMs: 100 });
  proxy = await startSolanaSendProxy(world.rpcUrl);
  const solanaJson = JSON.stringify({ rpcUrl: proxy.url, wsUrl: world.wsUrl, swapApiUrl: world.swapApiUrl, mints: world.mints });
  const env = { DATA_DIR: dataDir, SOLANA_JSON: solanaJson, DEX_RPC_SOLANA: proxy.url };
  const startServer = () => startChildServer('tests/support/solana-wallet-server-child.ts', env, children);
  const rpc = createSolanaRpc(devnet(world.rpcUrl));

  const first = await startServer();
  const client = await demoClient(first.url);
  const main = (await ok<{ wallet: { address: string } }>(client, 'create_main_wallet', { chain: CHAIN })).wallet;
  await airdropFactory({ rpc, rpcSubscriptions: createSolanaRpcSubscriptions(devnet(world.wsUrl)) })({
    recipientAddress: address(main.address),
    lamports: lamports(10n * SOL),
    commitment: 'confirmed',
  });
  const group = (await ok<{ id: number }>(client, 'create_dex_wallet_group', { chain: CHAIN, name: 'Volume' })).id;
  await ok(client, 'create_dex_wallets', { chain: CHAIN, count: WALLETS, group_id: group });
  const funding = await ok<{ schedule_code: string }>(client, 'dex_deliver_token', {
    chain: CHAIN,
    token: 'native',
    total_amount: '2',
    strategy: 'average',
    group_id: group,
  });
  expect(await waitForTask(client, funding.schedule_code, 60_000, CHAIN)).toMatchObject({ status: 2, use: WALLETS });
  const { list } = await ok<{ list: { address: string }[] }>(client, 'get_attached_wallets', { chain: CHAIN, group_id: group });
  const wallets = list.map((wallet) => wallet.address);
  const demoMint = address(world.mints.DEMO!.address);
  const before = await solanaHoldings(rpc, demoMint, wallets);

  const params = { wallet_group_id: group, target_volume: 100, single_amount: 0.02, interval_min: 1, interval_max: 1, slippage_percent: 5 };
  const bot = await startBot(client, ORCA_DEMO_SOL, 'shua_dex', params);
  const botSwaps = async (caller: TestClient) =>
    (await swapHistory(caller, { web: 'orcasol', source: 'bot' })).list.filter(
      (row) => (row as SwapRecord & { robot_id: number }).robot_id === bot.id,
    );
  await until('the first swaps landed', async () => (await botSwaps(client)).filter((row) => row.status === 'done').length >= 3, 60_000);
  proxy.mode = 'lose';
  await until('swaps lost both ways', async () => proxy!.lost.dropped >= 1 && proxy!.lost.unanswered >= 1, 60_000);
  first.child.kill('SIGKILL');
  await first.exited;
  proxy.mode = 'pass';

  const second = await startServer();
  const again = new TestClient(second.url, { session: client.session });
  again.token = client.token;
  // Resumed, the bot settles what was left pending and trades on.
  const doneBefore = (await botSwaps(again)).filter((row) => row.status === 'done').length;
  await until(
    'nothing pending and two more swaps done',
    async () => {
      const rows = await botSwaps(again);
      return rows.every((row) => row.status !== 'pending') && rows.filter((row) => row.status === 'done').length >= doneBefore + 2;
    },
    120_000,
  );
  expectCode(await again.call('/Api/Robot/stop_robot', { id: bot.id }), 1000);
  const rows = await botSwaps(again);
  expect(rows.filter((row) => row.status === 'pending')).toEqual([]);

  const after = await solanaHoldings(rpc, demoMint, wallets);
  for (const wallet of wallets) {
    const done = rows.filter((row) => row.wallet_address === wallet && row.status === 'done');
    // The successful transactions the wallet paid for are exactly its done swaps: none sent twice.
    const paid: string[] = [];
    for (const entry of await rpc.getSignaturesForAddress(address(wallet)).send()) {
      const landed = await rpc.getTransaction(entry.signature, { encoding: 'json', maxSupportedTransactionVersion: 0 }).send();
      if (landed?.transaction.message.accountKeys[0] === wallet && landed.meta?.err === null) paid.push(entry.signature);
    }
    expect(paid.sort(), wallet).toEqual(done.map((row) => row.hash).sort());
    const sign = (row: SwapRecord) => (row.side === 'buy' ? 1n : -1n);
    const demoMoved = done.reduce(
      (sum, row) => sum + sign(row) * BigInt(Math.round(row.base_amount! * 10 ** world!.mints.DEMO!.decimals)),
      0n,
    );
    expect(after.get(wallet)!.demo - before.get(wallet)!.demo, wallet).toBe(demoMoved);
  }
  second.child.kill('SIGTERM');
  await second.exited;
});
