// How each family of chains makes, reads and derives wallet keys, and how it writes an address.
// EVM: secp256k1 keys in hex, addresses kept in lower case. Solana: ed25519 keypairs in base58,
// addresses kept as they are, since a base58 address's case is part of it.
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { deriveWallets } from '../../../engine/wallets/hd-wallets.ts';
import { parsePrivateKey } from '../../../engine/wallets/private-keys.ts';
import { deriveSolanaWallets, newSolanaSecretKey, parseSolanaSecretKey } from '../../../engine/wallets/solana-keys.ts';

/** How a chain's keys, addresses and transactions work. */
export type ChainFamily = 'evm' | 'solana';

/** A wallet's secret (sealed at rest, never logged) and its address as stored. */
export interface WalletKey {
  secret: string;
  address: string;
}

export interface WalletKeyKind {
  generate(): WalletKey;
  /** A pasted secret in any form the family's wallets export, or null when it is none. */
  parse(text: string): WalletKey | null;
  /** `count` wallets from the mnemonic, from index `from` on. */
  derive(mnemonic: string, from: number, count: number): (WalletKey & { index: number })[];
  /** The address as wallets are stored and looked up. */
  normalise(address: string): string;
}

const evmKeys: WalletKeyKind = {
  generate() {
    const secret = generatePrivateKey();
    return { secret, address: privateKeyToAddress(secret).toLowerCase() };
  },
  parse(text) {
    const parsed = parsePrivateKey(text);
    return parsed && { secret: parsed.privateKey, address: parsed.address.toLowerCase() };
  },
  derive: (mnemonic, from, count) =>
    deriveWallets(mnemonic, from, count).map((wallet) => ({
      index: wallet.index,
      secret: wallet.privateKey,
      address: wallet.address.toLowerCase(),
    })),
  normalise: (address) => address.toLowerCase(),
};

const solanaKeys: WalletKeyKind = {
  generate() {
    const { secretKey, address } = newSolanaSecretKey();
    return { secret: secretKey, address };
  },
  parse(text) {
    const parsed = parseSolanaSecretKey(text);
    return parsed && { secret: parsed.secretKey, address: parsed.address };
  },
  derive: (mnemonic, from, count) =>
    deriveSolanaWallets(mnemonic, from, count).map((wallet) => ({
      index: wallet.index,
      secret: wallet.secretKey,
      address: wallet.address,
    })),
  normalise: (address) => address,
};

export const walletKeysOf = (family: ChainFamily): WalletKeyKind => (family === 'solana' ? solanaKeys : evmKeys);
