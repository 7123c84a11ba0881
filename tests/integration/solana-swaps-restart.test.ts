// A Solana DEX batch order survives kill -9. As in the allocation's crash test, the server runs in
// its own process and reaches the sandbox network (in the test's process) through a proxy that can
// lose transactions. While the server sends a 20-wallet batch buy one swap after another, the proxy
// starts losing them (some signed swaps never reach the chain, some land with their answer lost),
// and the server is killed with SIGKILL. Started again on the same data folder, it resumes the task
// from its journal: a swap that landed is settled from its own transaction without being quoted
// again, one still valid is sent again as the same bytes, and only one that expired unprocessed is
// quoted and signed anew. Every wallet ends with exactly one swap of its own on the chain, and the
// order history says what each really moved.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { address, airdropFactory, createSolanaRpc, createSolanaRpcSubscriptions, devnet, lamports } from '@solana/kit';
import { afterAll, expect, it } from 'vitest';
import { readSolanaBalances } from '../../src/engine/wallets/solana/solana-balances.ts';
import { type SandboxSolanaWorld, startSandboxSolanaWorld } from '../../src/sandbox/solana/world/sandbox-solana-world.ts';
import { demoClient } from '../support/accounts.ts';
import { killChildren, startChildServer } from '../support/child-server.ts';
import { swapHistory, trade } from '../support/dex-swap-client.ts';
import { type SolanaSendProxy, startSolanaSendProxy } from '../support/solana-send-proxy.ts';
import { TestClient } from '../support/start-test-server.ts';
import { progressOf, waitForTask } from '../support/trade-client.ts';
import { until } from '../support/until.ts';
import { ok } from '../support/wallet-client.ts';

const CHAIN = 'SOLANA';
const SOL = 1_000_000_000n;
const WALLETS = 20;
const PAIR = { web: 'orcasol', web_type: 1, yenUnit1: 'DEMO', yenUnit2: 'SOL' } as const;
const dir = mkdtempSync(join(tmpdir(), 'mmc-solana-swap-restart-'));
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

it('finishes a 20-wallet Solana batch buy after kill -9, each wallet swapping exactly once', { timeout: 300_000 }, async () => {
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
  await ok(client, 'create_dex_wallets', { chain: CHAIN, count: WALLETS });
  const funding = await ok<{ schedule_code: string }>(client, 'dex_deliver_token', {
    chain: CHAIN,
    token: 'native',
    total_amount: '2',
    strategy: 'average',
  });
  expect(await waitForTask(client, funding.schedule_code, 60_000, CHAIN)).toMatchObject({ status: 2, use: WALLETS });
  const { list } = await ok<{ list: { address: string }[] }>(client, 'get_attached_wallets', { chain: CHAIN, page_size: 100 });
  const wallets = list.map((wallet) => wallet.address);

  const { schedule_code: code } = await trade(client, 'batch_trade_dex', {
    ...PAIR,
    side: 'buy',
    wallet_count: WALLETS,
    total_amount: '1',
    variation: 0,
    interval: 0,
    slippage: 5,
  });
  const done = async () => (await swapHistory(client, { schedule_code: code })).list.filter((row) => row.status === 'done').length;
  await until('the first swaps landed', async () => (await done()) >= 3);
  proxy.mode = 'lose';
  await until('swaps lost both ways', async () => proxy!.lost.dropped >= 2 && proxy!.lost.unanswered >= 2);
  first.child.kill('SIGKILL');
  await first.exited;
  proxy.mode = 'pass';

  const second = await startServer();
  const again = new TestClient(second.url, { session: client.session });
  again.token = client.token;
  await waitForTask(again, code, 120_000, CHAIN);
  expect(await progressOf(again, code, CHAIN)).toMatchObject({ status: 2, use: WALLETS, fail: 0, skip: 0 });

  // One successful transaction paid by each wallet: its swap, never a second one.
  for (const wallet of wallets) {
    const signatures = await rpc.getSignaturesForAddress(address(wallet)).send();
    let paid = 0;
    for (const entry of signatures) {
      const landed = await rpc.getTransaction(entry.signature, { encoding: 'json', maxSupportedTransactionVersion: 0 }).send();
      if (landed?.transaction.message.accountKeys[0] === wallet && landed.meta?.err === null) paid += 1;
    }
    expect(paid, wallet).toBe(1);
  }
  // The history says what reached each wallet, to the base unit.
  const demoMint = address(world.mints.DEMO!.address);
  const held = await readSolanaBalances(
    rpc,
    wallets.map((wallet) => address(wallet)),
    demoMint,
  );
  const rows = (await swapHistory(again, { schedule_code: code })).list;
  expect(rows).toHaveLength(WALLETS);
  for (const row of rows) {
    expect(row.status).toBe('done');
    expect(held.get(address(row.wallet_address))!.token).toBe(BigInt(Math.round(row.base_amount! * 10 ** world.mints.DEMO!.decimals)));
  }
  second.child.kill('SIGTERM');
  await second.exited;
});
