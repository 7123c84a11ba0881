// The billing HD key (BIP-32, kept by @scure/bip32 through viem): a BIP-39 mnemonic. Where it lives
// (open-billing-keys.ts decides): in embedded mode sealed by the secret box in
// DATA_DIR/billing-seed.sealed (mode 0600), outside the database like the other secrets; in a
// deployment of several processes sealed once in the database (deployment-seed.ts); or given as
// BILLING_MNEMONIC by an operator's secret store. Per chain (its chain id as the BIP-44 account):
// deposit addresses on branch 0, child = user id; the treasury on branch 1.
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { mnemonicToSeedSync, validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';
import { type Address, type Hex, toHex } from 'viem';
import { HDKey, privateKeyToAddress } from 'viem/accounts';
import { newMnemonic } from '../../../engine/wallets/hd-wallets.ts';
import type { SecretBox } from '../../security/secret-box.ts';

export const SEAL_CONTEXT = 'billing-seed';

export interface BillingKeys {
  /** An address that names the seed without revealing it (the treasury of chain id 0, which no chain uses). */
  fingerprint: Address;
  depositAddress(chainId: number, userId: number): Address;
  depositKey(chainId: number, userId: number): Hex;
  treasuryKey(chainId: number): Hex;
  treasuryAddress(chainId: number): Address;
}

/** The operator's BILLING_MNEMONIC, checked. */
export function operatorMnemonic(mnemonic: string): string {
  if (!validateMnemonic(mnemonic.trim(), wordlist)) throw new Error('BILLING_MNEMONIC is not a valid BIP-39 mnemonic');
  return mnemonic.trim();
}

/** The seed sealed in the data folder, when there is one. */
export function readSealedSeedFile(file: string, secretBox: SecretBox): string | null {
  return existsSync(file) ? secretBox.open(readFileSync(file, 'utf8').trim(), SEAL_CONTEXT) : null;
}

/** Embedded mode: BILLING_MNEMONIC, or the data folder's sealed seed, made on first start. */
export function loadBillingMnemonic(options: { mnemonic?: string | undefined; file: string; secretBox: SecretBox }): string {
  if (options.mnemonic) return operatorMnemonic(options.mnemonic);
  const sealed = readSealedSeedFile(options.file, options.secretBox);
  if (sealed) return sealed;
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
    fingerprint: privateKeyToAddress(keyAt(0, 1, 0)),
    depositKey: (chainId, userId) => keyAt(chainId, 0, userId),
    depositAddress: (chainId, userId) => privateKeyToAddress(keyAt(chainId, 0, userId)),
    treasuryKey: (chainId) => keyAt(chainId, 1, 0),
    treasuryAddress: (chainId) => privateKeyToAddress(keyAt(chainId, 1, 0)),
  };
}
