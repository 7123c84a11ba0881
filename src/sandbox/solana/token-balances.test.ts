import { type Address, getAddressEncoder } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { jsonParsedTokenData, MINT_SIZE, TOKEN_2022_PROGRAM, TOKEN_ACCOUNT_SIZE, TOKEN_PROGRAM, uiAmountString } from './token-accounts.ts';
import { tokenBalances } from './token-balances.ts';

const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' as Address;
const OWNER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' as Address;
const SYSTEM = '11111111111111111111111111111111';

function tokenAccount(amount: bigint, size = TOKEN_ACCOUNT_SIZE): Uint8Array {
  const data = new Uint8Array(size);
  data.set(getAddressEncoder().encode(MINT), 0);
  data.set(getAddressEncoder().encode(OWNER), 32);
  new DataView(data.buffer).setBigUint64(64, amount, true);
  data[108] = 1; // initialized
  if (size > TOKEN_ACCOUNT_SIZE) data[TOKEN_ACCOUNT_SIZE] = 2; // Token-2022 account type: account
  return data;
}

function mint(decimals: number, supply: bigint): Uint8Array {
  const data = new Uint8Array(MINT_SIZE);
  new DataView(data.buffer).setUint32(0, 1, true);
  data.set(getAddressEncoder().encode(OWNER), 4);
  new DataView(data.buffer).setBigUint64(36, supply, true);
  data[44] = decimals;
  data[45] = 1;
  return data;
}

const decimalsOf = (address: Address) => (address === MINT ? 6 : undefined);

describe('token balances', () => {
  it('lists the token accounts among a transaction’s accounts by their index, in Solana’s shape', () => {
    const balances = tokenBalances(
      [
        { owner: SYSTEM, data: new Uint8Array(0) },
        null,
        { owner: TOKEN_PROGRAM, data: tokenAccount(25_500_000n) },
        { owner: TOKEN_2022_PROGRAM, data: tokenAccount(7n, 170) },
      ],
      decimalsOf,
    );
    expect(balances).toEqual([
      {
        accountIndex: 2,
        mint: MINT,
        owner: OWNER,
        programId: TOKEN_PROGRAM,
        uiTokenAmount: { amount: '25500000', decimals: 6, uiAmount: 25.5, uiAmountString: '25.5' },
      },
      {
        accountIndex: 3,
        mint: MINT,
        owner: OWNER,
        programId: TOKEN_2022_PROGRAM,
        uiTokenAmount: { amount: '7', decimals: 6, uiAmount: 0.000007, uiAmountString: '0.000007' },
      },
    ]);
  });

  it('leaves out accounts that are not initialized token accounts, or whose mint is unknown', () => {
    const uninitialized = tokenAccount(5n);
    uninitialized[108] = 0;
    expect(tokenBalances([{ owner: TOKEN_PROGRAM, data: uninitialized }], decimalsOf)).toEqual([]);
    expect(tokenBalances([{ owner: SYSTEM, data: tokenAccount(5n) }], decimalsOf)).toEqual([]);
    expect(tokenBalances([{ owner: TOKEN_PROGRAM, data: tokenAccount(5n) }], () => undefined)).toEqual([]);
  });

  it('writes amounts as the runtime does: whole tokens, trailing zeros trimmed', () => {
    expect(uiAmountString(0n, 6)).toBe('0');
    expect(uiAmountString(1_000_000n, 6)).toBe('1');
    expect(uiAmountString(1_230_000n, 6)).toBe('1.23');
    expect(uiAmountString(5n, 9)).toBe('0.000000005');
    expect(uiAmountString(42n, 0)).toBe('42');
  });

  it('shows token accounts and mints as jsonParsed data, and nothing for other bytes', () => {
    expect(jsonParsedTokenData(TOKEN_PROGRAM, mint(6, 10n ** 15n), decimalsOf)).toEqual({
      parsed: {
        info: { decimals: 6, freezeAuthority: null, isInitialized: true, mintAuthority: OWNER, supply: '1000000000000000' },
        type: 'mint',
      },
      program: 'spl-token',
      space: MINT_SIZE,
    });
    expect(jsonParsedTokenData(TOKEN_PROGRAM, tokenAccount(3n), decimalsOf)?.parsed).toEqual({
      info: {
        isNative: false,
        mint: MINT,
        owner: OWNER,
        state: 'initialized',
        tokenAmount: { amount: '3', decimals: 6, uiAmount: 0.000003, uiAmountString: '0.000003' },
      },
      type: 'account',
    });
    expect(jsonParsedTokenData(SYSTEM, tokenAccount(3n), decimalsOf)).toBeNull();
  });
});
