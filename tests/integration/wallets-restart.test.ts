// An allocation survives kill -9. The server runs in its own process; the sandbox chain runs in the
// test's, so it outlives the server as a real chain would, and the test mines its blocks. While the
// server is sending a 200-wallet allocation (some transfers mined, some waiting in the chain's pool,
// some not yet signed) it is killed with SIGKILL. Started again on the same data folder, it resumes
// the task from its journal: transfers already mined are found by their hashes, those waiting are
// not sent again, the rest are signed with the next nonces. Every wallet ends with exactly its
// share, and the main wallet sent exactly 200 transactions.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, isNull } from 'drizzle-orm';
import { type Address, erc20Abi, parseEther, parseUnits } from 'viem';
import { afterAll, expect, it } from 'vitest';
import { splitTotal } from '../../src/engine/wallets/transfer-plans.ts';
import { nodeClients } from '../../src/sandbox/chain/chain-client.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { chainSends, tradeTaskItems, tradeTasks } from '../../src/server/db/schema/index.ts';
import { demoClient, expectCode } from '../support/accounts.ts';
import { killChildren, startChildServer } from '../support/child-server.ts';
import { type SandboxDex, startSandboxDex } from '../support/sandbox-dex.ts';
import { TestClient } from '../support/start-test-server.ts';
import { waitForTask } from '../support/trade-client.ts';
import { CHAIN, chainReader, ok, onChain, taskProgress } from '../support/wallet-client.ts';

const dir = mkdtempSync(join(tmpdir(), 'mmc-wallet-restart-'));
const dataDir = join(dir, 'server');
let dex: SandboxDex | undefined;
const children: ChildProcess[] = [];

afterAll(async () => {
  killChildren(children);
  await dex?.close();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

const startServer = (chainJson: string) =>
  startChildServer('tests/support/wallet-server-child.ts', { DATA_DIR: dataDir, CHAIN_JSON: chainJson }, children);

async function until(what: string, probe: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it('finishes a 200-wallet allocation after kill -9, every wallet paid exactly once', { timeout: 300_000 }, async () => {
  // Blocks only when the test mines them.
  dex = await startSandboxDex({ blockIntervalMs: 0 });
  const chain = dex.chain;
  const usdt = dex.token('USDT');
  const reader = chainReader(chain.rpcUrl);
  const chainJson = JSON.stringify({ rpcUrl: chain.rpcUrl, chainId: chain.chainId, contracts: chain.contracts });

  const first = await startServer(chainJson);
  const client: TestClient = await demoClient(first.url);
  const main = (await ok<{ wallet: { id: number; address: Address } }>(client, 'create_main_wallet', { chain: CHAIN })).wallet;
  const funder = nodeClients(chain.node, chain.chainId).walletFor(chain.privateKey);
  const total = parseUnits('2000', 18) + 123n;
  await funder.sendTransaction({ to: main.address, value: parseEther('10') });
  await funder.writeContract({ address: usdt, abi: erc20Abi, functionName: 'transfer', args: [main.address, total] });
  await chain.mine();
  await ok(client, 'create_dex_wallets', { chain: CHAIN, count: 200 });
  const { list } = await ok<{ list: { id: number; address: Address }[] }>(client, 'get_attached_wallets', { chain: CHAIN, page_size: 500 });
  expect(list).toHaveLength(200);

  const pendingFromMain = async () =>
    (await reader.getTransactionCount({ address: main.address, blockTag: 'pending' })) -
    (await reader.getTransactionCount({ address: main.address, blockTag: 'latest' }));
  const { schedule_code: code } = await ok<{ schedule_code: string }>(client, 'dex_deliver_token', {
    chain: CHAIN,
    token: usdt.toLowerCase(),
    total_amount: '2000.000000000000000123',
    strategy: 'average',
  });
  // Some transfers mined, then more waiting in the pool when the server dies.
  await until('the first transfers in the pool', async () => (await pendingFromMain()) >= 40);
  await chain.mine();
  await until('more transfers in the pool', async () => (await pendingFromMain()) >= 10);
  first.child.kill('SIGKILL');
  await first.exited;

  const crashed = await openDatabase({ dataDir });
  try {
    const [task] = await crashed.db.select().from(tradeTasks).where(eq(tradeTasks.code, code));
    const [journalled] = await crashed.db.select({ n: count() }).from(chainSends).where(eq(chainSends.taskId, task!.id));
    const [open] = await crashed.db
      .select({ n: count() })
      .from(tradeTaskItems)
      .where(and(eq(tradeTaskItems.taskId, task!.id), isNull(tradeTaskItems.result)));
    expect(task!.status).toBeLessThan(2);
    expect(journalled!.n).toBeGreaterThan(0);
    expect(open!.n).toBeGreaterThan(0);
  } finally {
    await crashed.close();
  }
  // What was in the pool at the crash is mined while the server is down.
  await chain.mine();

  const second = await startServer(chainJson);
  // The same device and sign-in as before the crash (a new device would need a login verification).
  const again = new TestClient(second.url, { session: client.session });
  again.token = client.token;
  const miner = setInterval(() => void chain.mine(), 300);
  try {
    await waitForTask(again, code, 120_000, CHAIN);
  } finally {
    clearInterval(miner);
  }
  expect(await taskProgress(again, code)).toMatchObject({ status: 2, use: 200, fail: 0, skip: 0 });

  // Even split of an odd total: the first 123 wallets get one base unit more.
  const shares = splitTotal(total, 200, 0, () => 0)!;
  const received = await onChain(
    reader,
    usdt,
    list.map((wallet) => wallet.address),
  );
  expect(received).toEqual(shares);
  expect((await onChain(reader, usdt, [main.address]))[0]).toBe(0n);
  expect(await reader.getTransactionCount({ address: main.address, blockTag: 'latest' })).toBe(200);
  expectCode(await again.call('/Api/Wallet/get_groups', { chain: CHAIN }), 1000);
  second.child.kill('SIGTERM');
  await second.exited;
});
