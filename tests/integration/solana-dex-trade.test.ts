// DEX swaps on the Solana network over real HTTP, on the server's embedded sandbox network: the
// funding-wallet order (trade_dex) and the DEX batch order (batch_trade_dex) on orcasol's DEMO/SOL
// pool, each swap quoted by the venue's Jupiter-shaped API, signed by the wallet, journalled and
// sent once; what the order history says moved is what the chain shows, to the base unit (SOL
// less exactly the transaction's fee), and what a wallet cannot do is refused before anything is
// stored.
import type { Address, createSolanaRpc, Signature } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCode } from '../support/accounts.ts';
import { type SwapRecord, swapHistory, trade } from '../support/dex-swap-client.ts';
import { type ExchangeTestServer, startExchangeTestServer } from '../support/exchange-server.ts';
import type { TestClient } from '../support/start-test-server.ts';
import { waitForTask } from '../support/trade-client.ts';
import { ok } from '../support/wallet-client.ts';
import { allocateToGroup, solanaDemo } from '../support/solana-demo.ts';
import { solanaHoldings } from '../support/solana-holdings.ts';

const CHAIN = 'SOLANA';
const PAIR = { web: 'orcasol', web_type: 1, yenUnit1: 'DEMO', yenUnit2: 'SOL' } as const;
const SOL = 1_000_000_000;
let server: ExchangeTestServer;
let demo: TestClient;
let rpc: ReturnType<typeof createSolanaRpc>;
let demoMint: Address;
let demoUnit: number;
let main: string;

/** Each wallet's lamports and DEMO base units on the chain now. */
const holdings = (wallets: string[]) => solanaHoldings(rpc, demoMint, wallets);

async function runSwapTask(action: string, body: Record<string, unknown>) {
  const started = await trade(demo, action, { ...PAIR, ...body });
  const progress = await waitForTask(demo, started.schedule_code, 60_000, CHAIN);
  const rows = (await swapHistory(demo, { schedule_code: started.schedule_code })).list;
  return { ...started, progress, rows };
}

/** The history's amounts in base units: what moved on the chain, by the wallet's own balances. */
function expectMoved(row: SwapRecord, before: { sol: bigint; demo: bigint }, after: { sol: bigint; demo: bigint }) {
  const sign = row.side === 'buy' ? 1n : -1n;
  expect(after.demo - before.demo).toBe(sign * BigInt(Math.round(row.base_amount! * demoUnit)));
  const fee = BigInt(Math.round(row.gas_fee! * SOL));
  expect(after.sol - before.sol).toBe(-sign * BigInt(Math.round(row.quote_amount! * SOL)) - fee);
}

beforeAll(async () => {
  server = await startExchangeTestServer({ SANDBOX_SOLANA: 'on', SANDBOX_SOLANA_SLOT_MS: '50', SANDBOX_SOLANA_TRADERS: 'off' });
  demo = server.demo;
  ({ rpc, demoMint, demoUnit } = solanaDemo(server));
  main = (await ok<{ wallet: { address: string } }>(demo, 'create_main_wallet', { chain: CHAIN })).wallet.address;
}, 120_000);

afterAll(() => server?.stop());

