import { describe, expect, it } from 'vitest';
import { amountProblem, compareDecimals } from './amount.ts';

const CAKE = { key: '0x0000000000000000000000000000000000000001', symbol: 'CAKE', decimals: 18 };
const USDC = { key: '0x0000000000000000000000000000000000000002', symbol: 'USDC', decimals: 6 };

describe('amounts typed for a token', () => {
  it('compares decimals beyond what a JS number holds', () => {
    expect(compareDecimals('1.000000000000000001', '1')).toBe(1);
    expect(compareDecimals('0.5', '0.50')).toBe(0);
    expect(compareDecimals('99', '100.1')).toBe(-1);
  });

  it('accepts a positive decimal within the token decimals and the balance', () => {
    expect(amountProblem('12.5', { token: CAKE, available: '20' })).toBeNull();
    expect(amountProblem('20', { token: CAKE, available: '20' })).toBeNull();
  });

  it('refuses zero, signs and letters with the contract message', () => {
    for (const text of ['0', '0.000', '-1', '1e5', 'abc', '.5']) {
      expect(amountProblem(text, { token: CAKE })).toEqual({ key: 'messages:validation.wallets.amount' });
    }
  });

  it('refuses more decimals than the token has, naming the token', () => {
    expect(amountProblem('1.1234567', { token: USDC })).toEqual({ key: 'messages:code.4414', params: { token: 'USDC', decimals: 6 } });
    expect(amountProblem('1.1234560', { token: USDC })).toBeNull();
  });

  it('refuses more than the wallet holds, only when its balance is known', () => {
    expect(amountProblem('20.000000000000000001', { token: CAKE, available: '20' })).toEqual({ key: 'messages:code.4301' });
    expect(amountProblem('5000', { token: CAKE })).toBeNull();
  });

  it('leaves an empty amount to the contract (required or optional there)', () => {
    expect(amountProblem('  ', { token: CAKE })).toBeNull();
  });
});
