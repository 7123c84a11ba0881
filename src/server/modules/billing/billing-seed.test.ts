import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HDKey } from 'viem/accounts';
import { mnemonicToSeedSync } from '@scure/bip39';
import { SecretBox } from '../../security/secret-box.ts';
import { billingKeys, loadBillingMnemonic } from './billing-seed.ts';

const dir = mkdtempSync(join(tmpdir(), 'billing-seed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const box = new SecretBox([Buffer.alloc(32, 7)]);

describe('billing seed', () => {
  it('is created once, sealed, and read back the same', () => {
    const file = join(dir, 'billing-seed.sealed');
    const first = loadBillingMnemonic({ file, secretBox: box });
    expect(first.split(' ')).toHaveLength(12);
    expect(readFileSync(file, 'utf8')).not.toContain(first.split(' ')[0]!);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadBillingMnemonic({ file, secretBox: box })).toBe(first);
  });

  it('derives one deposit address per user and chain along BIP-44, and a separate treasury', () => {
    const mnemonic = 'test test test test test test test test test test test junk';
    const keys = billingKeys(mnemonic);
    const expected = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic)).derive("m/44'/60'/97'/0/5");
    expect(keys.depositKey(97, 5)).toBe(`0x${Buffer.from(expected.privateKey!).toString('hex')}`);
    expect(keys.depositAddress(97, 5)).not.toBe(keys.depositAddress(97, 6));
    expect(keys.depositAddress(97, 5)).not.toBe(keys.depositAddress(56, 5));
    expect(keys.treasuryAddress(97)).not.toBe(keys.depositAddress(97, 0));
  });

  it('refuses an operator mnemonic that is not BIP-39', () => {
    expect(() => loadBillingMnemonic({ mnemonic: 'not a mnemonic', file: join(dir, 'x'), secretBox: box })).toThrow(/BIP-39/);
  });
});
