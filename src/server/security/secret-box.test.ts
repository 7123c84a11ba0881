import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../../tests/support/temp-dirs.ts';
import { keyIdOf, loadSecretBox, SecretBox, SecretBoxError } from './secret-box.ts';

const tempDir = tempDirs('secret-box-');

describe('secret box', () => {
  const key = randomBytes(32);
  const box = new SecretBox([key]);

  it('opens what it sealed, and seals the same text differently each time', () => {
    const a = box.seal('JBSWY3DPEHPK3PXP', 'totp:1');
    const b = box.seal('JBSWY3DPEHPK3PXP', 'totp:1');
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(a.split('.')[1]).toBe(keyIdOf(key));
    expect(box.open(a, 'totp:1')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.open(b, 'totp:1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a ciphertext moved to another context (another user or column)', () => {
    const sealed = box.seal('secret', 'totp:1');
    expect(() => box.open(sealed, 'totp:2')).toThrow(SecretBoxError);
  });

  it('refuses a tampered ciphertext', () => {
    const sealed = box.seal('secret', 'ctx');
    const body = Buffer.from(sealed.split('.')[2] as string, 'base64url');
    body[body.length - 20] = (body[body.length - 20] as number) ^ 1;
    const tampered = `sb1.${keyIdOf(key)}.${body.toString('base64url')}`;
    expect(() => box.open(tampered, 'ctx')).toThrow(SecretBoxError);
    expect(() => box.open('not sealed', 'ctx')).toThrow(SecretBoxError);
  });

  it('refuses what another master key sealed', () => {
    const other = new SecretBox([randomBytes(32)]);
    expect(() => box.open(other.seal('secret', 'ctx'), 'ctx')).toThrow(/unknown master key/);
  });

  it('rotates: the new key seals, the old key still opens its values, and reseal moves them', () => {
    const oldBox = new SecretBox([key]);
    const sealedOld = oldBox.seal('api-secret', 'exchange:7');
    const newKey = randomBytes(32);
    const rotated = new SecretBox([newKey, key]);
    expect(rotated.open(sealedOld, 'exchange:7')).toBe('api-secret');
    expect(rotated.needsReseal(sealedOld)).toBe(true);
    const resealed = rotated.reseal(sealedOld, 'exchange:7');
    expect(resealed.split('.')[1]).toBe(keyIdOf(newKey));
    expect(rotated.needsReseal(resealed)).toBe(false);
    expect(new SecretBox([newKey]).open(resealed, 'exchange:7')).toBe('api-secret');
  });

  it('derives distinct, stable keys per purpose', () => {
    expect(box.deriveKey('email-code').equals(box.deriveKey('email-code'))).toBe(true);
    expect(box.deriveKey('email-code').equals(box.deriveKey('other'))).toBe(false);
    expect(box.deriveKey('email-code').equals(key)).toBe(false);
  });

  it('wants 32-byte keys', () => {
    expect(() => new SecretBox([randomBytes(16)])).toThrow(/32 bytes/);
    expect(() => new SecretBox([])).toThrow();
  });
});

describe('master key loading', () => {
  it('creates DATA_DIR/master.key once with mode 0600 and reads the same key afterwards', () => {
    const file = join(tempDir(), 'data', 'master.key');
    const first = loadSecretBox({ keyFile: file });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const second = loadSecretBox({ keyFile: file });
    expect(second.currentKeyId).toBe(first.currentKeyId);
    expect(second.open(first.seal('x', 'c'), 'c')).toBe('x');
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')).toHaveLength(32);
  });

  it('prefers MASTER_KEY, newest first, and accepts older keys after a comma', () => {
    const newest = randomBytes(32);
    const older = randomBytes(32);
    const file = join(tempDir(), 'master.key');
    const box = loadSecretBox({ masterKey: `${newest.toString('base64')},${older.toString('base64')}`, keyFile: file });
    expect(box.currentKeyId).toBe(keyIdOf(newest));
    expect(box.open(new SecretBox([older]).seal('v', 'c'), 'c')).toBe('v');
    expect(() => statSync(file)).toThrow(); // no key file when the key comes from the environment
  });

  it('rejects a MASTER_KEY that is not 32 bytes of base64', () => {
    expect(() => loadSecretBox({ masterKey: 'c2hvcnQ=', keyFile: join(tempDir(), 'k') })).toThrow(/32 bytes/);
  });
});
