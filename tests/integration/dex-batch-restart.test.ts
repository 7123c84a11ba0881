// A DEX batch order survives kill -9. The server runs in its own process; the sandbox chain runs in
// the test's, so it outlives the server as a real chain would, and the test mines its blocks. While
// the server is sending a batch buy across six wallets (some swaps mined, one waiting in the
// chain's pool, the rest not yet signed) it is killed with SIGKILL. Started again on the same data
// folder, it resumes the task: the swap in the pool is found by its journalled hash and settled
// from its receipt, the rest are sent. Every wallet made exactly one swap (its nonce is 1, the pool
// shows one Swap event to it) and the journal holds one transaction per item.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { type Address, parseEther } from 'viem';
import { afterAll, expect, it } from 'vitest';
import { FACTORY_ABI } from '../../src/engine/connectors/evm/uniswap-v2-abi.ts';
import { nodeClients } from '../../src/sandbox/chain/chain-client.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { chainSends, dexSwaps, tradeTasks } from '../../src/server/db/schema/index.ts';
import { demoClient } from '../support/accounts.ts';
import { killChildren, startChildServer } from '../support/child-server.ts';
import { DEX_PAIR, swapHistory, swapsTo, trade } from '../support/dex-swap-client.ts';
import { type SandboxDex, startSandboxDex } from '../support/sandbox-dex.ts';
import { TestClient } from '../support/start-test-server.ts';
import { waitForTask } from '../support/trade-client.ts';
import { CHAIN, chainReader, ok, runTask } from '../support/wallet-client.ts';

const dir = mkdtempSync(join(tmpdir(), 'mmc-dex-restart-'));
const dataDir = join(dir, 'server');
let dex: SandboxDex | undefined;
const children: ChildProcess[] = [];
const WALLETS = 6;

afterAll(async () => {
  killChildren(children);
  await dex?.close();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

async function until(what: string, probe: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Mines a block every `ms` until stopped. */
function miner(chain: SandboxDex['chain'], ms: number): () => void {
  const timer = setInterval(() => void chain.mine(), ms);
  return () => clearInterval(timer);
}

it('finishes a DEX batch order after kill -9, every wallet swapping exactly once', { timeout: 85_000 }, async () => {
  dex = await startSandboxDex({ blockIntervalMs: 0 });
  const chain = dex.chain;
  const reader = chainReader(chain.rpcUrl);
  const chainJson = JSON.stringify({ rpcUrl: chain.rpcUrl, chainId: chain.chainId, contracts: chain.contracts });
  const startServer = () =>
    startChildServer('tests/support/wallet-server-child.ts', { DATA_DIR: dataDir, CHAIN_JSON: chainJson }, children);
  const pool = await reader.readContract({
    address: chain.contracts.factory,
    abi: FACTORY_ABI,
    functionName: 'getPair',
    args: [chain.contracts.tokens.CAKE!, chain.contracts.tokens.WBNB!],
  });

  const first = await startServer();
  const client = await demoClient(first.url);
  const main = (await ok<{ wallet: { address: Address } }>(client, 'create_main_wallet', { chain: CHAIN })).wallet;
  await nodeClients(chain.node, chain.chainId)
    .walletFor(chain.privateKey)
    .sendTransaction({ to: main.address, value: parseEther('20') });
  await chain.mine();
  const group = (await ok<{ id: number }>(client, 'create_dex_wallet_group', { chain: CHAIN, name: 'Crash' })).id;
  await ok(client, 'create_dex_wallets', { chain: CHAIN, count: WALLETS, group_id: group });
  const wallets = (await ok<{ list: { address: Address }[] }>(client, 'get_attached_wallets', { chain: CHAIN, group_id: group })).list.map(
    (wallet) => wallet.address,
  );
  const stopFunding = miner(chain, 100);
  await runTask(client, 'dex_deliver_token', { chain: CHAIN, token: 'native', total_amount: '6', strategy: 'average', group_id: group });
  stopFunding();

  const inPool = async () => {
    const counts = await Promise.all(
      wallets.map(async (address) => {
        const [pending, latest] = await Promise.all([
          reader.getTransactionCount({ address, blockTag: 'pending' }),
          reader.getTransactionCount({ address, blockTag: 'latest' }),
        ]);
        return pending - latest;
      }),
    );
    return counts.reduce((a, b) => a + b, 0);
  };
  const { schedule_code: code } = await trade(client, 'batch_trade_dex', {
    ...DEX_PAIR,
    side: 'buy',
    wallet_count: WALLETS,
    total_amount: '3',
    variation: 30,
    interval: 0,
    slippage: 10,
    group_id: group,
  });
  // Two swaps mined one by one, then the server dies while the third waits in the pool.
  for (let mined = 0; mined < 2; mined++) {
    await until('a swap in the pool', async () => (await inPool()) > 0);
    await chain.mine();
  }
  await until('the third swap in the pool', async () => (await inPool()) > 0);
  first.child.kill('SIGKILL');
  await first.exited;

  const crashed = await openDatabase({ dataDir });
  try {
    const [task] = await crashed.db.select().from(tradeTasks).where(eq(tradeTasks.code, code));
    const [pending] = await crashed.db
      .select({ n: count() })
      .from(dexSwaps)
      .where(and(eq(dexSwaps.taskId, task!.id), eq(dexSwaps.status, 'pending')));
    expect(task!.status).toBeLessThan(2);
    expect(pending!.n).toBeGreaterThanOrEqual(1);
  } finally {
    await crashed.close();
  }
  // What was in the pool at the crash is mined while the server is down.
  await chain.mine();

  const second = await startServer();
  const again = new TestClient(second.url, { session: client.session });
  again.token = client.token;
  const stopMining = miner(chain, 150);
  try {
    expect(await waitForTask(again, code, 45_000, CHAIN)).toMatchObject({ status: 2, use: WALLETS, fail: 0 });
  } finally {
    stopMining();
  }

  for (const address of wallets) expect(await reader.getTransactionCount({ address, blockTag: 'latest' })).toBe(1);
  const events = await swapsTo(reader, pool, wallets);
  expect([...events.values()]).toEqual(Array(WALLETS).fill(1));
  const history = (await swapHistory(again, { schedule_code: code })).list;
  expect(history).toHaveLength(WALLETS);
  expect(history.every((row) => row.status === 'done')).toBe(true);
  expect(history.reduce((sum, row) => sum + row.quote_amount!, 0)).toBeCloseTo(3, 12);
  second.child.kill('SIGTERM');
  await second.exited;

  const after = await openDatabase({ dataDir });
  try {
    const [task] = await after.db.select().from(tradeTasks).where(eq(tradeTasks.code, code));
    const sends = await after.db.select({ item: chainSends.itemIndex }).from(chainSends).where(eq(chainSends.taskId, task!.id));
    expect(sends.map((send) => send.item).sort((a, b) => a - b)).toEqual([...Array(WALLETS).keys()]);
  } finally {
    await after.close();
  }
});
