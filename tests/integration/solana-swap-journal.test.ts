// A Solana swap through the journal (solana_sends on a real database) happens once, whatever its
// first attempt left behind: a swap whose send never reached the chain is found journalled and the
// same bytes go out again; one that landed while its answer was lost is found landed and not sent
// again; neither is quoted a second time. One whose blockhash expired unprocessed is given up in
// the journal (its payer no longer shows as sending), and a later retry signs it anew, once. Each
// is checked against the wallet's balances on chain.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  airdropFactory,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  devnet,
  generateKeyPairSigner,
  type KeyPairSigner,
  lamports,
} from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SolanaSwapConnector } from '../../src/engine/connectors/solana/solana-swap-connector.ts';
import { solanaVenue } from '../../src/engine/connectors/solana/solana-venues.ts';
import { JournalledSolanaSender } from '../../src/engine/wallets/solana/journalled-solana-sender.ts';
import { readSolanaBalances } from '../../src/engine/wallets/solana/solana-balances.ts';
import { type SandboxSolanaWorld, startSandboxSolanaWorld } from '../../src/sandbox/solana/world/sandbox-solana-world.ts';
import { solanaSends, tradeTasks, users } from '../../src/server/db/schema/index.ts';
import { solanaSendJournal } from '../../src/server/modules/wallets/solana-send-journal.ts';
import { openPgliteForTest, type TestDatabase } from '../support/databases.ts';
import { type SolanaSendProxy, startSolanaSendProxy } from '../support/solana-send-proxy.ts';

const SOL = 1_000_000_000n;
const TIMING = { pollMs: 10, resendMs: 50 };
let dataDir: string;
let world: SandboxSolanaWorld;
let proxy: SolanaSendProxy;
let test: TestDatabase;
let trader: KeyPairSigner;
let taskId: number;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'solana-swap-journal-'));
  world = await startSandboxSolanaWorld({ dataDir, port: 0, slotMs: 20 });
  proxy = await startSolanaSendProxy(world.rpcUrl);
  const rpc = createSolanaRpc(devnet(world.rpcUrl));
  trader = await generateKeyPairSigner();
  await airdropFactory({ rpc, rpcSubscriptions: createSolanaRpcSubscriptions(devnet(world.wsUrl)) })({
    recipientAddress: trader.address,
    lamports: lamports(20n * SOL),
    commitment: 'confirmed',
  });
  test = await openPgliteForTest();
  const db = test.database.db;
  const [user] = await db
    .insert(users)
    .values({ userName: 'swapper', email: 'swapper@example.com', passwordHash: 'x', availableUntil: new Date(Date.now() + 86_400_000) })
    .returning();
  const [task] = await db
    .insert(tradeTasks)
    .values({
      code: 'Tswapjournal',
      userId: user!.id,
      type: 'swap',
      action: 'swap',
      web: 'orcasol',
      base: 'SOL',
      quote: 'DEMO',
      params: {},
      total: 2,
      createdAt: new Date(),
    })
    .returning();
  taskId = task!.id;
}, 120_000);

afterAll(async () => {
  await test?.drop();
  await proxy?.close();
  await world?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A connector and a journalled sender as a process has them: a new pair stands for a restarted process. */
function process() {
  const connector = new SolanaSwapConnector(solanaVenue('orcasol')!, {
    rpcUrl: proxy.url,
    jupiterApiUrl: world.swapApiUrl,
    timing: TIMING,
  });
  const sender = new JournalledSolanaSender('SOLANA', createSolanaRpc(proxy.url), solanaSendJournal(test.database.db), { timing: TIMING });
  return { connector, sender };
}

const buy = (itemIndex: number, resumed: boolean) => {
  const { connector, sender } = process();
  const request = {
    signer: trader,
    inputMint: world.mints.SOL.address,
    outputMint: world.mints.DEMO.address,
    amountIn: SOL,
    slippagePercent: 1,
  };
  return connector.swap(request, { sender, key: { taskId, itemIndex, step: 0 }, resumed });
};

const lamportsOf = async () => (await readSolanaBalances(createSolanaRpc(world.rpcUrl), [trader.address])).get(trader.address)!.lamports;
const journalled = async (itemIndex: number) =>
  (await test.database.db.select().from(solanaSends)).filter((row) => row.taskId === taskId && row.itemIndex === itemIndex);

describe('a journalled Solana swap', () => {
  it('sends the journalled bytes again when the first send never reached the chain, and swaps once', async () => {
    const before = await lamportsOf();
    proxy.mode = 'fail-unsent';
    await expect(buy(0, false)).rejects.toThrow();
    proxy.mode = 'pass';
    const [entry] = await journalled(0);
    expect(entry?.state).toBe('sent');
    expect(await lamportsOf()).toBe(before);

    const result = await buy(0, true);
    expect(result.signature).toBe(entry!.signature);
    // Not quoted again: the quote it was signed on was the first process's.
    expect(result.quotedOut).toBeNull();
    expect(result.amountIn).toBe(SOL);
    // One swap: its amount, its fee and the rent of the DEMO account it opened, nothing twice.
    const rent = await createSolanaRpc(world.rpcUrl).getMinimumBalanceForRentExemption(165n).send();
    expect(await lamportsOf()).toBe(before - SOL - result.fee - rent);
    expect((await journalled(0)).map((row) => row.state)).toEqual(['landed']);
  });

  it('finds the swap landed when its answer was lost, and does not send it again', async () => {
    const before = await lamportsOf();
    proxy.mode = 'fail-landed';
    await expect(buy(1, false)).rejects.toThrow();
    proxy.mode = 'pass';
    const [entry] = await journalled(1);
    const landedAlready = await lamportsOf();
    expect(landedAlready).toBeLessThan(before - SOL);

    const result = await buy(1, true);
    expect(result.signature).toBe(entry!.signature);
    expect(await lamportsOf()).toBe(landedAlready);
    expect(landedAlready).toBe(before - SOL - result.fee);
    // Asked once more, the same swap answers again: nothing is sent.
    expect((await buy(1, true)).signature).toBe(entry!.signature);
    expect(await lamportsOf()).toBe(landedAlready);
  });

  it('gives up a swap that expired unprocessed, its payer no longer sending, and a retry signs it anew once', async () => {
    const { sender } = process();
    const key = { taskId, itemIndex: 2, step: 0 };
    const journal = solanaSendJournal(test.database.db);
    const before = await lamportsOf();
    proxy.mode = 'fail-unsent';
    await expect(buy(2, false)).rejects.toThrow();
    proxy.mode = 'pass';
    const [entry] = await journalled(2);
    expect(await journal.pendingPayers('SOLANA', [trader.address])).toEqual(new Set([trader.address]));
    // 150 slots of 20 ms: its blockhash runs out, and nothing of it ever reached the chain.
    await expect.poll(() => sender.state(key), { timeout: 30_000, interval: 200 }).toBe('expired');
    expect(await sender.abandon(key)).toBe('expired');
    expect((await journalled(2)).map((row) => row.state)).toEqual(['expired']);
    expect(await journal.pendingPayers('SOLANA', [trader.address])).toEqual(new Set());
    expect(await lamportsOf()).toBe(before);

    const result = await buy(2, true);
    expect(result.signature).not.toBe(entry!.signature);
    expect((await journalled(2)).map((row) => [row.signature, row.state])).toEqual([[result.signature, 'landed']]);
    expect(await lamportsOf()).toBe(before - SOL - result.fee);
  }, 60_000);
});
