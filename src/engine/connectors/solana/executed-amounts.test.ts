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

  it('gives SOL received with the fee the owner paid added back', () => {
    // The owner (fee payer) sold USDC for 0.25 SOL and paid 5,000 lamports.
    const meta = {
      fee: 5_000n,
      preBalances: [1_000_000_000n, 0n],
      postBalances: [1_249_995_000n, 0n],
      preTokenBalances: [balance(1, USDC, OWNER, '1000000')],
      postTokenBalances: [balance(1, USDC, OWNER, '0')],
    };
    expect(swapExecuted(meta, [OWNER, 'x'], OWNER, USDC, WRAPPED_SOL_MINT)).toEqual({ amountIn: 1_000_000n, amountOut: 250_000_000n });
  });

  it('counts wrapped SOL a swap left in the owner’s wrapped-SOL account', () => {
    const meta = {
      fee: 5_000,
      preBalances: [2_000_000_000, 0],
      // 1 SOL wrapped into a new account (its rent, 2,039,280, also paid by the owner) and swapped.
      postBalances: [2_000_000_000 - 5_000 - 1_000_000_000 - 2_039_280, 2_039_280],
      preTokenBalances: [],
      postTokenBalances: [balance(1, WRAPPED_SOL_MINT, OWNER, '0'), balance(2, USDC, OWNER, '150000000')],
    };
    // The rent stays in the owner's wrapped-SOL account, which it can close to get back.
    expect(solChange(meta, [OWNER, 'wsol-account'], OWNER)).toBe(-1_002_039_280n);
    expect(swapExecuted(meta, [OWNER, 'wsol-account'], OWNER, WRAPPED_SOL_MINT, USDC).amountOut).toBe(150_000_000n);
  });

  it('ignores the fee for an owner that did not pay it', () => {
    const meta = { fee: 5_000, preBalances: [10, 100], postBalances: [5, 160] };
    expect(solChange(meta, ['payer', OWNER], OWNER)).toBe(60n);
  });
});
