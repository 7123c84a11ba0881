// DEX Batch Order and the funding-wallet order over real HTTP against the server's embedded sandbox
// chain (a block every 200 ms, its simulated traders on): a group of trading wallets with each
// trading restriction, funded and approved through the wallet tools; a batch buy and a batch sell
// across the group, checked against the pool's own Swap events and the wallets' balances on the
// chain; a wallet that never approved the token; the main wallet's swap and its request id; and
// every bad input refused with its code.
import { eq } from 'drizzle-orm';
import { type Address, formatEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTORY_ABI } from '../../src/engine/connectors/evm/uniswap-v2-abi.ts';
import { dexSwaps, users } from '../../src/server/db/schema/index.ts';
import { expectCode } from '../support/accounts.ts';
import { DEX_PAIR, runSwaps, type SwapRecord, swapHistory, swapsTo, trade } from '../support/dex-swap-client.ts';
import { type ExchangeTestServer, startExchangeTestServer } from '../support/exchange-server.ts';
import type { TestClient } from '../support/start-test-server.ts';
import { waitForTask } from '../support/trade-client.ts';
import { CHAIN, chainReader, ok, onChain, runTask } from '../support/wallet-client.ts';

let server: ExchangeTestServer;
let demo: TestClient;
let reader: ReturnType<typeof chainReader>;
let pool: Address;
let cake: string;
let group: number;
const restrictionOf = new Map<string, string>();
const before = new Map<string, { cake: bigint; bnb: bigint }>();

interface Wallet {
  id: number;
  address: string;
  restriction: string;
}

const sumOf = (rows: SwapRecord[], field: 'base_amount' | 'quote_amount' | 'requested') =>
  rows.reduce((sum, row) => sum + (row[field] ?? 0), 0);

async function walletsOf(groupId: number): Promise<Wallet[]> {
  return (await ok<{ list: Wallet[] }>(demo, 'get_attached_wallets', { chain: CHAIN, group_id: groupId, page_size: 100 })).list;
}

async function newGroup(name: string, restrictions: string[]): Promise<number> {
  const id = (await ok<{ id: number }>(demo, 'create_dex_wallet_group', { chain: CHAIN, name })).id;
  for (const restriction of restrictions) await ok(demo, 'create_dex_wallets', { chain: CHAIN, count: 1, restriction, group_id: id });
  return id;
}

async function fund(groupId: number, bnb: string, cakeAmount: string) {
  for (const [token, total_amount] of [
    ['native', bnb],
    [cake, cakeAmount],
  ])
    expect(
      (await runTask(demo, 'dex_deliver_token', { chain: CHAIN, token, total_amount, strategy: 'average', group_id: groupId })).progress,
    ).toMatchObject({ status: 2, fail: 0 });
}

async function snapshot(wallets: string[]) {
  const [cakes, bnbs] = await Promise.all([onChain(reader, cake, wallets), onChain(reader, 'native', wallets)]);
  for (const [index, wallet] of wallets.entries()) before.set(wallet, { cake: cakes[index]!, bnb: bnbs[index]! });
}

beforeAll(async () => {
  server = await startExchangeTestServer({ SANDBOX_CHAIN: 'on', SANDBOX_CHAIN_BLOCK_MS: '200' });
  demo = server.demo;
  const chain = server.runtime.sandboxChain!;
  reader = chainReader(chain.rpcUrl);
  cake = chain.contracts.tokens.CAKE!.toLowerCase();
  pool = await reader.readContract({
    address: chain.contracts.factory,
    abi: FACTORY_ABI,
    functionName: 'getPair',
    args: [chain.contracts.tokens.CAKE!, chain.contracts.tokens.WBNB!],
  });
  await ok(demo, 'create_main_wallet', { chain: CHAIN });
  group = await newGroup('Swappers', ['buy', 'buy', 'sell', 'sell', 'unlimited', 'unlimited']);
  for (const wallet of await walletsOf(group)) restrictionOf.set(wallet.address, wallet.restriction);
  await fund(group, '6', '6000');
  // The group approves CAKE for the router; the main wallet does not (yet).
  expect(
    (await runTask(demo, 'dex_wallets_approve', { web: 'sandbox-dex', approve_token: cake, is_master_approve: 0, group_id: group }))
      .progress,
  ).toMatchObject({ status: 2, fail: 0 });
}, 180_000);

afterAll(() => server?.stop());

