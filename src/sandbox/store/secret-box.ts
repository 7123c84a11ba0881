// API secrets of the venue's keys are stored sealed (AES-256-GCM) in the journal and snapshots, under
// a key kept in its own file (mode 0600), so copying a journal or snapshot for a bug report does not
// leak working credentials.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export class SecretBox {
  private constructor(private readonly key: Buffer) {}

  /** Loads the key file, creating it on first use. */
  static fromFile(path: string): SecretBox {
    if (!existsSync(path)) writeFileSync(path, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    const key = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
    if (key.length !== 32) throw new Error(`${path} does not hold a 32-byte key`);
    return new SecretBox(key);
  }

  /** A key that lives only as long as the process (venues without a data folder). */
  static ephemeral(): SecretBox {
    return new SecretBox(randomBytes(32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
  }

  open(sealed: string): string {
    if (!sealed.startsWith('v1:')) throw new Error('unknown sealed secret format');
    const raw = Buffer.from(sealed.slice(3), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }
}
