// The wallets a DEX or NFT bot trades from: the enabled trading wallets of its group on the chain,
// each with its signing key opened from the secret box for its chain's family (the key stays in
// this process).
import { and, eq } from 'drizzle-orm';
import { getAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { DexWallet, WalletSigner } from '../../../engine/runner/dex/dex-ports.ts';
import { solanaSigner } from '../../../engine/wallets/solana-keys.ts';
import type { WalletRestriction } from '../../../engine/runner/dex/dex-types.ts';
import type { Db } from '../../db/database.ts';
import { wallets } from '../../db/schema/index.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import { openKey } from '../wallets/wallet-keys.ts';

export async function groupWallets(
  deps: { db: Db; secretBox: SecretBox },
  owner: { userId: number; chainKey: string; groupId: number | undefined; family?: 'evm' | 'solana' },
): Promise<DexWallet[]> {
  if (!owner.groupId) return [];
  const rows = await deps.db
    .select()
    .from(wallets)
    .where(
      and(
        eq(wallets.userId, owner.userId),
        eq(wallets.chain, owner.chainKey),
        eq(wallets.role, 'trading'),
        eq(wallets.groupId, owner.groupId),
        eq(wallets.enabled, true),
      ),
    );
  const solana = owner.family === 'solana';
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      // A base58 address keeps its case; an EVM one is checksummed.
      address: solana ? row.address : getAddress(row.address),
      restriction: row.restriction as WalletRestriction,
      signer: await signerOf(openKey(deps.secretBox, row.address, row.sealedKey), solana),
    })),
  );
}

async function signerOf(key: string, solana: boolean): Promise<WalletSigner> {
  return solana
    ? { family: 'solana', keyPair: await solanaSigner(key) }
    : { family: 'evm', account: privateKeyToAccount(key as `0x${string}`) };
}

/**
 * The key of one of the user's Solana wallets on the chain by its address, whatever its group or
 * state now: a swap's recovery settles it from the wallet that sent it, even if since moved or disabled.
 */
export async function solanaWalletSigner(
  deps: { db: Db; secretBox: SecretBox },
  owner: { userId: number; chainKey: string },
  address: string,
): Promise<WalletSigner | null> {
  const [row] = await deps.db
    .select()
    .from(wallets)
    .where(and(eq(wallets.userId, owner.userId), eq(wallets.chain, owner.chainKey), eq(wallets.address, address)));
  return row ? signerOf(openKey(deps.secretBox, row.address, row.sealedKey), true) : null;
}