describe('DEX batch order', () => {
  it('buys across the group from the wallets that may buy, the total split within the variation', async () => {
    const wallets = [...restrictionOf.keys()];
    await snapshot(wallets);
    const swapsBefore = await swapsTo(reader, pool, wallets);
    const started = Date.now();
    const buy = await runSwaps(demo, 'batch_trade_dex', {
      side: 'buy',
      wallet_count: 10,
      total_amount: '1',
      variation: 40,
      interval: 0.5,
      slippage: 5,
      group_id: group,
    });
    expect(buy.type).toBe('swap');
    expect(buy.progress).toMatchObject({ status: 2, use: 4, fail: 0, total: 4 });
    expect(Date.now() - started).toBeGreaterThan(3 * 450);

    const rows = (await swapHistory(demo, { schedule_code: buy.schedule_code })).list;
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.status === 'done' && row.side === 'buy' && row.source === 'batch')).toBe(true);
    expect(rows.every((row) => restrictionOf.get(row.wallet_address) !== 'sell')).toBe(true);
    expect(sumOf(rows, 'requested')).toBeCloseTo(1, 12);
    expect(sumOf(rows, 'quote_amount')).toBeCloseTo(1, 12);
    for (const row of rows) {
      expect(row.quote_amount! / 0.25).toBeGreaterThanOrEqual(0.6 - 1e-9);
      expect(row.quote_amount! / 0.25).toBeLessThanOrEqual(1.4 + 1e-9);
      expect(row.price).toBeCloseTo(row.quote_amount! / row.base_amount!, 12);
      expect(row.gas_fee).toBeGreaterThan(0);
      // What the history says reached the wallet is what the chain shows.
      const [cakeNow] = await onChain(reader, cake, [row.wallet_address]);
      expect(Number(formatEther(cakeNow! - before.get(row.wallet_address)!.cake))).toBeCloseTo(row.base_amount!, 9);
    }
    // The swaps are spaced by the interval (±10%), newest first in the history.
    const times = rows.map((row) => row.time).reverse();
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(440);
    // One Swap event per swap, and only from the wallets that swapped.
    const swapsAfter = await swapsTo(reader, pool, wallets);
    for (const wallet of wallets) {
      const made = swapsAfter.get(wallet)! - swapsBefore.get(wallet)!;
      expect(made).toBe(rows.some((row) => row.wallet_address === wallet) ? 1 : 0);
    }
  }, 60_000);

  it('sells from the wallets that may sell, the base total exact', async () => {
    const sell = await runSwaps(demo, 'batch_trade_dex', {
      side: 'sell',
      wallet_count: 3,
      total_amount: '300',
      variation: 20,
      interval: 0,
      gas_multiplier: 2,
      slippage: 5,
      group_id: group,
    });
    expect(sell.progress).toMatchObject({ status: 2, use: 3, fail: 0, total: 3 });
    const rows = (await swapHistory(demo, { schedule_code: sell.schedule_code })).list;
    expect(rows.every((row) => row.status === 'done' && restrictionOf.get(row.wallet_address) !== 'buy')).toBe(true);
    expect(new Set(rows.map((row) => row.wallet_address)).size).toBe(3);
    expect(sumOf(rows, 'base_amount')).toBeCloseTo(300, 9);
    for (const row of rows) expect(row.base_amount! / 100).toBeGreaterThanOrEqual(0.8 - 1e-9);
  }, 60_000);

  it('fails the swap of a wallet that never approved the token, with its reason', async () => {
    const mixed = await newGroup('Half approved', ['unlimited']);
    await fund(mixed, '1', '200');
    await runTask(demo, 'dex_wallets_approve', { web: 'sandbox-dex', approve_token: cake, is_master_approve: 0, group_id: mixed });
    // A wallet that joins the group after the approval.
    await ok(demo, 'create_dex_wallets', { chain: CHAIN, count: 1, group_id: mixed });
    const [late] = (await walletsOf(mixed)).slice(-1);
    await runTask(demo, 'dex_transfer', {
      chain: CHAIN,
      from_wallet_id: (await walletsOf(mixed))[0]!.id,
      to_wallet_id: late!.id,
      token: 'native',
      amount: '0.2',
    });
    await runTask(demo, 'dex_transfer', {
      chain: CHAIN,
      from_wallet_id: (await walletsOf(mixed))[0]!.id,
      to_wallet_id: late!.id,
      token: cake,
      amount: '100',
    });
    const sell = await runSwaps(demo, 'batch_trade_dex', {
      side: 'sell',
      wallet_count: 2,
      total_amount: '100',
      interval: 0,
      group_id: mixed,
    });
    expect(sell.progress).toMatchObject({ status: 2, use: 1, fail: 1 });
    const failed = (await swapHistory(demo, { schedule_code: sell.schedule_code, status: 'failed' })).list;
    expect(failed).toMatchObject([
      { wallet_address: late!.address, reason_key: 'allowanceMissing', reason: 'the token is not approved for the DEX' },
    ]);

    const unapproved = await newGroup('Never approved', ['unlimited']);
    await fund(unapproved, '0.5', '50');
    const refused = expectCode(
      await demo.call('/Api/Trade/batch_trade_dex', {
        ...DEX_PAIR,
        side: 'sell',
        wallet_count: 1,
        total_amount: '10',
        group_id: unapproved,
      }),
      2107,
    );
    expect(refused.data).toEqual({ token: cake });
  }, 90_000);

  it('refuses bad input before anything is stored, each with its code', async () => {
    const batch = { ...DEX_PAIR, side: 'buy', wallet_count: 2, total_amount: '0.1', group_id: group };
    const refused = async (changes: Record<string, unknown>, code: number) =>
      expectCode(await demo.call('/Api/Trade/batch_trade_dex', { ...batch, ...changes }), code).msg;
    expect(await refused({ wallet_count: 0 }, 1010)).toBe('Enter a number of wallets from 1 to 1,000.');
    await refused({ variation: 95 }, 1010);
    await refused({ gas_multiplier: 0.5 }, 1010);
    await refused({ slippage: 0 }, 1010);
    await refused({ total_amount: '0' }, 1010);
    await refused({ web_type: 0 }, 1010);
    await refused({ web: 'nowhere' }, 4103);
    await refused({ yenUnit1: 'NOPE' }, 4106);
    await refused({ total_amount: '0.0000000000000000001' }, 1010);
    await refused({ group_id: 999_999 }, 4403);
    await refused({ total_amount: '1000' }, 4502);
    const buyOnly = await newGroup('Buy only', ['buy']);
    expect(await refused({ side: 'sell', group_id: buyOnly }, 4501)).toContain('sell');
    const chinese = await demo.call('/Api/Trade/batch_trade_dex', { ...batch, wallet_count: 0 }, { language: 'zh' });
    expect(chinese.msg).toBe('请输入 1 到 1,000 之间的钱包数量。');
  }, 60_000);
});

