// Password hashing with scrypt (node:crypto), a fresh 16-byte salt per hash and a constant-time
// compare. The cost parameters travel inside the stored text ("scrypt$15$8$1$<salt>$<hash>"), so
// they can be raised later: needsRehash() tells the login to store a stronger hash.
//
// N = 2^15, r = 8, p = 1 is the interactive-login setting (32 MiB, about 120 ms on these
// machines); scrypt runs on libuv's thread pool, so a login does not block the event loop.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptCost {
  log2N: number;
  r: number;
  p: number;
}

export const DEFAULT_COST: ScryptCost = { log2N: 15, r: 8, p: 1 };
const SALT_BYTES = 16;
const HASH_BYTES = 32;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const N = 2 ** cost.log2N;
  return new Promise((resolve, reject) => {
    // maxmem must exceed 128 * N * r bytes, or node refuses the parameters.
    scrypt(password.normalize('NFKC'), salt, HASH_BYTES, { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, cost);
  return ['scrypt', cost.log2N, cost.r, cost.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

function parse(stored: string): { cost: ScryptCost; salt: Buffer; hash: Buffer } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [log2N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![log2N, r, p].every((n) => Number.isInteger(n) && n > 0) || log2N > 22) return null;
  return { cost: { log2N, r, p }, salt: Buffer.from(parts[4] as string, 'base64url'), hash: Buffer.from(parts[5] as string, 'base64url') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.cost);
  return candidate.length === parsed.hash.length && timingSafeEqual(candidate, parsed.hash);
}

export function needsRehash(stored: string, cost: ScryptCost = DEFAULT_COST): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.cost.log2N < cost.log2N || parsed.cost.r < cost.r || parsed.cost.p < cost.p;
}

/**
 * A hash of a random password, computed once: an unknown account is checked against it so that a
 * login for a name that does not exist takes as long as one that does.
 */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(24).toString('base64url'));
  return decoy;
}
