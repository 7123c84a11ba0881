// The server's long-lived ECDH key pair. Generated on first start and kept in a file (mode 0600);
// its public half is published so clients can derive a session key. No secret ships in the bundle.
import { createECDH, createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface ServerKey {
  kid: string;
  publicKey: string; // base64url, uncompressed point
  privateKey: Buffer;
}

export function serverKeyFromPrivate(privateKey: Buffer): ServerKey {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  const pub = ecdh.getPublicKey();
  return {
    kid: createHash('sha256').update(pub).digest('base64url').slice(0, 12),
    publicKey: pub.toString('base64url'),
    privateKey,
  };
}

export function loadOrCreateServerKey(file: string): ServerKey {
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { privateKey: string };
    return serverKeyFromPrivate(Buffer.from(stored.privateKey, 'base64url'));
  }
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const key = serverKeyFromPrivate(ecdh.getPrivateKey());
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ kid: key.kid, privateKey: key.privateKey.toString('base64url') }), { mode: 0o600 });
  return key;
}
