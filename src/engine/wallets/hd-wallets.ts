// System-created wallets: one BIP-39 mnemonic per user and chain, wallets derived from it along
// the standard Ethereum path m/44'/60'/0'/0/index (what MetaMask and hardware wallets use, so a
// user who exports the mnemonic's keys finds the same addresses anywhere).
import { mnemonicToSeedSync } from '@scure/bip39';
import { type Address, type Hex, toHex } from 'viem';
import { english, generateMnemonic, HDKey, privateKeyToAddress } from 'viem/accounts';

export interface DerivedWallet {
  index: number;
  privateKey: Hex;
  address: Address;
}

export const newMnemonic = (): string => generateMnemonic(english);

/** `count` wallets from index `from` on; the seed is stretched once for all of them. */
export function deriveWallets(mnemonic: string, from: number, count: number): DerivedWallet[] {
  const account = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic)).derive("m/44'/60'/0'/0");
  return Array.from({ length: count }, (_, offset) => {
    const index = from + offset;
    const privateKey = toHex(account.deriveChild(index).privateKey!);
    return { index, privateKey, address: privateKeyToAddress(privateKey) };
  });
}
