// Solana wallets over real HTTP, on the server's embedded sandbox Solana network: a main wallet
// funded by the network's funded wallet, trading wallets derived along Phantom's path, keys
// imported in both forms Solana wallets export, balances read from the chain (SOL and each listed
// token's associated account), and the export giving back keys that sign as their addresses.
import { address, createSolanaRpc, devnet, getBase58Encoder, lamports } from '@solana/kit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSolanaBalances } from '../../src/engine/wallets/solana/solana-balances.ts';
import { deriveSolanaWallets, newSolanaSecretKey, parseSolanaSecretKey } from '../../src/engine/wallets/solana-keys.ts';
import { walletSeeds } from '../../src/server/db/schema/index.ts';
import { openSeed } from '../../src/server/modules/wallets/wallet-keys.ts';
import { CODE } from '../../src/shared/protocol/response-codes.ts';
import { expectCode } from '../support/accounts.ts';
import { type ExchangeTestServer, startExchangeTestServer } from '../support/exchange-server.ts';
import type { TestClient } from '../support/start-test-server.ts';
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
});
