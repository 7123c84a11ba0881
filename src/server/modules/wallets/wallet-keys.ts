// Private keys and seeds are sealed with the secret box (AES-256-GCM under the master key that lives
// outside the database), bound to the wallet's address or the seed's owner, so a sealed value
// copied to another row does not open there.
import type { Hex } from 'viem';
import type { SecretBox } from '../../security/secret-box.ts';

const keyContext = (address: string) => `wallet:${address.toLowerCase()}`;
const seedContext = (userId: number, chain: string) => `wallet-seed:${userId}:${chain}`;

/** A wallet's secret: an EVM key in hex or a Solana keypair in base58. */
export const sealKey = (box: SecretBox, address: string, secret: string) => box.seal(secret, keyContext(address));
export const openKey = (box: SecretBox, address: string, sealed: string) => box.open(sealed, keyContext(address)) as Hex;
export const sealSeed = (box: SecretBox, userId: number, chain: string, mnemonic: string) => box.seal(mnemonic, seedContext(userId, chain));
export const openSeed = (box: SecretBox, userId: number, chain: string, sealed: string) => box.open(sealed, seedContext(userId, chain));
