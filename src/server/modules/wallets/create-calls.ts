// /Wallet/create_main_wallet, create_dex_wallets and batch_import: wallets are made (derived from
// the user's HD seed, generated, or imported), their keys sealed, and stored in one go.
import type { Address, Hex } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { deriveWallets, newMnemonic } from '../../../engine/wallets/hd-wallets.ts';
import { parseKeyLines, parsePrivateKey } from '../../../engine/wallets/private-keys.ts';
import { batchImport, createDexWallets, createMainWallet } from '../../../shared/contracts/wallet/wallet-create.ts';
import { MAX_WALLETS_PER_CHAIN } from '../../../shared/contracts/wallet/wallet-fields.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import { userIdOf } from '../markets/favourites.ts';
import { fundFromFaucet } from './sandbox-faucet.ts';
import { openSeed, sealKey, sealSeed } from './wallet-keys.ts';
import type { NewWallet } from './wallet-repository.ts';
import type { WalletServices } from './wallet-services.ts';

/** The group must be the caller's on the chain (0: none). */
async function groupIdOf(s: WalletServices, userId: number, chain: string, groupId: number): Promise<number | null> {
  if (groupId === 0) return null;
  if (!(await s.repo.group(userId, chain, groupId))) throw new ApiError(CODE.groupNotFound);
  return groupId;
}

async function roomFor(s: WalletServices, userId: number, chain: string, adding: number) {
  if ((await s.repo.countTrading(userId, chain)) + adding > MAX_WALLETS_PER_CHAIN)
    throw new ApiError(CODE.walletLimit, 'code.4412', { params: { max: MAX_WALLETS_PER_CHAIN.toLocaleString('en') } });
}

/** The user's mnemonic for the chain, made on first use. */
async function mnemonicOf(s: WalletServices, userId: number, chain: string): Promise<string> {
  if (!(await s.repo.seed(userId, chain))) await s.repo.insertSeed(userId, chain, sealSeed(s.deps.secretBox, userId, chain, newMnemonic()));
  const seed = (await s.repo.seed(userId, chain))!;
  return openSeed(s.deps.secretBox, userId, chain, seed.sealedMnemonic);
}

export const createCalls = (s: WalletServices) => [
  answer(createMainWallet, async (input, ctx) => {
    const userId = userIdOf(ctx);
    const tools = s.chains.of(input.chain);
    if (await s.repo.main(userId, input.chain))
      throw new ApiError(CODE.mainWalletExists, 'code.4405', { params: { chain: tools.chain.name } });
    let privateKey: Hex = generatePrivateKey();
    if (input.private_key) {
      const parsed = parsePrivateKey(input.private_key);
      if (!parsed) throw new ApiError(CODE.invalidPrivateKey);
      privateKey = parsed.privateKey;
    }
    const address = privateKeyToAddress(privateKey).toLowerCase();
    const [row] = await s.repo.insert([
      {
        userId,
        chain: input.chain,
        role: 'main',
        address,
        sealedKey: sealKey(s.deps.secretBox, address, privateKey),
        source: input.private_key ? 'imported' : 'system',
      },
    ]);
    // The address is already one of the user's trading wallets, or a second request won the race.
    if (!row) throw new ApiError(CODE.mainWalletExists, 'code.4405', { params: { chain: tools.chain.name } });
    const tokens = await s.tokensOf(userId, input.chain);
    const faucet = s.deps.faucets.get(input.chain);
    if (faucet) await fundFromFaucet(tools, faucet, address as Address, tokens);
    // The wallet exists either way; its balances show once the chain answers (Refresh).
    await s
      .refreshBalances(input.chain, [row], tokens)
      .catch((error: unknown) =>
        s.deps.log.warn(
          { chain: input.chain, err: error instanceof Error ? error.message.split('\n')[0] : String(error) },
          'new main wallet: balances not read',
        ),
      );
    const [wallet] = await s.views(userId, input.chain, [row], tokens);
    return { wallet: wallet!, funded: Boolean(faucet) };
  }),

  answer(createDexWallets, async (input, ctx) => {
    const userId = userIdOf(ctx);
    s.chains.of(input.chain);
    const groupId = await groupIdOf(s, userId, input.chain, input.group_id);
    await roomFor(s, userId, input.chain, input.count);
    const mnemonic = await mnemonicOf(s, userId, input.chain);
    const from = await s.repo.reserveIndexes(userId, input.chain, input.count);
    const derived = deriveWallets(mnemonic, from, input.count);
    const rows: NewWallet[] = derived.map((wallet) => {
      const address = wallet.address.toLowerCase();
      return {
        userId,
        chain: input.chain,
        role: 'trading',
        address,
        sealedKey: sealKey(s.deps.secretBox, address, wallet.privateKey),
        source: 'system',
        derivationIndex: wallet.index,
        groupId,
        restriction: input.restriction,
      };
    });
    const inserted = await s.repo.insert(rows);
    return { created: inserted.length, first_address: rows[0]!.address, last_address: rows.at(-1)!.address };
  }),

  answer(batchImport, async (input, ctx) => {
    const userId = userIdOf(ctx);
    s.chains.of(input.chain);
    const groupId = await groupIdOf(s, userId, input.chain, input.group_id);
    const parsed = parseKeyLines(input.private_keys);
    const held = await s.repo.addresses(
      userId,
      input.chain,
      parsed.keys.map((key) => key.address.toLowerCase()),
    );
    const fresh = parsed.keys.filter((key) => !held.has(key.address.toLowerCase()));
    await roomFor(s, userId, input.chain, fresh.length);
    const inserted = await s.repo.insert(
      fresh.map((key) => {
        const address = key.address.toLowerCase();
        return {
          userId,
          chain: input.chain,
          role: 'trading',
          address,
          sealedKey: sealKey(s.deps.secretBox, address, key.privateKey),
          source: 'imported',
          groupId,
          restriction: input.restriction,
        };
      }),
    );
    const insertedAddresses = new Set(inserted.map((row) => row.address));
    const duplicates = [
      ...parsed.repeated,
      ...parsed.keys.filter((key) => !insertedAddresses.has(key.address.toLowerCase())).map((key) => key.line),
    ].sort((a, b) => a - b);
    return { imported: inserted.length, duplicates, invalid: parsed.invalid };
  }),
];
