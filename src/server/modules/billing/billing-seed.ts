// The billing HD key (BIP-32, kept by @scure/bip32 through viem): a BIP-39 mnemonic sealed by the
// secret box in DATA_DIR/billing-seed.sealed (mode 0600), outside the database like the other
// secrets, or given as BILLING_MNEMONIC by an operator's secret store. Per chain (its chain id as
// the BIP-44 account): deposit addresses on branch 0, child = user id; the treasury on branch 1.
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { mnemonicToSeedSync, validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';
import { type Address, type Hex, toHex } from 'viem';
import { HDKey, privateKeyToAddress } from 'viem/accounts';
import { newMnemonic } from '../../../engine/wallets/hd-wallets.ts';
import type { SecretBox } from '../../security/secret-box.ts';

const SEAL_CONTEXT = 'billing-seed';

export interface BillingKeys {
  depositAddress(chainId: number, userId: number): Address;
  depositKey(chainId: number, userId: number): Hex;
  treasuryKey(chainId: number): Hex;
  treasuryAddress(chainId: number): Address;
}

export function loadBillingMnemonic(options: { mnemonic?: string | undefined; file: string; secretBox: SecretBox }): string {
  if (options.mnemonic) {
    if (!validateMnemonic(options.mnemonic.trim(), wordlist)) throw new Error('BILLING_MNEMONIC is not a valid BIP-39 mnemonic');
    return options.mnemonic.trim();
  }
  if (existsSync(options.file)) return options.secretBox.open(readFileSync(options.file, 'utf8').trim(), SEAL_CONTEXT);
  const mnemonic = newMnemonic();
  mkdirSync(dirname(options.file), { recursive: true });
  writeFileSync(options.file, `${options.secretBox.seal(mnemonic, SEAL_CONTEXT)}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(options.file, 0o600);
  return mnemonic;
}

export function billingKeys(mnemonic: string): BillingKeys {
  const root = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic));
  const branches = new Map<string, HDKey>();
  const branch = (chainId: number, change: 0 | 1) => {
    const path = `m/44'/60'/${chainId}'/${change}`;
    let key = branches.get(path);
    if (!key) {
      key = root.derive(path);
      branches.set(path, key);
    }
    return key;
  };
  const keyAt = (chainId: number, change: 0 | 1, index: number): Hex => toHex(branch(chainId, change).deriveChild(index).privateKey!);
  return {
    depositKey: (chainId, userId) => keyAt(chainId, 0, userId),
    depositAddress: (chainId, userId) => privateKeyToAddress(keyAt(chainId, 0, userId)),
    treasuryKey: (chainId) => keyAt(chainId, 1, 0),
    treasuryAddress: (chainId) => privateKeyToAddress(keyAt(chainId, 1, 0)),
  };
}