describe('funding-wallet order on Solana', () => {
  it('shows the main wallet’s position, with nothing to approve', async () => {
    const position = await trade<{
      chain: string;
      wallet: { address: string };
      base: Record<string, unknown>;
      quote: Record<string, unknown>;
      native: Record<string, unknown>;
    }>(demo, 'dex_position', PAIR);
    expect(position).toMatchObject({
      chain: CHAIN,
      wallet: { address: main },
      base: { symbol: 'DEMO', amount: '100000', approved: true },
      quote: { symbol: 'SOL', amount: '100', approved: true },
      native: { symbol: 'SOL', amount: '100', approved: true },
    });
  });

  it('buys with SOL once per request id, the history matching the chain to the lamport', async () => {
    const before = (await holdings([main])).get(main)!;
    const order = { ...PAIR, side: 'buy', amount: '0.5', slippage: 2, request_id: 'sol-form-0001' };
    const first = await trade(demo, 'trade_dex', order);
    expect((await trade(demo, 'trade_dex', order)).schedule_code).toBe(first.schedule_code);
    expect(await waitForTask(demo, first.schedule_code, 60_000, CHAIN)).toMatchObject({ status: 2, use: 1, fail: 0 });
    const [row] = (await swapHistory(demo, { schedule_code: first.schedule_code })).list;
    expect(row).toMatchObject({ source: 'main', side: 'buy', status: 'done', wallet_address: main, quote_amount: 0.5 });
    expect(row!.base_amount).toBeGreaterThan(5_000); // about 15,000 DEMO a SOL, less the fee and the move
    expect(row!.gas_fee).toBeGreaterThanOrEqual(0.000005);
    expectMoved(row!, before, (await holdings([main])).get(main)!);
    // The hash is the swap's signature, landed on the chain once.
    const landed = await rpc.getTransaction(row!.hash as Signature, { encoding: 'json', maxSupportedTransactionVersion: 0 }).send();
    expect(landed?.meta?.err).toBeNull();
  }, 60_000);

  it('sells for SOL, the SOL received less the fee', async () => {
    const before = (await holdings([main])).get(main)!;
    const { progress, rows } = await runSwapTask('trade_dex', { side: 'sell', amount: '2000', slippage: 2, request_id: 'sol-form-0002' });
    expect(progress).toMatchObject({ status: 2, use: 1 });
    expect(rows[0]).toMatchObject({ side: 'sell', status: 'done', base_amount: 2000 });
    expectMoved(rows[0]!, before, (await holdings([main])).get(main)!);
  }, 60_000);

  it('refuses what the main wallet or the venue cannot do, before anything is stored', async () => {
    const order = { ...PAIR, side: 'buy', amount: '1000', slippage: 2 };
    expectCode(await demo.call('/Api/Trade/trade_dex', { ...order, request_id: 'sol-form-0003' }), 4301);
    expectCode(await demo.call('/Api/Trade/trade_dex', { ...order, amount: '0.0000000001', request_id: 'sol-form-0004' }), 4414);
    expectCode(await demo.call('/Api/Trade/trade_dex', { ...order, yenUnit1: 'NOPE', request_id: 'sol-form-0005' }), 4106);
    // No pool of USDT and SOL on any sandbox DEX: the venue routes nothing.
    const noPool = await demo.call(
      '/Api/Trade/trade_dex',
      { ...order, yenUnit1: 'USDT', yenUnit2: 'SOL', amount: '1', request_id: 'sol-form-0006' },
      { language: 'ko' },
    );
    expectCode(noPool, 4112);
    expect(noPool.msg).toContain('USDT');
    expect((await swapHistory(demo)).total).toBe(2);
  });
});

