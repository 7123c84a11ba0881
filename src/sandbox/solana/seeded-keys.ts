// The deterministic keys a seed gives the sandbox network (the funded wallet, the faucet, the
// mints, the validator identity) and their secrets in the form Solana wallets import: base58 of the
// 64-byte keypair, as the Solana CLI's id.json holds it and Phantom pastes it. (Transaction
// signatures are checked by LiteSVM itself.)
import { createHash, createPrivateKey, createPublicKey } from 'node:crypto';
import type { Address } from '@solana/kit';
import { addressFromBytes, toBase58 } from './codecs.ts';

const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export interface SeededKeypair {
  address: Address;
  /** The 32-byte private key (RFC 8032 seed). */
  privateKey: Uint8Array;
  publicKey: Uint8Array;
  /** base58 of private key ‖ public key: what `solana-keygen` and wallets export. */
  secretKeyBase58: string;
}

/** The keypair named `role` in the world of `seed`: the same seed always gives the same keys. */
export function seededKeypair(seed: string, role: string): SeededKeypair {
  const privateKey = new Uint8Array(createHash('sha256').update(`mm-console sandbox solana ${seed} ${role}`).digest());
  const publicKey = publicKeyOf(privateKey);
  const secret = new Uint8Array(64);
  secret.set(privateKey, 0);
  secret.set(publicKey, 32);
  return {
    address: addressFromBytes(publicKey),
    privateKey,
    publicKey,
    secretKeyBase58: toBase58(secret),
  };
}

export function publicKeyOf(privateKey: Uint8Array): Uint8Array {
  const key = createPrivateKey({ key: Buffer.concat([PKCS8_PREFIX, privateKey]), format: 'der', type: 'pkcs8' });
  const spki = createPublicKey(key).export({ format: 'der', type: 'spki' });
  return new Uint8Array(spki.subarray(spki.length - 32));
}

/** A 32-byte hash as base58, for the names a seed gives the network (genesis hash, identity). */
export function seededHash(seed: string, label: string): string {
  return toBase58(createHash('sha256').update(`mm-console sandbox solana ${seed} ${label}`).digest());
}
