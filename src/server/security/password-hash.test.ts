import { describe, expect, it } from 'vitest';
import { DEFAULT_COST, decoyHash, hashPassword, needsRehash, verifyPassword } from './password-hash.ts';

// A cheap cost for the tests that are about the format, not the strength.
const cheap = { log2N: 10, r: 8, p: 1 };

describe('password hashing (scrypt)', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Passw0rd!', DEFAULT_COST);
    expect(stored).toMatch(/^scrypt\$15\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword('Passw0rd!', stored)).toBe(true);
    expect(await verifyPassword('Passw0rd?', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash, so one password never gives the same text twice', async () => {
    const [a, b] = await Promise.all([hashPassword('Same#Pass1', cheap), hashPassword('Same#Pass1', cheap)]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Same#Pass1', a)).toBe(true);
    expect(await verifyPassword('Same#Pass1', b)).toBe(true);
  });

  it('treats canonically equal Unicode passwords as the same', async () => {
    const stored = await hashPassword('Caf\u00e9#2024a', cheap);
    expect(await verifyPassword('Cafe\u0301#2024a', stored)).toBe(true);
  });

  it('asks for a rehash when the stored cost is below the current one', async () => {
    const weak = await hashPassword('Passw0rd!', cheap);
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(await hashPassword('Passw0rd!'))).toBe(false);
    expect(needsRehash('md5$abc')).toBe(true);
  });

  it('refuses stored texts that are not scrypt hashes instead of throwing', async () => {
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$99$8$1$AAAA$AAAA')).toBe(false);
    expect(await verifyPassword('x', 'plain-text-password')).toBe(false);
  });

  it('has a decoy hash that no typed password matches', async () => {
    const decoy = await decoyHash();
    expect(await decoyHash()).toBe(decoy);
    expect(await verifyPassword('Demo@12345', decoy)).toBe(false);
  });
});
