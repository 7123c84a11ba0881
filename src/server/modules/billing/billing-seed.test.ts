import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mnemonicToSeedSync } from '@scure/bip39';
import { HDKey } from 'viem/accounts';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgresForTest, type TestDatabase } from '../../../../tests/support/databases.ts';
import { depositAddresses, users } from '../../db/schema/index.ts';
import { SecretBox } from '../../security/secret-box.ts';
import { billingKeys, loadBillingMnemonic } from './billing-seed.ts';
import { openBillingKeys } from './open-billing-keys.ts';

const dir = mkdtempSync(join(tmpdir(), 'billing-seed-'));
const databases: TestDatabase[] = [];
afterAll(async () => {
  for (const database of databases) await database.drop();
  rmSync(dir, { recursive: true, force: true });
});
const box = new SecretBox([Buffer.alloc(32, 7)]);
const OPERATOR = 'test test test test test test test test test test test junk';
const OTHER = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const CHAIN = { key: 'SANDBOX', chainId: 97 };

async function database(open: () => Promise<TestDatabase>) {
  const opened = await open();
  databases.push(opened);
  return opened.database.db;
}

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
    const keys = billingKeys(OPERATOR);
    const expected = HDKey.fromMasterSeed(mnemonicToSeedSync(OPERATOR)).derive("m/44'/60'/97'/0/5");
    expect(keys.depositKey(97, 5)).toBe(`0x${Buffer.from(expected.privateKey!).toString('hex')}`);
    expect(keys.depositAddress(97, 5)).not.toBe(keys.depositAddress(97, 6));
    expect(keys.depositAddress(97, 5)).not.toBe(keys.depositAddress(56, 5));
    expect(keys.treasuryAddress(97)).not.toBe(keys.depositAddress(97, 0));
  });

  it('refuses an operator mnemonic that is not BIP-39', () => {
    expect(() => loadBillingMnemonic({ mnemonic: 'not a mnemonic', file: join(dir, 'x'), secretBox: box })).toThrow(/BIP-39/);
  });

  it('is one for the processes of a deployment that start together on one database, each with its own data folder', async () => {
    const db = await database(() => openPostgresForTest());
    const open = (folder: string) =>
      openBillingKeys({
        db,
        secretBox: box,
        mnemonic: undefined,
        file: join(dir, folder, 'billing-seed.sealed'),
        shared: true,
        chains: [CHAIN],
      });
    const started = await Promise.all([open('api'), open('worker-1'), open('worker-2')]);
    expect(new Set(started.map((keys) => keys.depositAddress(97, 1)))).toHaveProperty('size', 1);
    expect((await open('worker-3')).treasuryAddress(97)).toBe(started[0]!.treasuryAddress(97));
    // An operator's mnemonic that is not the stored one is refused by name, before anything is signed with it.
    await expect(
      openBillingKeys({ db, secretBox: box, mnemonic: OPERATOR, file: join(dir, 'api', 'x'), shared: true, chains: [CHAIN] }),
    ).rejects.toThrow(/^BILLING_MNEMONIC is not this deployment's billing seed/);
    // So is a process with another master key: it cannot open the stored seed.
    await expect(
      openBillingKeys({
        db,
        secretBox: new SecretBox([Buffer.alloc(32, 9)]),
        mnemonic: undefined,
        file: join(dir, 'other', 'x'),
        shared: true,
        chains: [CHAIN],
      }),
    ).rejects.toThrow(/MASTER_KEY/);
  });

  it('refuses to start with a seed that does not derive the stored deposit addresses', async () => {
    const db = await database(() => openPostgresForTest());
    const made = billingKeys(OPERATOR);
    const [user] = await db
      .insert(users)
      .values({ userName: 'payer01', email: 'payer01@example.com', passwordHash: 'x', availableUntil: new Date() })
      .returning();
    await db
      .insert(depositAddresses)
      .values({ userId: user!.id, chain: CHAIN.key, address: made.depositAddress(97, user!.id).toLowerCase() });
    const open = (mnemonic: string) =>
      openBillingKeys({ db, secretBox: box, mnemonic, file: join(dir, 'embedded', 'x'), shared: false, chains: [CHAIN] });
    expect((await open(OPERATOR)).fingerprint).toBe(made.fingerprint);
    await expect(open(OTHER)).rejects.toThrow(/does not derive the deposit addresses stored for SANDBOX.*BILLING_MNEMONIC/);
  });
});
