import { describe, expect, it } from 'vitest';
import { decimalText, inNewWalletMode, newWalletPlan } from './new-wallets.ts';

describe('new-wallet mode parameters', () => {
  it('writes amounts as plain decimals, however small or large', () => {
    expect(decimalText(1e-7)).toBe('0.0000001');
    expect(decimalText(1.5)).toBe('1.5');
    expect(decimalText(25_000_000)).toBe('25000000');
    expect(decimalText(0.123456789)).toBe('0.123456789');
  });

  it('reads the mode and the plan, with the defaults', () => {
    expect(inNewWalletMode({ wallet_mode: 'new' })).toBe(true);
    expect(inNewWalletMode({ wallet_mode: 'group' })).toBe(false);
    expect(inNewWalletMode(null)).toBe(false);
    expect(newWalletPlan({ new_wallet_sol: 2 })).toEqual({ count: 5, sol: 2, token: 0 });
  });
});
