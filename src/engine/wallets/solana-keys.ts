// Solana wallets: ed25519 keys derived from the user's BIP-39 mnemonic by SLIP-0010 along
// m/44'/501'/index'/0' (what Phantom and Solflare derive, so an exported mnemonic shows the same
// addresses there), and secret keys in the two forms users paste: base58 of the 64-byte keypair
// (Phantom's export) and solana-keygen's JSON array of 64 numbers.
import {
  type Address,
  createKeyPairSignerFromBytes,
  getAddressDecoder,
  getBase58Decoder,
  getBase58Encoder,
  type KeyPairSigner,
} from '@solana/kit';
import { mnemonicToSeedSync } from '@scure/bip39';
import { HDKey } from 'micro-key-producer/slip10.js';

export interface DerivedSolanaWallet {
  index: number;
  /** Base58 of private key ‖ public key: sealed at rest, never logged. */
  secretKey: string;
  address: Address;
}

const base58 = { encode: getBase58Decoder(), decode: getBase58Encoder() };
const addressOf = (publicKey: Uint8Array): Address => getAddressDecoder().decode(publicKey);

function keypairBytes(privateKey: Uint8Array, publicKey: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(64);
  bytes.set(privateKey, 0);
  bytes.set(publicKey, 32);
  return bytes;
}

/** `count` wallets from index `from` on; the seed is stretched once for all of them. */
export function deriveSolanaWallets(mnemonic: string, from: number, count: number): DerivedSolanaWallet[] {
  const coin = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic)).derive("m/44'/501'");
  return Array.from({ length: count }, (_, offset) => {
    const index = from + offset;
    const key = coin.derive(`m/${index}'/0'`);
    return { index, secretKey: base58.encode.decode(keypairBytes(key.privateKey, key.publicKeyRaw)), address: addressOf(key.publicKeyRaw) };
  });
}

/** A new random wallet: 32 random bytes are the ed25519 private key, as solana-keygen makes one. */
export function newSolanaSecretKey(): { secretKey: string; address: Address } {
  const privateKey = crypto.getRandomValues(new Uint8Array(32));
  const publicKey = new HDKey({ chainCode: new Uint8Array(32), privateKey }).publicKeyRaw;
  return { secretKey: base58.encode.decode(keypairBytes(privateKey, publicKey)), address: addressOf(publicKey) };
}

/** The 64 keypair bytes a pasted secret stands for, or null when it is neither accepted form. */
function pastedKeypairBytes(text: string): Uint8Array | null {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    try {
      const numbers: unknown = JSON.parse(trimmed);
      const valid = Array.isArray(numbers) && numbers.length === 64 && numbers.every((n) => Number.isInteger(n) && n >= 0 && n <= 255);
      return valid ? Uint8Array.from(numbers as number[]) : null;
    } catch {
      return null;
    }
  }
  if (!/^[1-9A-HJ-NP-Za-km-z]{80,90}$/.test(trimmed)) return null;
  const bytes = base58.decode.encode(trimmed);
  return bytes.length === 64 ? new Uint8Array(bytes) : null;
}

/**
 * The secret in canonical form (base58) with its address, or null when the text is not a keypair
 * whose public half belongs to its private half: a pasted key with a mangled second half would
 * otherwise show one address and sign as another.
 */
export function parseSolanaSecretKey(text: string): { secretKey: string; address: Address } | null {
  const bytes = pastedKeypairBytes(text);
  if (!bytes) return null;
  const derivedPublic = new HDKey({ chainCode: new Uint8Array(32), privateKey: bytes.slice(0, 32) }).publicKeyRaw;
  if (!derivedPublic.every((byte, i) => byte === bytes[32 + i])) return null;
  return { secretKey: base58.encode.decode(bytes), address: addressOf(derivedPublic) };
}

/** A signer for @solana/kit transactions from a stored secret. */
export function solanaSigner(secretKey: string): Promise<KeyPairSigner> {
  return createKeyPairSignerFromBytes(base58.decode.encode(secretKey));
}
