// SPL Token accounts and mints read from their bytes, for what Solana's RPC derives from them:
// token balances in a transaction's meta, `jsonParsed` account data, the holder lists and supplies.
// The layouts are SPL Token's (Token-2022 shares them and appends extensions after byte 165, with an
// account-type byte there; extensions are not interpreted here).
import type { Address } from '@solana/kit';
import { addressFromBytes } from './codecs.ts';

export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' as Address;
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb' as Address;
export const TOKEN_ACCOUNT_SIZE = 165;
export const MINT_SIZE = 82;
const ACCOUNT_TYPE_MINT = 1;
const ACCOUNT_TYPE_ACCOUNT = 2;

export interface TokenAccount {
  mint: Address;
  owner: Address;
  amount: bigint;
  delegate: Address | null;
  state: 'uninitialized' | 'initialized' | 'frozen';
  /** For a wrapped-SOL account: the rent-exempt reserve its lamports keep beside the amount. */
  nativeReserve: bigint | null;
  delegatedAmount: bigint;
  closeAuthority: Address | null;
}

export interface Mint {
  mintAuthority: Address | null;
  supply: bigint;
  decimals: number;
  isInitialized: boolean;
  freezeAuthority: Address | null;
}

export interface UiTokenAmount {
  amount: string;
  decimals: number;
  uiAmount: number;
  uiAmountString: string;
}

export function isTokenProgram(program: string): boolean {
  return program === TOKEN_PROGRAM || program === TOKEN_2022_PROGRAM;
}

const addressAt = (data: Uint8Array, offset: number) => addressFromBytes(data.subarray(offset, offset + 32));
const u64At = (data: Uint8Array, offset: number) => new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true);
const u32At = (data: Uint8Array, offset: number) => new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(offset, true);
const optionalAddressAt = (data: Uint8Array, offset: number) => (u32At(data, offset) === 1 ? addressAt(data, offset + 4) : null);

function kindOf(program: string, data: Uint8Array): 'account' | 'mint' | null {
  if (!isTokenProgram(program)) return null;
  if (data.length === TOKEN_ACCOUNT_SIZE) return 'account';
  if (data.length === MINT_SIZE) return 'mint';
  if (program === TOKEN_2022_PROGRAM && data.length > TOKEN_ACCOUNT_SIZE) {
    if (data[TOKEN_ACCOUNT_SIZE] === ACCOUNT_TYPE_ACCOUNT) return 'account';
    if (data[TOKEN_ACCOUNT_SIZE] === ACCOUNT_TYPE_MINT) return 'mint';
  }
  return null;
}

/** The token account these bytes hold, or null (not a token account, or never initialized). */
export function parseTokenAccount(program: string, data: Uint8Array): TokenAccount | null {
  if (kindOf(program, data) !== 'account') return null;
  const state = data[108];
  if (state !== 1 && state !== 2) return null;
  return {
    mint: addressAt(data, 0),
    owner: addressAt(data, 32),
    amount: u64At(data, 64),
    delegate: optionalAddressAt(data, 72),
    state: state === 1 ? 'initialized' : 'frozen',
    nativeReserve: u32At(data, 109) === 1 ? u64At(data, 113) : null,
    delegatedAmount: u64At(data, 121),
    closeAuthority: optionalAddressAt(data, 129),
  };
}

export function parseMint(program: string, data: Uint8Array): Mint | null {
  if (kindOf(program, data) !== 'mint' || data[45] !== 1) return null;
  return {
    mintAuthority: optionalAddressAt(data, 0),
    supply: u64At(data, 36),
    decimals: data[44]!,
    isInitialized: true,
    freezeAuthority: optionalAddressAt(data, 46),
  };
}

/** `amount` in whole tokens, trailing zeros trimmed: the runtime's `real_number_string_trimmed`. */
export function uiAmountString(amount: bigint, decimals: number): string {
  const digits = amount.toString().padStart(decimals + 1, '0');
  if (decimals === 0) return digits;
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  return {
    amount: amount.toString(),
    decimals,
    // As the runtime computes it: the amount as a double divided by 10^decimals.
    uiAmount: Number(amount) / 10 ** decimals,
    uiAmountString: uiAmountString(amount, decimals),
  };
}

export interface ParsedAccountData {
  parsed: { info: Record<string, unknown>; type: 'account' | 'mint' };
  program: 'spl-token' | 'spl-token-2022';
  space: number;
}

/**
 * Account data as `jsonParsed` shows it for a token account or a mint; null for anything else (the
 * RPC then falls back to base64). `decimalsOf` finds the mint's decimals for a token account.
 */
export function jsonParsedTokenData(
  program: string,
  data: Uint8Array,
  decimalsOf: (mint: Address) => number | undefined,
): ParsedAccountData | null {
  const name = program === TOKEN_2022_PROGRAM ? 'spl-token-2022' : 'spl-token';
  const mint = parseMint(program, data);
  if (mint) {
    const info = {
      decimals: mint.decimals,
      freezeAuthority: mint.freezeAuthority,
      isInitialized: mint.isInitialized,
      mintAuthority: mint.mintAuthority,
      supply: mint.supply.toString(),
    };
    return { parsed: { info, type: 'mint' }, program: name, space: data.length };
  }
  const account = parseTokenAccount(program, data);
  if (!account) return null;
  const decimals = decimalsOf(account.mint);
  if (decimals === undefined) return null;
  const info: Record<string, unknown> = {
    isNative: account.nativeReserve !== null,
    mint: account.mint,
    owner: account.owner,
    state: account.state,
    tokenAmount: uiTokenAmount(account.amount, decimals),
  };
  if (account.delegate) {
    info.delegate = account.delegate;
    info.delegatedAmount = uiTokenAmount(account.delegatedAmount, decimals);
  }
  if (account.nativeReserve !== null) info.rentExemptReserve = uiTokenAmount(account.nativeReserve, decimals);
  if (account.closeAuthority) info.closeAuthority = account.closeAuthority;
  return { parsed: { info, type: 'account' }, program: name, space: data.length };
}
