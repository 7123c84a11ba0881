// An account as Solana's RPC shows it (getAccountInfo, getMultipleAccounts, getProgramAccounts,
// getTokenAccountsByOwner, accountNotification): lamports, owner, executable, rentEpoch, space and
// the data in the requested encoding. jsonParsed is understood for SPL Token accounts and mints;
// anything else (and any sliced data) falls back to base64, as the RPC does when it has no parser.
import { toBase58 } from './codecs.ts';
import { u64 } from './json-bigint.ts';
import { invalidParams } from './rpc-error.ts';
import type { AccountState } from './svm-native.ts';
import { jsonParsedTokenData, type ParsedAccountData, parseMint } from './token-accounts.ts';

export type AccountEncoding = 'base58' | 'base64' | 'jsonParsed';
export interface DataSlice {
  offset: number;
  length: number;
}

/** What the runtime stores as the rent epoch of a rent-exempt account: u64::MAX. */
const RENT_EXEMPT_EPOCH = 2n ** 64n - 1n;
/** The RPC refuses base58 for data longer than this (base58 is quadratic). */
const MAX_BASE58_BYTES = 128;

export interface UiAccount {
  data: [string, 'base58' | 'base64'] | ParsedAccountData;
  executable: boolean;
  lamports: number | bigint;
  owner: string;
  rentEpoch: bigint;
  space: number;
}

export function parseEncoding(value: unknown, fallback: AccountEncoding): AccountEncoding {
  if (value === undefined || value === null) return fallback;
  if (value === 'base58' || value === 'base64' || value === 'jsonParsed') return value;
  if (value === 'binary') return 'base58';
  // Node 20 has no zstd, so the compressed encoding is refused rather than faked.
  throw invalidParams(`Invalid params: unsupported encoding ${String(value)}; use base64, base58 or jsonParsed`);
}

export function parseDataSlice(value: unknown): DataSlice | undefined {
  if (value === undefined || value === null) return undefined;
  const slice = value as Partial<DataSlice>;
  const offset = Number(slice.offset);
  const length = Number(slice.length);
  if (!Number.isSafeInteger(offset) || !Number.isSafeInteger(length) || offset < 0 || length < 0) {
    throw invalidParams('Invalid params: dataSlice needs a non-negative offset and length');
  }
  return { offset, length };
}

/** The mint's decimals, for jsonParsed token accounts. */
export type DecimalsOf = (mint: string) => number | undefined;

export function decimalsReader(read: (address: string) => AccountState | null): DecimalsOf {
  return (mint) => {
    const account = read(mint);
    return account ? parseMint(account.owner, account.data)?.decimals : undefined;
  };
}

/**
 * The account in `encoding`. Data too long for base58 is refused, as the RPC refuses it; a
 * notification (`oversizedBase58: 'base64'`) cannot be refused after the fact and sends base64.
 */
export function encodeAccount(
  account: AccountState,
  encoding: AccountEncoding,
  slice: DataSlice | undefined,
  decimalsOf: DecimalsOf,
  oversizedBase58: 'refuse' | 'base64' = 'refuse',
): UiAccount {
  const base = {
    executable: account.executable,
    lamports: u64(account.lamports),
    owner: account.owner,
    rentEpoch: RENT_EXEMPT_EPOCH,
    space: account.data.length,
  };
  if (encoding === 'jsonParsed' && !slice) {
    const parsed = jsonParsedTokenData(account.owner, account.data, decimalsOf as (mint: string) => number | undefined);
    if (parsed) return { ...base, data: parsed };
  }
  const data = slice ? account.data.subarray(slice.offset, slice.offset + slice.length) : account.data;
  if (encoding === 'base58' && (data.length <= MAX_BASE58_BYTES || oversizedBase58 === 'refuse')) {
    if (data.length > MAX_BASE58_BYTES) {
      throw invalidParams('Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.');
    }
    return { ...base, data: [toBase58(data), 'base58'] };
  }
  return { ...base, data: [Buffer.from(data).toString('base64'), 'base64'] };
}
