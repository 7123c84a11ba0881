// Wallets at scale over real HTTP against the server's embedded sandbox chain (a block every
// 200 ms, its simulated traders on): a funded main wallet, 200 trading wallets in a group,
// allocation with each strategy, approval, batch transfer between groups, collection back, import
// with bad lines and export with the e-mail code. Every balance is checked on the chain with viem.
import { and, eq } from 'drizzle-orm';
import { type Address, erc20Abi, formatEther, maxUint256, parseEther, parseUnits } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletBalances } from '../../src/server/db/schema/index.ts';
import { sweepStaleBalances } from '../../src/server/modules/wallets/balance-keeping.ts';
import { expectCode } from '../support/accounts.ts';
import { type ExchangeTestServer, startExchangeTestServer } from '../support/exchange-server.ts';
import type { TestClient } from '../support/start-test-server.ts';
import { CHAIN, chainReader, lastSecurityCode, ok, onChain, runTask } from '../support/wallet-client.ts';

let server: ExchangeTestServer;
let demo: TestClient;
let reader: ReturnType<typeof chainReader>;
let tokens: Record<string, string>;
let main: { id: number; address: string };
const groups: Record<string, number> = {};

interface Wallet {
  id: number;
  address: string;
  group_id: number | null;
  restriction: string;
  source: string;
  balances: Record<string, string>;
  balances_at: number | null;
}

let allocatedUsdt = 0n;
const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

async function walletsOf(group: number): Promise<Wallet[]> {
  const page = await ok<{ list: Wallet[]; total: number }>(demo, 'get_attached_wallets', { chain: CHAIN, group_id: group, page_size: 500 });
  return page.list;
}

beforeAll(async () => {
  // BSC's RPC is a closed port here: a chain that does not answer.
  server = await startExchangeTestServer({ SANDBOX_CHAIN: 'on', SANDBOX_CHAIN_BLOCK_MS: '200', DEX_RPC_BSC: 'http://127.0.0.1:9' });
  demo = server.demo;
  reader = chainReader(server.runtime.sandboxChain!.rpcUrl);
}, 180_000);

afterAll(() => server?.stop());

