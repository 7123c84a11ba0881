// A wallet task's item whose transaction is out there is never failed, never sent twice and never
// holds its wallet up for ever. The server runs in this process on the sandbox chain (blocks only
// when the test mines them), reached through a JSON-RPC relay that the test can make answer 502 to
// broadcasts after passing them on: the node has the transaction, the server does not know it.
// Then the item's attempts run out while its transaction waits in the pool: it stays "pending on
// chain" and the task running until the block comes; left waiting, it is sent again at the same
// nonce with a higher fee, and at last given up, its nonce filled by a zero-value self-transfer.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { type Address, type Hex, keccak256, parseEther, parseTransaction } from 'viem';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { nodeClients } from '../../src/sandbox/chain/chain-client.ts';
import { chainSends, dexSwaps, tradeTaskItems, tradeTasks } from '../../src/server/db/schema/index.ts';
import { sandboxDexVenue } from '../../src/server/embedded/sandbox-dex-venue.ts';
import { demoClient, expectCode } from '../support/accounts.ts';
import { DEX_PAIR, trade } from '../support/dex-swap-client.ts';
import { type SandboxDex, startSandboxDex } from '../support/sandbox-dex.ts';
import { type TestClient, type TestServer, startTestServer } from '../support/start-test-server.ts';
import { CHAIN, chainReader, ok, runTask } from '../support/wallet-client.ts';

const STUCK_MS = 3_000;

let dex: SandboxDex;
let relay: Server;
let server: TestServer;
let client: TestClient;
let main: Address;
let trading: { id: number; address: Address };
/** While true, a broadcast reaches the node but its answer is lost (502). */
let dropBroadcastAnswers = false;
/** Every signed transaction the server broadcast, as seen by the relay. */
const broadcasts: Hex[] = [];

async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function startRelay(target: string): Promise<Server> {
  const relayServer = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString();
    const calls = [JSON.parse(body)].flat() as Array<{ method: string; params: unknown[] }>;
    const raws = calls.filter((call) => call.method === 'eth_sendRawTransaction').map((call) => call.params[0] as Hex);
    broadcasts.push(...raws);
    const answer = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const text = await answer.text();
    if (raws.length > 0 && dropBroadcastAnswers) {
      response.writeHead(502).end('bad gateway');
      return;
    }
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
  });
  return new Promise((resolve) => relayServer.listen(0, '127.0.0.1', () => resolve(relayServer)));
}

