import { getBase58Encoder, getUtf8Encoder, signBytes } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { deriveSolanaWallets, newSolanaSecretKey, parseSolanaSecretKey, solanaSigner } from './solana-keys.ts';

// BIP-39's first test phrase; its m/44'/501'/0'/0' address is the one Phantom, Solflare and
// solana-keygen show for it.
const PHRASE = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const ADDRESS_0 = 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk';

describe('Solana wallets from a mnemonic', () => {
  it('derive the addresses wallet apps show, each index its own', () => {
    const wallets = deriveSolanaWallets(PHRASE, 0, 3);
    expect(wallets[0]?.address).toBe(ADDRESS_0);
    expect(new Set(wallets.map((wallet) => wallet.address)).size).toBe(3);
    expect(deriveSolanaWallets(PHRASE, 2, 1)[0]).toEqual(wallets[2]);
  });

  it('give secrets that sign as their address', async () => {
    const [wallet] = deriveSolanaWallets(PHRASE, 0, 1);
    const signer = await solanaSigner(wallet!.secretKey);
    expect(signer.address).toBe(ADDRESS_0);
    const signature = await signBytes(signer.keyPair.privateKey, getUtf8Encoder().encode('hello'));
    expect(signature).toHaveLength(64);
  });
});

describe('a pasted Solana secret key', () => {
  const [wallet] = deriveSolanaWallets(PHRASE, 0, 1);
  const bytes = Array.from(getBase58Encoder().encode(wallet!.secretKey));

  it('is read as base58 or as a solana-keygen JSON array', () => {
    expect(parseSolanaSecretKey(`  ${wallet!.secretKey}\n`)).toEqual({ secretKey: wallet!.secretKey, address: ADDRESS_0 });
    expect(parseSolanaSecretKey(JSON.stringify(bytes))).toEqual({ secretKey: wallet!.secretKey, address: ADDRESS_0 });
  });

  it('is refused when it is not a keypair whose halves belong together', () => {
    const mangled = [...bytes];
    mangled[40] = (mangled[40]! + 1) % 256;
    expect(parseSolanaSecretKey(JSON.stringify(mangled))).toBeNull();
    expect(parseSolanaSecretKey(ADDRESS_0)).toBeNull();
    expect(parseSolanaSecretKey(JSON.stringify(bytes.slice(0, 32)))).toBeNull();
    expect(parseSolanaSecretKey('[1,2,300]')).toBeNull();
    expect(parseSolanaSecretKey('0x1234')).toBeNull();
    expect(parseSolanaSecretKey('')).toBeNull();
  });
});

describe('a new Solana wallet', () => {
  it('is a keypair of its own that signs as its address', async () => {
    const first = newSolanaSecretKey();
    const second = newSolanaSecretKey();
    expect(first.address).not.toBe(second.address);
    expect(parseSolanaSecretKey(first.secretKey)).toEqual(first);
    expect((await solanaSigner(first.secretKey)).address).toBe(first.address);
  });
});