describe('wallets on the sandbox chain', () => {
  it('creates a funded main wallet, once per chain', async () => {
    const created = await ok<{ wallet: Wallet & { role: string }; funded: boolean }>(demo, 'create_main_wallet', { chain: CHAIN });
    expect(created.funded).toBe(true);
    expect(created.wallet.role).toBe('main');
    main = created.wallet;
    const listed = await ok<{ main: Wallet; tokens: { key: string; symbol: string }[] }>(demo, 'get_attached_wallets', { chain: CHAIN });
    tokens = Object.fromEntries(listed.tokens.map((token) => [token.symbol, token.key]));
    expect(Object.keys(tokens)).toEqual(['BNB', 'USDT', 'CAKE', 'DEMO', 'ALPHA']);
    const [bnb] = await onChain(reader, 'native', [main.address]);
    expect(bnb).toBe(parseEther('100'));
    expect(listed.main.balances[tokens.USDT!]).toBe('100000');
    expectCode(await demo.call('/Api/Wallet/create_main_wallet', { chain: CHAIN }), 4405);
    expectCode(await demo.call('/Api/Wallet/create_main_wallet', { chain: 'NOPE' }), 4413);
  });

  it('keeps group names unique and at most 40 characters', async () => {
    groups.a = (await ok<{ id: number }>(demo, 'create_dex_wallet_group', { chain: CHAIN, name: 'Project A' })).id;
    groups.b = (await ok<{ id: number }>(demo, 'create_dex_wallet_group', { chain: CHAIN, name: 'Project B' })).id;
    expectCode(await demo.call('/Api/Wallet/create_dex_wallet_group', { chain: CHAIN, name: 'Project A' }), 4402);
    expectCode(await demo.call('/Api/Wallet/create_dex_wallet_group', { chain: CHAIN, name: 'x'.repeat(41) }), 1010);
    expectCode(await demo.call('/Api/Wallet/delete_dex_wallet_group', { chain: CHAIN }), 1010);
  });

  it('creates 200 trading wallets from the HD seed in one call', async () => {
    const created = await ok<{ created: number }>(demo, 'create_dex_wallets', {
      chain: CHAIN,
      count: 200,
      restriction: 'buy',
      group_id: groups.a,
    });
    expect(created.created).toBe(200);
    await ok(demo, 'create_dex_wallets', { chain: CHAIN, count: 10, group_id: groups.b });
    const list = await walletsOf(groups.a!);
    expect(list).toHaveLength(200);
    expect(new Set(list.map((wallet) => wallet.address)).size).toBe(200);
    expect(list.every((wallet) => wallet.source === 'system' && wallet.restriction === 'buy')).toBe(true);
    const { list: groupList } = await ok<{ list: { id: number; wallets: number }[] }>(demo, 'get_groups', { chain: CHAIN });
    expect(groupList.find((group) => group.id === groups.a)?.wallets).toBe(200);
  });

  it('allocates the coin evenly, a token at random and another by condition, to the exact unit', async () => {
    const receivers = await walletsOf(groups.a!);
    const addresses = receivers.map((wallet) => wallet.address);
    const [mainBefore] = await onChain(reader, 'native', [main.address]);
    const even = await runTask(demo, 'dex_deliver_token', {
      chain: CHAIN,
      token: 'native',
      total_amount: '20',
      strategy: 'average',
      group_id: groups.a,
    });
    expect(even.type).toBe('distribution');
    expect(even.progress).toMatchObject({ status: 2, use: 200, fail: 0, total: 200 });
    for (const balance of await onChain(reader, 'native', addresses)) expect(balance).toBe(parseEther('0.1'));
    const [mainAfter] = await onChain(reader, 'native', [main.address]);
    expect(mainBefore! - mainAfter!).toBeGreaterThan(parseEther('20'));

    const random = await runTask(demo, 'dex_deliver_token', {
      chain: CHAIN,
      token: tokens.USDT,
      total_amount: '10000',
      strategy: 'random',
      group_id: groups.a,
    });
    expect(random.progress).toMatchObject({ status: 2, use: 200, fail: 0 });
    const usdt = await onChain(reader, tokens.USDT!, addresses);
    expect(sum(usdt)).toBe(parseUnits('10000', 18));
    expect(new Set(usdt.map(String)).size).toBeGreaterThan(150);

    // Conditional: only the wallets holding less than 40 USDT get more, 1 USDT each.
    const poor = addresses.filter((_, index) => usdt[index]! < parseUnits('40', 18));
    expect(poor.length).toBeGreaterThan(10);
    expect(poor.length).toBeLessThan(190);
    const conditional = await runTask(demo, 'dex_deliver_token', {
      chain: CHAIN,
      token: tokens.USDT,
      total_amount: String(poor.length),
      strategy: 'conditional',
      below: '40',
      group_id: groups.a,
    });
    expect(conditional.progress).toMatchObject({ status: 2, use: poor.length });
    const topped = await onChain(reader, tokens.USDT!, addresses);
    for (const [index, address] of addresses.entries())
      expect(topped[index]! - usdt[index]!).toBe(poor.includes(address) ? parseUnits('1', 18) : 0n);
    allocatedUsdt = parseUnits(String(10_000 + poor.length), 18);
  }, 240_000);

  it('refuses what cannot be done before anything is sent', async () => {
    expectCode(
      await demo.call('/Api/Wallet/dex_deliver_token', {
        chain: CHAIN,
        token: tokens.USDT,
        total_amount: '999999999',
        strategy: 'average',
      }),
      4301,
    );
    expectCode(
      await demo.call('/Api/Wallet/dex_deliver_token', {
        chain: CHAIN,
        token: tokens.USDT,
        total_amount: '0.0000000000000000001',
        strategy: 'average',
      }),
      1010,
    );
    expectCode(
      await demo.call('/Api/Wallet/dex_deliver_token', { chain: CHAIN, token: tokens.USDT, total_amount: '1', strategy: 'conditional' }),
      1010,
    );
    expectCode(
      await demo.call('/Api/Wallet/dex_deliver_token', {
        chain: CHAIN,
        token: tokens.USDT,
        total_amount: '0.000000000000000001',
        strategy: 'average',
      }),
      4415,
    );
  });

  it('approves a token for the router from the main wallet and a group', async () => {
    const approved = await runTask(demo, 'dex_wallets_approve', {
      web: 'sandbox-dex',
      approve_token: tokens.USDT,
      is_master_approve: 1,
      group_id: groups.a,
    });
    expect(approved.type).toBe('approval');
    expect(approved.progress).toMatchObject({ status: 2, use: 201, fail: 0 });
    const router = server.runtime.sandboxChain!.contracts.router;
    const wallets = [main.address, ...(await walletsOf(groups.a!)).map((wallet) => wallet.address)];
    const allowances = await Promise.all(
      wallets.map((owner) =>
        reader.readContract({
          address: tokens.USDT as Address,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [owner as Address, router],
        }),
      ),
    );
    expect(allowances.every((allowance) => allowance === maxUint256)).toBe(true);
    // Asked again, every wallet has approved already: nothing is sent.
    const again = await runTask(demo, 'dex_wallets_approve', {
      web: 'sandbox-dex',
      approve_token: tokens.USDT,
      is_master_approve: 1,
      group_id: groups.a,
    });
    expect(again.progress).toMatchObject({ use: 0, skip: 201 });
  }, 120_000);

  it('answers 2109 for wallets without gas, and Allocate & Approve gives them gas first', async () => {
    const refused = expectCode(
      await demo.call<{ short: number }>('/Api/Wallet/dex_wallets_approve', {
        web: 'sandbox-dex',
        approve_token: tokens.CAKE,
        is_master_approve: 0,
        group_id: groups.b,
      }),
      2109,
    );
    expect(refused.data.short).toBe(10);
    const given = await runTask(demo, 'dex_deliver_token_approve', {
      web: 'sandbox-dex',
      approve_token: tokens.CAKE,
      is_master_approve: 0,
      group_id: groups.b,
    });
    expect(given.progress).toMatchObject({ status: 2, use: 10, fail: 0 });
  }, 120_000);

  it('moves a total between groups and collects everything back to the main wallet', async () => {
    const from = (await walletsOf(groups.a!)).map((wallet) => wallet.address);
    const to = (await walletsOf(groups.b!)).map((wallet) => wallet.address);
    const moved = await runTask(demo, 'dex_transfer_by_group', {
      chain: CHAIN,
      token: tokens.USDT,
      total_amount: '500',
      from_group: groups.a,
      to_group: groups.b,
    });
    expect(moved.type).toBe('batchTransfer');
    expect(moved.progress.status).toBe(2);
    for (const balance of await onChain(reader, tokens.USDT!, to)) expect(balance).toBe(parseUnits('50', 18));
    expect(sum(await onChain(reader, tokens.USDT!, from))).toBe(allocatedUsdt - parseUnits('500', 18));

    // Group B spent its gas on the approval: without gas its wallets are skipped, with it they send.
    const skipped = await runTask(demo, 'dex_collect_token', { chain: CHAIN, token: tokens.USDT, group_id: groups.b });
    expect(skipped.progress).toMatchObject({ status: 2, use: 0, skip: 10 });
    await runTask(demo, 'dex_deliver_token', { chain: CHAIN, token: 'native', total_amount: '1', strategy: 'average', group_id: groups.b });

    const [mainBefore] = await onChain(reader, tokens.USDT!, [main.address]);
    const collected = await runTask(demo, 'dex_collect_token', { chain: CHAIN, token: tokens.USDT });
    expect(collected.type).toBe('pool');
    expect(collected.progress).toMatchObject({ status: 2, fail: 0 });
    expect(sum(await onChain(reader, tokens.USDT!, [...from, ...to]))).toBe(0n);
    const [mainAfter] = await onChain(reader, tokens.USDT!, [main.address]);
    expect(mainAfter! - mainBefore!).toBe(allocatedUsdt);
    const stats = await ok<{ wallets: number; totals: { symbol: string; amount: string }[] }>(demo, 'dex_stat_info', { chain: CHAIN });
    expect(stats.wallets).toBe(210);
    expect(stats.totals.find((total) => total.symbol === 'USDT')?.amount).toBe('0');
  }, 180_000);

  it("sends one transfer between own wallets, and never to another user's", async () => {
    const [target] = await walletsOf(groups.b!);
    const single = await runTask(demo, 'dex_main_transfer', { chain: CHAIN, to_wallet_id: target!.id, token: tokens.USDT, amount: '12.5' });
    expect(single).toMatchObject({ type: 'singleTransfer', progress: { status: 2, use: 1 } });
    expect((await onChain(reader, tokens.USDT!, [target!.address]))[0]).toBe(parseUnits('12.5', 18));
    expectCode(
      await demo.call('/Api/Wallet/dex_transfer', {
        chain: CHAIN,
        from_wallet_id: target!.id,
        to_wallet_id: target!.id,
        token: 'native',
        amount: '1',
      }),
      1010,
    );
    expectCode(
      await demo.call('/Api/Wallet/dex_main_transfer', { chain: CHAIN, to_wallet_id: 999_999, token: 'native', amount: '1' }),
      4401,
    );
    // 20,000 USDT is a large transfer: it needs the e-mail code.
    expectCode(
      await demo.call('/Api/Wallet/dex_main_transfer', { chain: CHAIN, to_wallet_id: target!.id, token: tokens.USDT, amount: '20000' }),
      4409,
    );
  }, 60_000);

  it('imports keys, reporting bad lines by number and skipping keys already held', async () => {
    const keys = Array.from({ length: 50 }, () => generatePrivateKey());
    const lines = [...keys.slice(0, 20), 'not a key', ...keys.slice(20), keys[3]!, '0x1234'];
    const result = await ok<{ imported: number; duplicates: number[]; invalid: number[] }>(demo, 'batch_import', {
      chain: CHAIN,
      private_keys: lines.join('\n'),
      group_id: groups.b,
    });
    expect(result).toEqual({ imported: 50, duplicates: [52], invalid: [21, 53] });
    const again = await ok<{ imported: number; duplicates: number[] }>(demo, 'batch_import', {
      chain: CHAIN,
      private_keys: keys.slice(0, 2).join('\n'),
    });
    expect(again).toMatchObject({ imported: 0, duplicates: [1, 2] });
    expect((await walletsOf(groups.b!)).filter((wallet) => wallet.source === 'imported')).toHaveLength(50);
  });

  it('exports the keys only with the e-mail code', async () => {
    expectCode(await demo.call('/Api/Wallet/wallets_export', { chain: CHAIN, email_code: '000000' }), 4002);
    expectCode(await demo.call('/Api/Account/send_email', { purpose: 'security' }), 1000);
    const info = expectCode(await demo.call<{ email: string }>('/Api/Account/get_account_info', {}), 1000).data;
    const code = await lastSecurityCode(server.runtime.database.db, info.email);
    const file = await ok<{ content: string; count: number; filename: string }>(demo, 'wallets_export', { chain: CHAIN, email_code: code });
    expect(file.count).toBe(261);
    expect(file.filename).toMatch(/^wallets-sandbox-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = file.content.trim().split('\n');
    expect(rows[0]).toBe('chain,role,address,private_key,group,source,restriction');
    expect(rows[1]).toContain(`SANDBOX,main,${main.address},0x`);
    // The exported key is the wallet's own.
    const { privateKeyToAddress } = await import('viem/accounts');
    for (const row of rows.slice(1, 20)) {
      const [, , address, key] = row.split(',');
      expect(privateKeyToAddress(key as `0x${string}`).toLowerCase()).toBe(address);
    }
    expect(server.log()).not.toMatch(/0x[0-9a-f]{64}/);
  });

  it("lists a token's holders from its Transfer events, with the user's remarks", async () => {
    type Holders = {
      list: { address: string; quantity: string; percentage: number; remark: string; own: boolean; updated_at: number }[];
      total: number;
      supply: string;
      from_block: number;
      to_block: number;
    };
    const holders = await ok<Holders>(demo, 'get_holder_list_san', { chain: CHAIN, token: tokens.USDT, page_size: 200 });
    expect(holders.supply).toBe('10000000000');
    expect(holders.from_block).toBe(0);
    const mine = holders.list.find((holder) => holder.address === main.address)!;
    expect(mine.own).toBe(true);
    const [onChainBalance] = await onChain(reader, tokens.USDT!, [main.address]);
    expect(parseUnits(mine.quantity, 18)).toBe(onChainBalance);
    expect(mine.percentage).toBeCloseTo((Number(mine.quantity) / 1e10) * 100, 4);
    // Largest first; the pools and the deployer hold most.
    const quantities = holders.list.map((holder) => Number(holder.quantity));
    expect(quantities).toEqual([...quantities].sort((a, b) => b - a));
    await ok(demo, 'set_san_holder_remark', {
      chain: CHAIN,
      token: tokens.USDT,
      address: holders.list[0]!.address,
      remark: 'Pool or deployer',
    });
    const again = await ok<Holders>(demo, 'get_holder_list_san', { chain: CHAIN, token: tokens.USDT });
    expect(again.list[0]!.remark).toBe('Pool or deployer');
    expect(again.to_block).toBeGreaterThanOrEqual(holders.to_block);
    expectCode(await demo.call('/Api/Wallet/get_holder_list_san', { chain: CHAIN, token: main.address }), 4111);
  });

  it('reads again on its schedule the balances read longest ago, and shows when each was read', async () => {
    const [stale, fresh] = await walletsOf(groups.b!);
    const db = server.runtime.database.db;
    // As if the chain had changed since: kept figures that are wrong, one read an hour ago.
    const set = (id: number, readAt: Date) =>
      db
        .update(walletBalances)
        .set({ amount: '1', readAt })
        .where(and(eq(walletBalances.walletId, id), eq(walletBalances.token, 'native')));
    await set(stale!.id, new Date(Date.now() - 3_600_000));
    await set(fresh!.id, new Date());
    expect(await sweepStaleBalances(server.runtime.wallets)).toBeGreaterThanOrEqual(1);
    const after = await walletsOf(groups.b!);
    const [onChainStale] = await onChain(reader, 'native', [stale!.address]);
    expect(after.find((wallet) => wallet.id === stale!.id)!.balances.native).toBe(formatEther(onChainStale!));
    expect(after.find((wallet) => wallet.id === stale!.id)!.balances_at).toBeGreaterThan(Date.now() - 60_000);
    // A wallet read within the quarter hour waits for its turn.
    expect(after.find((wallet) => wallet.id === fresh!.id)!.balances.native).toBe(formatEther(1n));
  });

  it('makes a wallet on a chain that does not answer, and says the chain is not responding when asked for balances', async () => {
    const created = await ok<{ wallet: { address: string; balances: Record<string, string> }; funded: boolean }>(
      demo,
      'create_main_wallet',
      { chain: 'BSC' },
    );
    expect(created).toMatchObject({ funded: false, wallet: { balances: {} } });
    expectCode(await demo.call('/Api/Wallet/main_wallet_balance_update', { chain: 'BSC' }), 4105);
    expectCode(
      await demo.call('/Api/Wallet/dex_deliver_token', { chain: 'BSC', token: 'native', total_amount: '1', strategy: 'average' }),
      4105,
    );
  }, 60_000);
});