describe('DEX batch order on Solana', () => {
  let group: number;
  let wallets: string[];

  beforeAll(async () => {
    group = (await ok<{ id: number }>(demo, 'create_dex_wallet_group', { chain: CHAIN, name: 'Swappers' })).id;
    await ok(demo, 'create_dex_wallets', { chain: CHAIN, count: 3, restriction: 'unlimited', group_id: group });
    await allocateToGroup(demo, group, [
      ['native', '3'],
      [demoMint, '3000'],
    ]);
    const page = await ok<{ list: { address: string }[] }>(demo, 'get_attached_wallets', { chain: CHAIN, group_id: group, page_size: 10 });
    wallets = page.list.map((wallet) => wallet.address);
  }, 120_000);

  it('buys across the group, the total split and each wallet’s swap matching the chain', async () => {
    const before = await holdings(wallets);
    const { progress, rows } = await runSwapTask('batch_trade_dex', {
      side: 'buy',
      wallet_count: 3,
      total_amount: '0.3',
      variation: 20,
      interval: 0.2,
      slippage: 3,
      group_id: group,
    });
    expect(progress).toMatchObject({ status: 2, use: 3, fail: 0, total: 3 });
    expect(rows.every((row) => row.status === 'done' && row.source === 'batch')).toBe(true);
    expect(rows.reduce((sum, row) => sum + row.quote_amount!, 0)).toBeCloseTo(0.3, 9);
    const after = await holdings(wallets);
    for (const row of rows) expectMoved(row, before.get(row.wallet_address)!, after.get(row.wallet_address)!);
    expect(new Set(rows.map((row) => row.wallet_address)).size).toBe(3);
    // The pair's page sums the group's holdings as the batch left them (its balances read again at its end).
    const stat = await ok<{ tokens: { symbol: string }[]; list: { group_id: number; wallets: number; totals: Record<string, string> }[] }>(
      demo,
      'dex_wallet_stat_web',
      { web: 'orcasol', yenUnit1: 'DEMO', yenUnit2: 'SOL', group_id: group },
    );
    expect(stat.tokens.map((token) => token.symbol)).toEqual(['SOL', 'DEMO']);
    const demoHeld = [...after.values()].reduce((sum, held) => sum + held.demo, 0n);
    expect(stat.list).toEqual([
      {
        group_id: group,
        group_name: 'Swappers',
        wallets: 3,
        totals: expect.objectContaining({ [demoMint]: String(Number(demoHeld) / demoUnit) }),
      },
    ]);
  }, 60_000);

  it('sells the base total exactly across the group', async () => {
    const before = await holdings(wallets);
    const { progress, rows } = await runSwapTask('batch_trade_dex', {
      side: 'sell',
      wallet_count: 3,
      total_amount: '1500',
      variation: 0,
      interval: 0,
      slippage: 3,
      group_id: group,
    });
    expect(progress).toMatchObject({ status: 2, use: 3, fail: 0 });
    expect(rows.map((row) => row.base_amount)).toEqual([500, 500, 500]);
    const after = await holdings(wallets);
    for (const row of rows) expectMoved(row, before.get(row.wallet_address)!, after.get(row.wallet_address)!);
  }, 60_000);

  it('fails the swaps of wallets emptied while the batch runs, with their reason, moving nothing for them', async () => {
    const before = await holdings(wallets);
    const started = await trade(demo, 'batch_trade_dex', {
      ...PAIR,
      side: 'sell',
      wallet_count: 3,
      total_amount: '300',
      variation: 0,
      interval: 2.5,
      slippage: 3,
      group_id: group,
    });
    // Once the first swap is done, the group's DEMO goes back to the main wallet (its token
    // accounts closed) while the batch waits for its next swap.
    const rowsNow = async () => (await swapHistory(demo, { schedule_code: started.schedule_code })).list;
    for (let rows = await rowsNow(); rows[0]?.status !== 'done'; rows = await rowsNow())
      await new Promise((resolve) => setTimeout(resolve, 100));
    const collect = await ok<{ schedule_code: string }>(demo, 'dex_collect_token', { chain: CHAIN, token: demoMint, group_id: group });
    expect(await waitForTask(demo, collect.schedule_code, 60_000, CHAIN)).toMatchObject({ status: 2, fail: 0 });
    expect(await waitForTask(demo, started.schedule_code, 60_000, CHAIN)).toMatchObject({ status: 2, use: 1, fail: 2 });
    const rows = await rowsNow();
    const failed = rows.filter((row) => row.status === 'failed');
    expect(failed).toHaveLength(2);
    const after = await holdings(wallets);
    for (const row of failed) {
      // Refused by the chain's preflight: nothing landed, no fee was paid.
      expect(row).toMatchObject({ reason: 'the swap was reverted on chain', reason_key: 'reverted', hash: null, base_amount: null });
      expect(after.get(row.wallet_address)).toEqual({ sol: before.get(row.wallet_address)!.sol, demo: 0n });
    }
  }, 60_000);

  it('refuses a group that cannot pay a swap’s fee and rent', async () => {
    const poor = (await ok<{ id: number }>(demo, 'create_dex_wallet_group', { chain: CHAIN, name: 'No SOL' })).id;
    await ok(demo, 'create_dex_wallets', { chain: CHAIN, count: 1, restriction: 'unlimited', group_id: poor });
    const refused = await demo.call('/Api/Trade/batch_trade_dex', {
      ...PAIR,
      side: 'buy',
      wallet_count: 1,
      total_amount: '0.001',
      group_id: poor,
    });
    expectCode(refused, 4502);
    expect(refused.msg).toContain('SOL');
  });
});
