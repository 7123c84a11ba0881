// Solana wallets over real HTTP, on the server's embedded sandbox Solana network: a main wallet
// funded by the network's funded wallet, trading wallets derived along Phantom's path, keys
// imported in both forms Solana wallets export, balances read from the chain (SOL and each listed
// token's associated account), the export giving back keys that sign as their addresses, and the
// transfer tasks (allocate, a single transfer, collect) moving SOL and a token exactly, each
// transfer once, with the fees and token-account rent they cost and nothing else.
import { address, createSolanaRpc, devnet, getBase58Encoder, lamports } from '@solana/kit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSolanaBalances } from '../../src/engine/wallets/solana/solana-balances.ts';
import { tokenAccountOf } from '../../src/engine/wallets/solana/transfer-groups.ts';
import { deriveSolanaWallets, newSolanaSecretKey, parseSolanaSecretKey } from '../../src/engine/wallets/solana-keys.ts';
import { walletSeeds } from '../../src/server/db/schema/index.ts';
import { openSeed } from '../../src/server/modules/wallets/wallet-keys.ts';
import { CODE } from '../../src/shared/protocol/response-codes.ts';
import { expectCode } from '../support/accounts.ts';
import { type ExchangeTestServer, startExchangeTestServer } from '../support/exchange-server.ts';
import type { TestClient } from '../support/start-test-server.ts';
import { waitForTask } from '../support/trade-client.ts';
import { lastSecurityCode, ok } from '../support/wallet-client.ts';

const CHAIN = 'SOLANA';
const SOL = 1_000_000_000n;
let server: ExchangeTestServer;
let demo: TestClient;
let rpc: ReturnType<typeof createSolanaRpc<ReturnType<typeof devnet>>>;
let mints: Record<string, string>;

interface Wallet {
  id: number;
  address: string;
  role: string;
  source: string;
  balances: Record<string, string>;
  balances_at: number | null;
}

const walletsOf = (group = 0) =>
  ok<{ list: Wallet[]; total: number; main: Wallet | null; tokens: { key: string; symbol: string; decimals: number }[] }>(
    demo,
    'get_attached_wallets',
    { chain: CHAIN, group_id: group, page_size: 100 },
  );

beforeAll(async () => {
  server = await startExchangeTestServer({ SANDBOX_SOLANA: 'on', SANDBOX_SOLANA_SLOT_MS: '50', SANDBOX_SOLANA_TRADERS: 'off' });
  demo = server.demo;
  const venue = server.runtime.venues.solana.get('orcasol')!;
  // A client as for devnet: the sandbox, like devnet, answers requestAirdrop.
  rpc = createSolanaRpc(devnet(venue.network.rpcUrl));
  mints = Object.fromEntries(venue.tokens.map((token) => [token.symbol, token.mint]));
}, 120_000);

afterAll(() => server?.stop());

