// /Wallet/create_main_wallet, create_dex_wallets and batch_import: wallets are made (derived from
// the user's HD seed, generated, or imported), their keys sealed, and stored in one go.
import type { Address as SolanaAddress } from '@solana/kit';
import type { Address } from 'viem';
import { newMnemonic } from '../../../engine/wallets/hd-wallets.ts';
import { parseKeyLinesWith } from '../../../engine/wallets/private-keys.ts';
import { batchImport, createDexWallets, createMainWallet } from '../../../shared/contracts/wallet/wallet-create.ts';
import { MAX_WALLETS_PER_CHAIN } from '../../../shared/contracts/wallet/wallet-fields.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import { userIdOf } from '../markets/favourites.ts';
import { fundFromFaucet } from './sandbox-faucet.ts';
import { fundFromSolanaFaucet } from './sandbox-solana-faucet.ts';
import { openSeed, sealKey, sealSeed } from './wallet-keys.ts';
import type { NewWallet, WalletRow } from './wallet-repository.ts';
import type { WalletServices } from './wallet-services.ts';

/** The group must be the caller's on the chain (0: none). */
async function groupIdOf(s: WalletServices, userId: number, chain: string, groupId: number): Promise<number | null> {
  if (groupId === 0) return null;
  if (!(await s.repo.group(userId, chain, groupId))) throw new ApiError(CODE.groupNotFound);
  return groupId;
}

export async function roomFor(s: WalletServices, userId: number, chain: string, adding: number) {
  if ((await s.repo.countTrading(userId, chain)) + adding > MAX_WALLETS_PER_CHAIN)
    throw new ApiError(CODE.walletLimit, 'code.4412', { params: { max: MAX_WALLETS_PER_CHAIN.toLocaleString('en') } });
}

/** Demo funds for a new main wallet, where the chain has a faucet (the embedded sandboxes). */
async function fundMain(s: WalletServices, userId: number, chain: string, row: WalletRow): Promise<boolean> {
  if (s.chains.summary(chain).family === 'solana') {
    const faucet = s.deps.solanaFaucets?.get(chain);
    // The listed tokens only: the funded wallet holds none of a token a user added.
    if (faucet) await fundFromSolanaFaucet(s.chains.solana(chain), faucet, row.address as SolanaAddress, s.chains.tokens(chain));
    return Boolean(faucet);
  }
  const faucet = s.deps.faucets.get(chain);
  if (faucet) await fundFromFaucet(s.chains.of(chain), faucet, row.address as Address, await s.tokensOf(userId, chain));
  return Boolean(faucet);
}

/**
 * Derives `count` trading wallets from the user's seed on the chain (the next unused indexes), seals
 * their keys and stores them in `groupId`; refused beyond the per-chain wallet limit.
 */
export async function deriveTradingWallets(
  s: WalletServices,
  userId: number,
  chain: string,
  count: number,
  place: { groupId: number | null; restriction?: NewWallet['restriction'] },
): Promise<WalletRow[]> {
  await roomFor(s, userId, chain, count);
  const mnemonic = await mnemonicOf(s, userId, chain);
  const from = await s.repo.reserveIndexes(userId, chain, count);
  const rows: NewWallet[] = s
    .keysOf(chain)
    .derive(mnemonic, from, count)
    .map((wallet) => ({
      userId,
      chain,
      role: 'trading',
      address: wallet.address,
      sealedKey: sealKey(s.deps.secretBox, wallet.address, wallet.secret),
      source: 'system',
      derivationIndex: wallet.index,
      groupId: place.groupId,
      ...(place.restriction === undefined ? {} : { restriction: place.restriction }),
    }));
  return s.repo.insert(rows);
}

/** The user's mnemonic for the chain, made on first use. */
export async function mnemonicOf(s: WalletServices, userId: number, chain: string): Promise<string> {
  if (!(await s.repo.seed(userId, chain))) await s.repo.insertSeed(userId, chain, sealSeed(s.deps.secretBox, userId, chain, newMnemonic()));
  const seed = (await s.repo.seed(userId, chain))!;
  return openSeed(s.deps.secretBox, userId, chain, seed.sealedMnemonic);
}

export const createCalls = (s: WalletServices) => [
  answer(createMainWallet, async (input, ctx) => {
    const userId = userIdOf(ctx);
    const chain = s.chains.summary(input.chain);
    if (await s.repo.main(userId, input.chain)) throw new ApiError(CODE.mainWalletExists, 'code.4405', { params: { chain: chain.name } });
    const keys = s.keysOf(input.chain);
    const key = input.private_key ? keys.parse(input.private_key) : keys.generate();
    if (!key) throw new ApiError(CODE.invalidPrivateKey);
    const [row] = await s.repo.insert([
      {
        userId,
        chain: input.chain,
        role: 'main',
        address: key.address,
        sealedKey: sealKey(s.deps.secretBox, key.address, key.secret),
        source: input.private_key ? 'imported' : 'system',
      },
    ]);
    // The address is already one of the user's trading wallets, or a second request won the race.
    if (!row) throw new ApiError(CODE.mainWalletExists, 'code.4405', { params: { chain: chain.name } });
    const funded = await fundMain(s, userId, input.chain, row);
    const tokens = await s.tokensOf(userId, input.chain);
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
    return { wallet: wallet!, funded };
  }),

  answer(createDexWallets, async (input, ctx) => {
    const userId = userIdOf(ctx);
    const groupId = await groupIdOf(s, userId, input.chain, input.group_id);
    const inserted = await deriveTradingWallets(s, userId, input.chain, input.count, { groupId, restriction: input.restriction });
    // An address the user already holds (an imported key of a later index) is skipped, not counted.
    return { created: inserted.length, first_address: inserted[0]?.address ?? '', last_address: inserted.at(-1)?.address ?? '' };
  }),

  answer(batchImport, async (input, ctx) => {
    const userId = userIdOf(ctx);
    const keys = s.keysOf(input.chain);
    const groupId = await groupIdOf(s, userId, input.chain, input.group_id);
    const parsed = parseKeyLinesWith(input.private_keys, keys.parse);
    const held = await s.repo.addresses(
      userId,
      input.chain,
      parsed.keys.map((key) => key.address),
    );
    const fresh = parsed.keys.filter((key) => !held.has(key.address));
    await roomFor(s, userId, input.chain, fresh.length);
    const inserted = await s.repo.insert(
      fresh.map((key) => ({
        userId,
        chain: input.chain,
        role: 'trading',
        address: key.address,
        sealedKey: sealKey(s.deps.secretBox, key.address, key.secret),
        source: 'imported',
        groupId,
        restriction: input.restriction,
      })),
    );
    const insertedAddresses = new Set(inserted.map((row) => row.address));
    const duplicates = [
      ...parsed.repeated,
      ...parsed.keys.filter((key) => !insertedAddresses.has(key.address)).map((key) => key.line),
    ].sort((a, b) => a - b);
    return { imported: inserted.length, duplicates, invalid: parsed.invalid };
  }),
];
