import { describe, expect, it } from 'vitest';
import { deriveWallets, newMnemonic } from './hd-wallets.ts';

// The well-known test mnemonic: its first accounts are Hardhat's and Anvil's default accounts.
const TEST_MNEMONIC = 'test test test test test test test test test test test junk';

describe('HD wallets', () => {
  it("derives the standard path m/44'/60'/0'/0/i", () => {
    const [first, second] = deriveWallets(TEST_MNEMONIC, 0, 2);
    expect(first?.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(second?.address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    expect(deriveWallets(TEST_MNEMONIC, 1, 1)[0]).toEqual({ ...second, index: 1 });
  });

  it('makes a new 12-word mnemonic each time', () => {
    const a = newMnemonic();
    expect(a.split(' ')).toHaveLength(12);
    expect(newMnemonic()).not.toBe(a);
  });
});
