import { describe, expect, it } from 'vitest';
import { solChange, swapExecuted, tokenChange, WRAPPED_SOL_MINT } from './executed-amounts.ts';

const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const OWNER = 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk';
const POOL = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const balance = (accountIndex: number, mint: string, owner: string, amount: string) => ({
  accountIndex,
  mint,
  owner,
  uiTokenAmount: { amount },
});

describe('a swap read from its balance changes', () => {
  it('counts the owner’s token accounts only, in base units', () => {
    const meta = {
      fee: 5_000,
      preBalances: [],
      postBalances: [],
      preTokenBalances: [balance(1, USDC, OWNER, '1000000'), balance(2, USDC, POOL, '50000000')],
      postTokenBalances: [balance(1, USDC, OWNER, '400000'), balance(2, USDC, POOL, '50600000')],
    };
    expect(tokenChange(meta, OWNER, USDC)).toBe(-600_000n);
    expect(tokenChange(meta, POOL, USDC)).toBe(600_000n);
    expect(tokenChange(meta, OWNER, 'other')).toBe(0n);
  });

  it('gives SOL bought as what the pool’s wrapped-SOL vault paid out', () => {
    const meta = {
      fee: 5_000n,
      preBalances: [1_000_000_000n, 0n],
      postBalances: [1_249_995_000n, 0n],
      preTokenBalances: [balance(1, USDC, OWNER, '1000000'), balance(3, WRAPPED_SOL_MINT, POOL, '900000000000')],
      postTokenBalances: [balance(1, USDC, OWNER, '0'), balance(3, WRAPPED_SOL_MINT, POOL, '899750000000')],
    };
    expect(swapExecuted(meta, OWNER, USDC, WRAPPED_SOL_MINT)).toEqual({ amountIn: 1_000_000n, amountOut: 250_000_000n });
  });

  it('gives SOL paid as what the pool’s vault gained: not the fee, nor the rent of the token account the swap opened', () => {
    const meta = {
      fee: 5_000,
      preBalances: [2_000_000_000, 0],
      // 1 SOL swapped, and 2,039,280 lamports of rent for the new USDC account, also from the owner.
      postBalances: [2_000_000_000 - 5_000 - 1_000_000_000 - 2_039_280, 2_039_280],
      preTokenBalances: [balance(4, WRAPPED_SOL_MINT, POOL, '5000000000')],
      postTokenBalances: [balance(2, USDC, OWNER, '150000000'), balance(4, WRAPPED_SOL_MINT, POOL, '6000000000')],
    };
    expect(swapExecuted(meta, OWNER, WRAPPED_SOL_MINT, USDC)).toEqual({ amountIn: 1_000_000_000n, amountOut: 150_000_000n });
    expect(solChange(meta, [OWNER, 'usdc-account'], OWNER)).toBe(-1_002_039_280n);
  });

  it('ignores the fee for an owner that did not pay it', () => {
    const meta = { fee: 5_000, preBalances: [10, 100], postBalances: [5, 160] };
    expect(solChange(meta, ['payer', OWNER], OWNER)).toBe(60n);
  });
});