describe('funding-wallet order', () => {
  it('swaps from the main wallet once per request id', async () => {
    const position = await trade<{ wallet: { address: string }; base: { amount: string; approved: boolean }; native: { amount: string } }>(
      demo,
      'dex_position',
      DEX_PAIR,
    );
    expect(position.base.approved).toBe(false);
    expect(Number(position.native.amount)).toBeGreaterThan(80);
    const order = { ...DEX_PAIR, side: 'buy', amount: '0.5', slippage: 3, request_id: 'form-0001' };
    const first = await trade(demo, 'trade_dex', order);
    const again = await trade(demo, 'trade_dex', order);
    expect(again.schedule_code).toBe(first.schedule_code);
    const { list } = await runSwapsDone(first.schedule_code);
    expect(list).toMatchObject([{ source: 'main', side: 'buy', status: 'done', wallet_address: position.wallet.address }]);
    expect(list[0]!.quote_amount).toBe(0.5);
    expect(list[0]!.base_amount).toBeGreaterThan(50);
    const swaps = await swapsTo(reader, pool, [position.wallet.address]);
    expect(swaps.get(position.wallet.address)).toBe(1);
  }, 60_000);

  it('refuses what the main wallet cannot do, with the wallet codes', async () => {
    const order = { ...DEX_PAIR, side: 'sell', amount: '10', slippage: 3 };
    const refused = await demo.call('/Api/Trade/trade_dex', { ...order, request_id: 'form-0002' });
    expectCode(refused, 2108);
    expect(refused.data).toEqual({ token: cake });
    expectCode(await demo.call('/Api/Trade/trade_dex', { ...order, side: 'buy', amount: '1000', request_id: 'form-0003' }), 4301);
    expectCode(await demo.call('/Api/Trade/trade_dex', { ...order, request_id: 'x' }), 1010);
  });

  it('lists every swap in the history, newest first, by pair, source and status, a page at a time', async () => {
    const all = await swapHistory(demo, { web: 'sandbox-dex', yenUnit1: 'CAKE', yenUnit2: 'BNB' });
    expect(all.total).toBe(all.list.length);
    expect(all.list[0]!.source).toBe('main');
    expect(all.list.map((row) => row.time)).toEqual([...all.list.map((row) => row.time)].sort((a, b) => b - a));
    const batch = await swapHistory(demo, { source: 'batch', status: 'done' });
    expect(batch.total).toBe(4 + 3 + 1);
    const page = await swapHistory(demo, { source: 'batch', page: 2, page_size: 3 });
    expect(page).toMatchObject({ total: all.total - 1, page: 2, page_size: 3 });
    expect(page.list).toHaveLength(3);
    expect((await swapHistory(demo, { yenUnit1: 'DEMO', yenUnit2: 'USDT' })).total).toBe(0);
    expectCode(await demo.call('/Api/Trade/dex_orders', { page_size: 101 }), 1010);
  });

  it("lists a bot's swaps beside the user's own", async () => {
    // Written as the bot runner writes its swaps (it records them in the same table).
    const { db } = server.runtime.database;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.userName, 'demo01'));
    await db.insert(dexSwaps).values({
      userId: user!.id,
      source: 'bot',
      step: 1,
      chain: CHAIN,
      web: 'sandbox-dex',
      base: 'CAKE',
      quote: 'BNB',
      walletAddress: '0x00000000000000000000000000000000000000b0',
      side: 'sell',
      requested: 12,
      status: 'failed',
      reason: 'slippage',
    });
    const bots = await swapHistory(demo, { source: 'bot' }, 'ko');
    expect(bots.list).toMatchObject([
      {
        source: 'bot',
        schedule_code: null,
        side: 'sell',
        requested: 12,
        gas_coin: 'BNB',
        reason_key: 'slippage',
        reason: '가격이 슬리피지 허용 범위를 넘어 변동함',
      },
    ]);
  });
});

async function runSwapsDone(code: string) {
  expect(await waitForTask(demo, code, 30_000, CHAIN)).toMatchObject({ status: 2, use: 1 });
  return swapHistory(demo, { schedule_code: code });
}