describe('Solana wallets on the sandbox network', () => {
  let main: Wallet;

  it('creates a main wallet funded with SOL and every listed token, once', async () => {
    const created = await ok<{ wallet: Wallet; funded: boolean }>(demo, 'create_main_wallet', { chain: CHAIN });
    expect(created.funded).toBe(true);
    main = created.wallet;
    expect(main.role).toBe('main');
    // A base58 address keeps its case: it is part of the address.
    expect(address(main.address)).toBe(main.address);
    expect(main.address).toMatch(/[A-Z]/);
    const page = await walletsOf();
    expect(page.tokens.map((token) => token.symbol)).toEqual(['SOL', 'USDC', 'USDT', 'DEMO']);
    expect(page.tokens[0]).toEqual({ key: 'native', symbol: 'SOL', decimals: 9 });
    expect(page.main?.balances).toEqual({ native: '100', [mints.USDC!]: '100000', [mints.USDT!]: '100000', [mints.DEMO!]: '100000' });
    // The same amounts on the chain itself.
    const onChain = (await readSolanaBalances(rpc, [address(main.address)], address(mints.USDC!))).get(address(main.address))!;
    expect(onChain).toEqual({ lamports: 100n * SOL, token: 100_000_000_000n });
    expectCode(await demo.call('/Api/Wallet/create_main_wallet', { chain: CHAIN }), CODE.mainWalletExists);
  });

  it('derives trading wallets from the user’s own Solana mnemonic, the addresses wallet apps show', async () => {
    const created = await ok<{ created: number; first_address: string; last_address: string }>(demo, 'create_dex_wallets', {
      chain: CHAIN,
      count: 3,
      group_id: 0,
      restriction: 'unlimited',
    });
    expect(created.created).toBe(3);
    const [seed] = await server.runtime.database.db.select().from(walletSeeds).where(eq(walletSeeds.chain, CHAIN));
    const mnemonic = openSeed(server.runtime.secretBox, seed!.userId, CHAIN, seed!.sealedMnemonic);
    const expected = deriveSolanaWallets(mnemonic, 0, 3).map((wallet) => wallet.address);
    expect([created.first_address, created.last_address]).toEqual([expected[0], expected[2]]);
    const page = await walletsOf();
    expect(page.list.map((wallet) => wallet.address).sort()).toEqual([...expected].sort());
  });

  it('reads the trading wallets’ balances from the chain on refresh', async () => {
    const { list } = await walletsOf();
    const target = list[0]!;
    await rpc.requestAirdrop(address(target.address), lamports(2n * SOL)).send();
    await expect
      .poll(async () => (await readSolanaBalances(rpc, [address(target.address)])).get(address(target.address))!.lamports, {
        timeout: 10_000,
      })
      .toBe(2n * SOL);
    const refreshed = await ok<{ wallets: number; read_at: number }>(demo, 'attached_wallet_balance_update', { chain: CHAIN, group_id: 0 });
    expect(refreshed.wallets).toBe(3);
    const after = (await walletsOf()).list.find((wallet) => wallet.id === target.id)!;
    expect(after.balances.native).toBe('2');
    // A wallet with no token account holds none of the token.
    expect(after.balances[mints.USDC!]).toBe('0');
    expect(after.balances_at).toBe(refreshed.read_at);
  });

  it('imports keys in base58 and as solana-keygen arrays, reporting bad lines and keys held', async () => {
    const first = newSolanaSecretKey();
    const second = newSolanaSecretKey();
    const asArray = JSON.stringify(Array.from(getBase58Encoder().encode(second.secretKey)));
    const evmKey = `0x${'11'.repeat(32)}`;
    const lines = [first.secretKey, 'not a key', asArray, evmKey, first.secretKey];
    const result = await ok<{ imported: number; duplicates: number[]; invalid: number[] }>(demo, 'batch_import', {
      chain: CHAIN,
      private_keys: lines.join('\n'),
      group_id: 0,
    });
    expect(result).toEqual({ imported: 2, duplicates: [5], invalid: [2, 4] });
    const again = await ok<{ imported: number; duplicates: number[] }>(demo, 'batch_import', {
      chain: CHAIN,
      private_keys: second.secretKey,
    });
    expect(again).toMatchObject({ imported: 0, duplicates: [1] });
    const imported = (await walletsOf()).list.filter((wallet) => wallet.source === 'imported').map((wallet) => wallet.address);
    expect(imported.sort()).toEqual([first.address, second.address].sort());
  });

  it('exports keys that are each wallet’s own, and never logs one', async () => {
    expectCode(await demo.call('/Api/Account/send_email', { purpose: 'security' }), 1000);
    const info = expectCode(await demo.call<{ email: string }>('/Api/Account/get_account_info', {}), 1000).data;
    const code = await lastSecurityCode(server.runtime.database.db, info.email);
    const file = await ok<{ content: string; count: number; filename: string }>(demo, 'wallets_export', { chain: CHAIN, email_code: code });
    expect(file.count).toBe(6);
    expect(file.filename).toMatch(/^wallets-solana-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = file.content.trim().split('\n').slice(1);
    expect(rows[0]).toContain(`SOLANA,main,${main.address},`);
    const secrets: string[] = [];
    for (const row of rows) {
      const [, , walletAddress, secret] = row.split(',');
      expect(parseSolanaSecretKey(secret!)?.address).toBe(walletAddress);
      secrets.push(secret!);
    }
    for (const secret of secrets) expect(server.log()).not.toContain(secret);
  });

  /** Every wallet's SOL and USDC on the chain (lamports, base units). */
  async function holdings(addresses: string[]) {
    const sol = await readSolanaBalances(
      rpc,
      addresses.map((a) => address(a)),
    );
    const usdc = await readSolanaBalances(
      rpc,
      addresses.map((a) => address(a)),
      address(mints.USDC!),
    );
    return addresses.map((a) => ({ sol: sol.get(address(a))!.lamports, usdc: usdc.get(address(a))!.token ?? 0n }));
  }

  async function runTask(action: string, body: Record<string, unknown>) {
    const started = await ok<{ schedule_code: string; total: number }>(demo, action, { chain: CHAIN, ...body });
    const progress = await waitForTask(demo, started.schedule_code, 60_000, CHAIN);
    expect(progress).toMatchObject({ status: 2, use: started.total, fail: 0 });
    return started;
  }

  it('allocates SOL and a token, opening the token accounts, each transfer once and to the unit', async () => {
    const trading = (await walletsOf()).list.map((wallet) => wallet.address);
    expect(trading).toHaveLength(5);
    const before = await holdings([main.address, ...trading]);
    await runTask('dex_deliver_token', { token: 'native', total_amount: '5', strategy: 'average', float_range: 0 });
    await runTask('dex_deliver_token', { token: mints.USDC, total_amount: '1000', strategy: 'random' });
    const after = await holdings([main.address, ...trading]);
    // SOL: one even share each; the main wallet paid the shares, a fee a transfer and the rent of
    // every token account it opened (none of the five had one).
    expect(after.slice(1).map((wallet, i) => wallet.sol - before[i + 1]!.sol)).toEqual(after.slice(1).map(() => SOL));
    const rent = await rpc.getMinimumBalanceForRentExemption(165n).send();
    expect(before[0]!.sol - after[0]!.sol).toBe(5n * SOL + 10n * 5_000n + 5n * rent);
    // USDC: 1,000 split at random, every unit accounted for.
    const received = after.slice(1).map((wallet, i) => wallet.usdc - before[i + 1]!.usdc);
    expect(received.every((amount) => amount > 0n)).toBe(true);
    expect(received.reduce((a, b) => a + b, 0n)).toBe(1_000_000_000n);
    expect(before[0]!.usdc - after[0]!.usdc).toBe(1_000_000_000n);
    // The list follows what the task sent.
    const listed = (await walletsOf()).list.find((wallet) => wallet.address === trading[0])!;
    expect(listed.balances[mints.USDC!]).toBe(String(Number(after[1]!.usdc) / 1e6));
  });

  it('lists a token’s holders from its accounts, each wallet’s share exact, and re-dates only the balances that change', async () => {
    type Holder = { address: string; quantity: string; percentage: number; updated_at: number; remark: string; own: boolean };
    type HolderPage = {
      list: Holder[];
      total: number;
      symbol: string;
      decimals: number;
      supply: string;
      from_block: number;
      to_block: number;
    };
    const holders = () => ok<HolderPage>(demo, 'get_holder_list_san', { chain: CHAIN, token: mints.USDC, page_size: 200 });
    const first = await holders();
    expect(first).toMatchObject({ symbol: 'USDC', decimals: 6, total: first.list.length });
    const { value: supply } = await rpc.getTokenSupply(address(mints.USDC!)).send();
    expect(first.supply).toBe(supply.uiAmountString);
    // Every token account is someone's: the holders add up to the supply, to the unit, largest first.
    const units = first.list.map((holder) => BigInt(Math.round(Number(holder.quantity) * 1e6)));
    expect(units.reduce((a, b) => a + b, 0n)).toBe(BigInt(supply.amount));
    expect([...units].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))).toEqual(units);
    const trading = (await walletsOf()).list.map((wallet) => wallet.address);
    const held = await holdings([main.address, ...trading]);
    for (const [index, wallet] of [main.address, ...trading].entries()) {
      const entry = first.list.find((holder) => holder.address === wallet)!;
      expect(entry).toMatchObject({ own: true, quantity: String(Number(held[index]!.usdc) / 1e6) });
      expect(entry.percentage).toBeCloseTo((Number(held[index]!.usdc) / Number(supply.amount)) * 100, 9);
    }
    // A remark on a base58 address keeps its case.
    await ok(demo, 'set_san_holder_remark', { chain: CHAIN, token: mints.USDC, address: main.address, remark: 'Treasury' });
    expect((await holders()).list.find((holder) => holder.address === main.address)!.remark).toBe('Treasury');
    // One transfer later, only the two wallets it touched are re-dated.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const target = (await walletsOf()).list[0]!;
    await runTask('dex_main_transfer', { to_wallet_id: target.id, token: mints.USDC, amount: '1' });
    const second = await holders();
    expect(second.to_block).toBeGreaterThan(first.to_block);
    expect(second.from_block).toBe(first.from_block);
    const dated = (page: HolderPage, wallet: string) => page.list.find((holder) => holder.address === wallet)!.updated_at;
    expect(dated(second, main.address)).toBeGreaterThan(dated(first, main.address));
    expect(dated(second, target.address)).toBeGreaterThan(dated(first, target.address));
    const untouched = trading.find((wallet) => wallet !== target.address)!;
    expect(dated(second, untouched)).toBe(dated(first, untouched));
    // Not a mint: no token on the network.
    expectCode(await demo.call('/Api/Wallet/get_holder_list_san', { chain: CHAIN, token: main.address }), CODE.tokenNotFound);
    expectCode(await demo.call('/Api/Wallet/get_holder_list_san', { chain: CHAIN, token: `0x${'ab'.repeat(20)}` }), CODE.tokenNotFound);
  });

  it('sends one transfer from the main wallet, refuses more than it holds, and asks for the code of a large one', async () => {
    const { list } = await walletsOf();
    const target = list[1]!;
    const [before] = await holdings([target.address]);
    await runTask('dex_main_transfer', { to_wallet_id: target.id, token: 'native', amount: '0.25' });
    const [after] = await holdings([target.address]);
    expect(after!.sol - before!.sol).toBe(SOL / 4n);
    expectCode(
      await demo.call('/Api/Wallet/dex_main_transfer', { chain: CHAIN, to_wallet_id: target.id, token: mints.USDC, amount: '1000000' }),
      CODE.amountExceedsBalance,
    );
    // 80 SOL is worth about 12,000 USDC on the sandbox's pools: a large transfer needs the e-mail code.
    expectCode(
      await demo.call('/Api/Wallet/dex_main_transfer', { chain: CHAIN, to_wallet_id: target.id, token: 'native', amount: '80' }),
      CODE.largeTransferCode,
    );
  });

  it('moves SOL from one group of wallets to another, evenly, each sender keeping the rent-exempt minimum', async () => {
    const { list } = await walletsOf();
    const group = (await ok<{ id: number }>(demo, 'create_dex_wallet_group', { chain: CHAIN, name: 'Receivers' })).id;
    const receivers = list.slice(0, 2);
    await ok(demo, 'transfer_dex_wallet_group', { chain: CHAIN, wallet_ids: receivers.map((wallet) => wallet.id), group_id: group });
    const senders = list.slice(2).map((wallet) => wallet.address);
    const everyone = [...receivers.map((wallet) => wallet.address), ...senders];
    const before = await holdings(everyone);
    const moved = await runTask('dex_transfer_by_group', { token: 'native', total_amount: '1', from_group: 0, to_group: group });
    const after = await holdings(everyone);
    expect(after.slice(0, 2).map((wallet, i) => wallet.sol - before[i]!.sol)).toEqual([SOL / 2n, SOL / 2n]);
    const spent = before.slice(2).reduce((sum, wallet, i) => sum + wallet.sol - after[i + 2]!.sol, 0n);
    expect(spent).toBe(SOL + BigInt(moved.total) * 5_000n);
    const rentExempt = await rpc.getMinimumBalanceForRentExemption(0n).send();
    expect(after.slice(2).every((wallet) => wallet.sol === 0n || wallet.sol >= rentExempt)).toBe(true);
    // Back out of the group, for the collection below.
    await ok(demo, 'transfer_dex_wallet_group', { chain: CHAIN, wallet_ids: receivers.map((wallet) => wallet.id), group_id: 0 });
  });

  it('collects a token and then SOL back to the main wallet, emptying and closing every account, the main wallet paying the fees', async () => {
    const trading = (await walletsOf()).list.map((wallet) => wallet.address);
    const before = await holdings([main.address, ...trading]);
    await runTask('dex_collect_token', { token: mints.USDC });
    const afterToken = await holdings([main.address, ...trading]);
    expect(afterToken.slice(1).map((wallet) => wallet.usdc)).toEqual(trading.map(() => 0n));
    const collected = before.slice(1).reduce((sum, wallet) => sum + wallet.usdc, 0n);
    expect(afterToken[0]!.usdc - before[0]!.usdc).toBe(collected);
    // The wallets paid nothing: the main wallet signed for every fee (two signatures a transfer), and
    // each emptied token account was closed, its rent coming back to the main wallet.
    expect(afterToken.slice(1).map((wallet) => wallet.sol)).toEqual(before.slice(1).map((wallet) => wallet.sol));
    const rent = await rpc.getMinimumBalanceForRentExemption(165n).send();
    expect(afterToken[0]!.sol - before[0]!.sol).toBe(5n * rent - 5n * 10_000n);
    const accounts = await Promise.all(trading.map((owner) => tokenAccountOf(address(owner), address(mints.USDC!))));
    expect((await rpc.getMultipleAccounts(accounts).send()).value).toEqual(trading.map(() => null));

    await runTask('dex_collect_token', { token: 'native' });
    const afterSol = await holdings([main.address, ...trading]);
    expect(afterSol.slice(1).map((wallet) => wallet.sol)).toEqual(trading.map(() => 0n));
    const sol = afterToken.slice(1).reduce((sum, wallet) => sum + wallet.sol, 0n);
    expect(afterSol[0]!.sol - afterToken[0]!.sol).toBe(sol - 5n * 10_000n);
  });

  it('closes the token accounts already empty when collecting all of a token, their rent back to the main wallet', async () => {
    const [first, second] = (await walletsOf()).list;
    // Both get USDC (each opens a token account); the first then sends all of it on (paying its own
    // fee), keeping its empty account.
    await runTask('dex_main_transfer', { to_wallet_id: first!.id, token: 'native', amount: '0.01' });
    await runTask('dex_main_transfer', { to_wallet_id: first!.id, token: mints.USDC, amount: '3' });
    await runTask('dex_main_transfer', { to_wallet_id: second!.id, token: mints.USDC, amount: '1' });
    await runTask('dex_transfer', { from_wallet_id: first!.id, to_wallet_id: second!.id, token: mints.USDC, amount: '3' });
    const accounts = await Promise.all([first!, second!].map((wallet) => tokenAccountOf(address(wallet.address), address(mints.USDC!))));
    const open = (await rpc.getMultipleAccounts(accounts, { encoding: 'base64' }).send()).value;
    expect(open.map((account) => account !== null)).toEqual([true, true]);
    const [before] = await holdings([main.address]);
    const started = await runTask('dex_collect_token', { token: mints.USDC });
    // One transfer and closing (the second wallet's 4 USDC), one closing alone (the first's empty account).
    expect(started.total).toBe(2);
    const [after] = await holdings([main.address]);
    expect((await rpc.getMultipleAccounts(accounts).send()).value).toEqual([null, null]);
    const rent = await rpc.getMinimumBalanceForRentExemption(165n).send();
    expect(after!.usdc - before!.usdc).toBe(4_000_000n);
    expect(after!.sol - before!.sol).toBe(2n * rent - 2n * 10_000n);
    // Collecting again finds nothing to move and no account to close.
    expectCode(await demo.call('/Api/Wallet/dex_collect_token', { chain: CHAIN, token: mints.USDC }), CODE.noWalletsMatch);
    await runTask('dex_collect_token', { token: 'native' });
  });

  it('refuses SOL under the rent-exempt minimum to a wallet holding none, before anything is sent', async () => {
    const { list } = await walletsOf();
    const minimum = '0.00089088';
    const allocation = expectCode(
      await demo.call('/Api/Wallet/dex_deliver_token', { chain: CHAIN, token: 'native', total_amount: '0.001', strategy: 'average' }),
      CODE.amountTooSmall,
    );
    expect(allocation.msg).toBe(
      `A Solana wallet holding no SOL must receive at least ${minimum} SOL (the network's rent-exempt minimum): the network refuses less.`,
    );
    const single = expectCode(
      await demo.call('/Api/Wallet/dex_main_transfer', { chain: CHAIN, to_wallet_id: list[0]!.id, token: 'native', amount: '0.0005' }),
      CODE.amountTooSmall,
    );
    expect(single.msg).toContain(minimum);
    // Enough for each: sent.
    await runTask('dex_deliver_token', { token: 'native', total_amount: '0.005', strategy: 'average' });
    expect((await holdings(list.map((wallet) => wallet.address))).map((wallet) => wallet.sol)).toEqual(list.map(() => 1_000_000n));
  });

  it('refuses a token transfer from a trading wallet without the SOL for the fee and the receiver’s token account', async () => {
    const { list } = await walletsOf();
    await runTask('dex_main_transfer', { to_wallet_id: list[0]!.id, token: mints.USDC, amount: '1' });
    // 0.001 SOL holds the rent-exempt minimum but not a token account's rent (about 0.002 SOL) on top.
    const refused = expectCode(
      await demo.call('/Api/Wallet/dex_transfer', {
        chain: CHAIN,
        from_wallet_id: list[0]!.id,
        to_wallet_id: list[1]!.id,
        token: mints.USDC,
        amount: '0.5',
      }),
      CODE.gasProblem,
    );
    expect(refused.msg).toBe('The sending wallet does not have enough gas for this transfer.');
  });
});
