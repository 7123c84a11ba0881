// Encrypts secrets at rest (TOTP secrets now, exchange API secrets and wallet keys later) with
// AES-256-GCM under a master key that never lives in the database.
//
// Sealed text: "sb1.<keyId>.<base64url(iv || ciphertext || tag)>". The key id names the master key
// that sealed it, so keys can rotate: a new key seals, older keys still open what they sealed, and
// reseal() moves a value to the current key. The caller's context string (e.g. "totp:42") is bound
// in as AAD, so a ciphertext copied into another row or column does not open there.
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const PREFIX = 'sb1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

export const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('base64url').slice(0, 8);

export class SecretBox {
  private readonly keys = new Map<string, Buffer>();
  readonly currentKeyId: string;

  /** keys[0] seals; every key opens what it sealed. */
  constructor(keys: Buffer[]) {
    if (keys.length === 0) throw new SecretBoxError('a secret box needs at least one key');
    for (const key of keys) {
      if (key.length !== KEY_BYTES) throw new SecretBoxError(`a master key must be ${KEY_BYTES} bytes, got ${key.length}`);
      this.keys.set(keyIdOf(key), key);
    }
    this.currentKeyId = keyIdOf(keys[0] as Buffer);
  }

  seal(plaintext: string, context: string): string {
    const key = this.keys.get(this.currentKeyId) as Buffer;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([iv, cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${PREFIX}.${this.currentKeyId}.${body.toString('base64url')}`;
  }

  /** Throws SecretBoxError when the text was not sealed by a known key under this context. */
  open(sealed: string, context: string): string {
    const [prefix, keyId, body, ...rest] = sealed.split('.');
    if (prefix !== PREFIX || !keyId || !body || rest.length > 0) throw new SecretBoxError('not a sealed secret');
    const key = this.keys.get(keyId);
    if (!key) throw new SecretBoxError(`sealed with an unknown master key (${keyId})`);
    const bytes = Buffer.from(body, 'base64url');
    if (bytes.length < IV_BYTES + TAG_BYTES) throw new SecretBoxError('sealed secret is truncated');
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretBoxError('sealed secret does not verify (wrong key, context or tampered)');
    }
  }

  /** True when the value was sealed by an older key and should be resealed. */
  needsReseal(sealed: string): boolean {
    return sealed.split('.')[1] !== this.currentKeyId;
  }

  reseal(sealed: string, context: string): string {
    return this.seal(this.open(sealed, context), context);
  }

  /**
   * A key for another purpose (e.g. the HMAC that hashes e-mail codes), derived from the current
   * master key with HKDF so the master key itself is used for one thing only.
   */
  deriveKey(purpose: string): Buffer {
    const key = this.keys.get(this.currentKeyId) as Buffer;
    return Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `mmc-subkey:${purpose}`, KEY_BYTES));
  }
}

function parseKeyList(text: string, source: string): Buffer[] {
  const keys = text
    .split(/[\s,]+/)
    .filter((part) => part.length > 0)
    .map((part) => Buffer.from(part, 'base64'));
  if (keys.length === 0) throw new SecretBoxError(`${source} holds no key`);
  for (const key of keys) {
    if (key.length !== KEY_BYTES) throw new SecretBoxError(`${source}: each key must be ${KEY_BYTES} bytes of base64`);
  }
  return keys;
}

/**
 * The master keys: MASTER_KEY (base64; several separated by commas, newest first, while rotating)
 * or the key file DATA_DIR/master.key (one base64 key a line, newest first), created with mode
 * 0600 on first start.
 */
export function loadSecretBox(options: { masterKey?: string | undefined; keyFile: string }): SecretBox {
  if (options.masterKey) return new SecretBox(parseKeyList(options.masterKey, 'MASTER_KEY'));
  if (existsSync(options.keyFile)) return new SecretBox(parseKeyList(readFileSync(options.keyFile, 'utf8'), options.keyFile));
  const key = randomBytes(KEY_BYTES);
  mkdirSync(dirname(options.keyFile), { recursive: true });
  writeFileSync(options.keyFile, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(options.keyFile, 0o600);
  return new SecretBox([key]);
}
