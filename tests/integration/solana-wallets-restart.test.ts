// A Solana allocation survives kill -9. The server runs in its own process; the sandbox Solana
// network runs in the test's, so it outlives the server as a real network would, and the server
// reaches its RPC through a proxy that can lose transactions. While the server is sending a
// 100-wallet allocation, the proxy starts losing them (some never reach the chain, some land with
// their answer lost), and the server is killed with SIGKILL: some transfers landed, some signed and
// journalled but nowhere, some not yet signed. Started again on the same data folder, it resumes the
// task from its journal: transfers that landed are found by their signatures, those still valid are
// sent again as the same bytes, expired ones are signed anew. Every wallet ends with exactly its
// share, and the main wallet paid exactly 100 transfers and their fees: one sent twice would show.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { address, airdropFactory, createSolanaRpc, createSolanaRpcSubscriptions, devnet, lamports } from '@solana/kit';
import { count, eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { splitTotal } from '../../src/engine/wallets/transfer-plans.ts';
import { readSolanaBalances } from '../../src/engine/wallets/solana/solana-balances.ts';
import { type SandboxSolanaWorld, startSandboxSolanaWorld } from '../../src/sandbox/solana/world/sandbox-solana-world.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { solanaSends, tradeTasks } from '../../src/server/db/schema/index.ts';
import { demoClient } from '../support/accounts.ts';
import { killChildren, startChildServer } from '../support/child-server.ts';
import { TestClient } from '../support/start-test-server.ts';
import { type SolanaSendProxy, startSolanaSendProxy } from '../support/solana-send-proxy.ts';
import { progressOf, waitForTask } from '../support/trade-client.ts';
import { until } from '../support/until.ts';
import { ok } from '../support/wallet-client.ts';

const CHAIN = 'SOLANA';
const SOL = 1_000_000_000n;
const WALLETS = 100;
const dir = mkdtempSync(join(tmpdir(), 'mmc-solana-wallet-restart-'));
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

it('finishes a 100-wallet Solana allocation after kill -9, every wallet paid exactly once', { timeout: 300_000 }, async () => {
  world = await startSandboxSolanaWorld({ dataDir: join(dir, 'solana'), slotMs: 100 });
  proxy = await startSolanaSendProxy(world.rpcUrl);
  const solanaJson = JSON.stringify({ rpcUrl: proxy.url, wsUrl: world.wsUrl, swapApiUrl: world.swapApiUrl, mints: world.mints });
  const env = { DATA_DIR: dataDir, SOLANA_JSON: solanaJson, DEX_RPC_SOLANA: proxy.url };
  const startServer = () => startChildServer('tests/support/solana-wallet-server-child.ts', env, children);
  const rpc = createSolanaRpc(devnet(world.rpcUrl));
  const solOf = async (addresses: string[]) => {
    const read = await readSolanaBalances(
      rpc,
      addresses.map((a) => address(a)),
    );
    return addresses.map((a) => read.get(address(a))!.lamports);
  };

  const first = await startServer();
  const client = await demoClient(first.url);
  const main = (await ok<{ wallet: { address: string } }>(client, 'create_main_wallet', { chain: CHAIN })).wallet;
  // No faucet in this server: the test funds the main wallet itself.
  await airdropFactory({ rpc, rpcSubscriptions: createSolanaRpcSubscriptions(devnet(world.wsUrl)) })({
    recipientAddress: address(main.address),
    lamports: lamports(10n * SOL),
    commitment: 'confirmed',
  });
  await ok(client, 'create_dex_wallets', { chain: CHAIN, count: WALLETS });
  const { list } = await ok<{ list: { address: string }[] }>(client, 'get_attached_wallets', { chain: CHAIN, page_size: 500 });
  expect(list).toHaveLength(WALLETS);
  const recipients = list.map((wallet) => wallet.address);

  // Every share above the rent-exempt minimum, as a new account's first lamports must be.
  const total = 5n * SOL + 37n;
  const { schedule_code: code } = await ok<{ schedule_code: string }>(client, 'dex_deliver_token', {
    chain: CHAIN,
    token: 'native',
    total_amount: '5.000000037',
    strategy: 'average',
  });
  // Some transfers landed, then some lost on the way, and the rest not yet signed, when the server dies.
  await until('the first transfers landed', async () => (await solOf(recipients)).filter((amount) => amount > 0n).length >= 10);
  proxy.mode = 'lose';
  await until('transfers lost both ways', async () => proxy!.lost.dropped >= 5 && proxy!.lost.unanswered >= 5);
  first.child.kill('SIGKILL');
  await first.exited;
  proxy.mode = 'pass';
  const landedAtKill = (await solOf(recipients)).filter((amount) => amount > 0n).length;
  expect(landedAtKill).toBeLessThan(WALLETS);

  const crashed = await openDatabase({ dataDir });
  try {
    const [task] = await crashed.db.select().from(tradeTasks).where(eq(tradeTasks.code, code));
    const [journalled] = await crashed.db.select({ n: count() }).from(solanaSends).where(eq(solanaSends.taskId, task!.id));
    expect(task!.status).toBeLessThan(2);
    // Signed and journalled but never arrived: the dropped ones.
    expect(journalled!.n).toBeGreaterThan(landedAtKill);
  } finally {
    await crashed.close();
  }

  const second = await startServer();
  // The same device and sign-in as before the crash (a new device would need a login verification).
  const again = new TestClient(second.url, { session: client.session });
  again.token = client.token;
  await waitForTask(again, code, 120_000, CHAIN);
  expect(await progressOf(again, code, CHAIN)).toMatchObject({ status: 2, use: WALLETS, fail: 0, skip: 0 });

  // Even split of an odd total: the first 37 wallets get one lamport more.
  expect(await solOf(recipients)).toEqual(splitTotal(total, WALLETS, 0, () => 0)!);
  // The main wallet paid the total and one fee a transfer, nothing twice.
  expect((await solOf([main.address]))[0]).toBe(10n * SOL - total - BigInt(WALLETS) * 5_000n);
  second.child.kill('SIGTERM');
  await second.exited;
});