beforeAll(async () => {
  dex = await startSandboxDex({ blockIntervalMs: 0 });
  relay = await startRelay(dex.chain.rpcUrl);
  const relayUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`;
  server = await startTestServer({
    SANDBOX_CHAIN: 'off',
    SANDBOX_SOLANA: 'off',
    TASK_CHAIN_POLL_MS: '100',
    TASK_CHAIN_STUCK_MS: String(STUCK_MS),
    TASK_CHAIN_BUMPS: '1',
  });
  server.runtime.venues.dex.register(sandboxDexVenue({ ...dex.chain, rpcUrl: relayUrl }));
  client = await demoClient(server.url);
  main = (await ok<{ wallet: { address: Address } }>(client, 'create_main_wallet', { chain: CHAIN })).wallet.address;
  const funder = nodeClients(dex.chain.node, dex.chain.chainId).walletFor(dex.chain.privateKey);
  await funder.sendTransaction({ to: main, value: parseEther('10') });
  await dex.chain.mine();
  await ok(client, 'create_dex_wallets', { chain: CHAIN, count: 1 });
  const { list } = await ok<{ list: { id: number; address: Address }[] }>(client, 'get_attached_wallets', { chain: CHAIN });
  trading = list[0]!;
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => relay?.close(resolve));
  await dex?.close();
}, 30_000);

const reader = () => chainReader(dex.chain.rpcUrl);
const db = () => server.runtime.database.db;
const mainNonce = () => reader().getTransactionCount({ address: main, blockTag: 'latest' });
const balanceOf = (address: Address) => reader().getBalance({ address });

/** A transaction the node holds (in its pool or mined): journalled rows are written before they are broadcast. */
const atNode = (hash: string) =>
  reader()
    .getTransaction({ hash: hash as Hex })
    .then(Boolean, () => false);

/** Starts a 1-coin transfer from the main wallet whose broadcasts all lose their answers, and waits until its item has a state. */
async function transferWithLostAnswers() {
  dropBroadcastAnswers = true;
  const { schedule_code: code } = await ok<{ schedule_code: string }>(client, 'dex_main_transfer', {
    chain: CHAIN,
    to_wallet_id: trading.id,
    token: 'native',
    amount: '1',
  });
  const [task] = await db().select().from(tradeTasks).where(eq(tradeTasks.code, code));
  const item = await until('the item out of attempts', async () => {
    const [row] = await db().select().from(tradeTaskItems).where(eq(tradeTaskItems.taskId, task!.id));
    return row && (row.result !== null || row.reason !== null) ? row : undefined;
  });
  dropBroadcastAnswers = false;
  const journal = async () => (await db().select().from(chainSends).where(eq(chainSends.taskId, task!.id)))[0]!;
  const itemRow = async () => (await db().select().from(tradeTaskItems).where(eq(tradeTaskItems.taskId, task!.id)))[0]!;
  const taskRow = async () => (await db().select().from(tradeTasks).where(eq(tradeTasks.id, task!.id)))[0]!;
  return { code, item, journal, itemRow, taskRow };
}

it('keeps an item pending on chain past its attempts, then records it from the receipt, sent once', async () => {
  const nonceBefore = await mainNonce();
  const balanceBefore = await balanceOf(trading.address);
  const { code, item, journal, taskRow } = await transferWithLostAnswers();
  expect({ result: item.result, reason: item.reason }).toEqual({ result: null, reason: 'pendingOnChain' });
  const progress = expectCode(
    await client.call<{ status: number; data: { on_chain: Array<{ index: number; state: string; label: string }> } }>(
      '/Api/wallet/get_schedule_data',
      { schedule_code: code, chain: CHAIN },
    ),
    1000,
  ).data;
  expect(progress.status).toBe(1);
  expect(progress.data.on_chain).toEqual([{ index: 0, state: 'pendingOnChain', label: 'Pending on chain' }]);

  const sent = await journal();
  await dex.chain.mine();
  const ended = await until('the task ended', async () => {
    const row = await taskRow();
    return row.status >= 2 ? row : undefined;
  });
  expect(ended.status).toBe(2);
  const [done] = await db().select().from(tradeTaskItems).where(eq(tradeTaskItems.taskId, ended.id));
  expect(done!.result).toBe('use');
  // Every try broadcast the same signed bytes: one transaction, one transfer.
  const ofTask = broadcasts.filter(
    (raw) => parseTransaction(raw).nonce === sent.nonce && parseTransaction(raw).to?.toLowerCase() === trading.address.toLowerCase(),
  );
  expect(ofTask.length).toBeGreaterThanOrEqual(3);
  expect(new Set(ofTask.map((raw) => keccak256(raw)))).toEqual(new Set([sent.hash]));
  expect(await mainNonce()).toBe(nonceBefore + 1);
  expect((await balanceOf(trading.address)) - balanceBefore).toBe(parseEther('1'));
}, 30_000);

it('sends a transaction stuck past the set time again at the same nonce with a higher fee, once', async () => {
  const nonceBefore = await mainNonce();
  const balanceBefore = await balanceOf(trading.address);
  const { item, journal, taskRow } = await transferWithLostAnswers();
  expect(item.reason).toBe('pendingOnChain');
  const first = await journal();
  const bumped = await until('the transaction sent again', async () => {
    const row = await journal();
    return row.hash !== first.hash && (await atNode(row.hash)) ? row : undefined;
  });
  await dex.chain.mine();
  const [old, next] = [parseTransaction(first.raw as Hex), parseTransaction(bumped.raw as Hex)];
  expect(bumped.nonce).toBe(first.nonce);
  expect({ to: next.to, value: next.value, nonce: next.nonce }).toEqual({ to: old.to, value: old.value, nonce: old.nonce });
  expect(next.gasPrice! > old.gasPrice!).toBe(true);
  const ended = await until('the task ended', async () => {
    const row = await taskRow();
    return row.status >= 2 ? row : undefined;
  });
  expect(ended.status).toBe(2);
  expect((await reader().getTransactionReceipt({ hash: bumped.hash as Hex })).status).toBe('success');
  expect(await mainNonce()).toBe(nonceBefore + 1);
  expect((await balanceOf(trading.address)) - balanceBefore).toBe(parseEther('1'));
}, 30_000);

it('gives up a transaction that never gets mined: a self-transfer fills its nonce and the wallet is no longer busy', async () => {
  const nonceBefore = await mainNonce();
  const balanceBefore = await balanceOf(trading.address);
  const { item, journal, itemRow, taskRow } = await transferWithLostAnswers();
  expect(item.reason).toBe('pendingOnChain');
  const first = await journal();
  const release = await until(
    'the release',
    async () => {
      const row = await journal();
      return row && parseTransaction(row.raw as Hex).to?.toLowerCase() === main.toLowerCase() && (await atNode(row.hash)) ? row : undefined;
    },
    3 * STUCK_MS + 10_000,
  );
  const parsed = parseTransaction(release.raw as Hex);
  expect({ nonce: release.nonce, value: parsed.value ?? 0n }).toEqual({ nonce: first.nonce, value: 0n });
  expect(parsed.gasPrice! > parseTransaction(first.raw as Hex).gasPrice!).toBe(true);
  await dex.chain.mine();
  const ended = await until('the task ended', async () => {
    const row = await taskRow();
    return row.status >= 2 ? row : undefined;
  });
  expect(ended.status).toBe(3);
  expect(await itemRow()).toMatchObject({ result: 'fail', reason: 'released' });
  expect((await reader().getTransactionReceipt({ hash: release.hash as Hex })).status).toBe('success');
  expect(await mainNonce()).toBe(nonceBefore + 1);
  expect(await balanceOf(trading.address)).toBe(balanceBefore);
  const waiting = await db()
    .select()
    .from(chainSends)
    .where(and(eq(chainSends.fromAddress, main.toLowerCase()), eq(chainSends.state, 'sent')));
  expect(waiting).toEqual([]);
}, 40_000);

it('keeps a DEX batch swap pending on chain past its attempts, then settles it from the receipt, swapped once', async () => {
  const group = (await ok<{ id: number }>(client, 'create_dex_wallet_group', { chain: CHAIN, name: 'On chain' })).id;
  await ok(client, 'create_dex_wallets', { chain: CHAIN, count: 1, group_id: group });
  const [swapper] = (await ok<{ list: { address: Address }[] }>(client, 'get_attached_wallets', { chain: CHAIN, group_id: group })).list;
  const funding = setInterval(() => void dex.chain.mine(), 100);
  try {
    await runTask(client, 'dex_deliver_token', { chain: CHAIN, token: 'native', total_amount: '2', strategy: 'average', group_id: group });
  } finally {
    clearInterval(funding);
  }
  dropBroadcastAnswers = true;
  const { schedule_code: code } = await trade(client, 'batch_trade_dex', {
    ...DEX_PAIR,
    side: 'buy',
    wallet_count: 1,
    total_amount: '1',
    variation: 0,
    interval: 0,
    slippage: 10,
    group_id: group,
  });
  const [task] = await db().select().from(tradeTasks).where(eq(tradeTasks.code, code));
  const item = await until('the swap out of attempts', async () => {
    const [row] = await db().select().from(tradeTaskItems).where(eq(tradeTaskItems.taskId, task!.id));
    return row && (row.result !== null || row.reason !== null) ? row : undefined;
  });
  dropBroadcastAnswers = false;
  expect({ result: item.result, reason: item.reason }).toEqual({ result: null, reason: 'pendingOnChain' });
  await dex.chain.mine();
  const ended = await until('the task ended', async () => {
    const [row] = await db().select().from(tradeTasks).where(eq(tradeTasks.id, task!.id));
    return row!.status >= 2 ? row : undefined;
  });
  expect(ended.status).toBe(2);
  const [swap] = await db().select().from(dexSwaps).where(eq(dexSwaps.taskId, task!.id));
  expect(swap!.status).toBe('done');
  expect(await reader().getTransactionCount({ address: swapper!.address, blockTag: 'latest' })).toBe(1);
  expect(await db().select().from(chainSends).where(eq(chainSends.taskId, task!.id))).toHaveLength(1);
}, 40_000);
