// The RPC's account reads: balances, account data in every encoding, a program's accounts with
// dataSize and memcmp filters, and the SPL Token views (a wallet's token accounts, a balance, a
// mint's supply and largest holders). Reads show the latest state whatever the commitment (the
// sandbox keeps no older state); the context names the slot of the commitment asked for.
import type { Address } from '@solana/kit';
import {
  type AccountEncoding,
  type DataSlice,
  type DecimalsOf,
  decimalsReader,
  encodeAccount,
  parseDataSlice,
  parseEncoding,
} from './account-encoding.ts';
import { addressFromBytes } from './codecs.ts';
import { u64 } from './json-bigint.ts';
import { invalidParams } from './rpc-error.ts';
import { addressParam, arrayParam, checkMinContextSlot, commitmentOf, configAt, context, decodeBinary } from './rpc-params.ts';
import type { AccountState } from './svm-native.ts';
import type { SvmNode } from './svm-node.ts';
import { isTokenProgram, parseMint, parseTokenAccount, uiTokenAmount } from './token-accounts.ts';

export type RpcHandler = (params: unknown[]) => unknown;

export type AccountFilter = { dataSize: number } | { memcmp: { offset: number; bytes: Uint8Array } };

const MAX_FILTERS = 4;
const LARGEST_ACCOUNTS = 20;

export function parseFilters(value: unknown): AccountFilter[] {
  if (value === undefined || value === null) return [];
  const filters = arrayParam(value, MAX_FILTERS, 'filters');
  return filters.map((filter) => {
    const item = filter as { dataSize?: unknown; memcmp?: { offset?: unknown; bytes?: unknown; encoding?: unknown } };
    if (item.dataSize !== undefined) {
      const dataSize = Number(item.dataSize);
      if (!Number.isSafeInteger(dataSize) || dataSize < 0) throw invalidParams('Invalid params: dataSize must be a non-negative integer');
      return { dataSize };
    }
    if (item.memcmp) {
      const offset = Number(item.memcmp.offset);
      if (!Number.isSafeInteger(offset) || offset < 0) throw invalidParams('Invalid params: memcmp offset must be a non-negative integer');
      return { memcmp: { offset, bytes: decodeBinary(item.memcmp.bytes, item.memcmp.encoding ?? 'base58') } };
    }
    throw invalidParams('Invalid params: a filter is dataSize or memcmp');
  });
}

export function matchesFilters(account: AccountState, filters: AccountFilter[]): boolean {
  return filters.every((filter) => {
    if ('dataSize' in filter) return account.data.length === filter.dataSize;
    const { offset, bytes } = filter.memcmp;
    if (offset + bytes.length > account.data.length) return false;
    return Buffer.compare(account.data.subarray(offset, offset + bytes.length), bytes) === 0;
  });
}

/** Candidates for a program's filtered accounts: the token indexes narrow a holder or mint query. */
function candidates(node: SvmNode, program: string, filters: AccountFilter[]): Address[] {
  if (isTokenProgram(program)) {
    for (const filter of filters) {
      if (!('memcmp' in filter) || filter.memcmp.bytes.length !== 32) continue;
      const address = addressFromBytes(filter.memcmp.bytes);
      if (filter.memcmp.offset === 32) return node.index.tokenAccountsOf(address);
      if (filter.memcmp.offset === 0) return node.index.tokenAccountsOfMint(address);
    }
  }
  return node.index.ownedBy(program);
}

interface KeyedAccount {
  pubkey: string;
  account: ReturnType<typeof encodeAccount>;
}

function keyed(
  node: SvmNode,
  addresses: Address[],
  keep: (account: AccountState) => boolean,
  encoding: AccountEncoding,
  slice: DataSlice | undefined,
  decimalsOf: DecimalsOf,
): KeyedAccount[] {
  const found: KeyedAccount[] = [];
  for (const address of addresses) {
    const account = node.getAccount(address);
    if (account && keep(account)) found.push({ pubkey: address, account: encodeAccount(account, encoding, slice, decimalsOf) });
  }
  return found;
}

function tokenAccountOrThrow(node: SvmNode, address: Address) {
  const account = node.getAccount(address);
  const token = account ? parseTokenAccount(account.owner, account.data) : null;
  if (!token) throw invalidParams('Invalid param: not a Token account');
  return token;
}

function mintOrThrow(node: SvmNode, address: Address) {
  const account = node.getAccount(address);
  const mint = account ? parseMint(account.owner, account.data) : null;
  if (!mint) throw invalidParams('Invalid param: not a Token mint');
  return mint;
}

export function accountMethods(node: SvmNode): Record<string, RpcHandler> {
  const decimalsOf = decimalsReader((address) => node.getAccount(address as Address));
  const slotFor = (params: unknown[], configIndex: number) => {
    const config = configAt(params, configIndex);
    const slot = node.slotAt(commitmentOf(config));
    checkMinContextSlot(config, slot);
    return { config, slot };
  };
  const encodeOrNull = (address: Address, encoding: AccountEncoding, slice: DataSlice | undefined) => {
    const account = node.getAccount(address);
    return account ? encodeAccount(account, encoding, slice, decimalsOf) : null;
  };

  return {
    getBalance(params) {
      const address = addressParam(params[0]) as Address;
      const { slot } = slotFor(params, 1);
      return { context: context(slot), value: u64(node.getBalance(address)) };
    },
    getAccountInfo(params) {
      const address = addressParam(params[0]) as Address;
      const { config, slot } = slotFor(params, 1);
      const value = encodeOrNull(address, parseEncoding(config.encoding, 'base58'), parseDataSlice(config.dataSlice));
      return { context: context(slot), value };
    },
    getMultipleAccounts(params) {
      const addresses = arrayParam(params[0], 100, 'addresses').map((address) => addressParam(address) as Address);
      const { config, slot } = slotFor(params, 1);
      const encoding = parseEncoding(config.encoding, 'base64');
      const slice = parseDataSlice(config.dataSlice);
      return { context: context(slot), value: addresses.map((address) => encodeOrNull(address, encoding, slice)) };
    },
    getProgramAccounts(params) {
      const program = addressParam(params[0]);
      const { config, slot } = slotFor(params, 1);
      const filters = parseFilters(config.filters);
      const accounts = keyed(
        node,
        candidates(node, program, filters),
        (account) => account.owner === program && matchesFilters(account, filters),
        parseEncoding(config.encoding, 'base64'),
        parseDataSlice(config.dataSlice),
        decimalsOf,
      );
      return config.withContext === true ? { context: context(slot), value: accounts } : accounts;
    },
    getTokenAccountsByOwner(params) {
      const owner = addressParam(params[0]) as Address;
      const filter = (params[1] ?? {}) as { mint?: unknown; programId?: unknown };
      const mint = filter.mint === undefined ? undefined : addressParam(filter.mint);
      const programId = filter.programId === undefined ? undefined : addressParam(filter.programId);
      if (mint === undefined && programId === undefined) throw invalidParams('Invalid params: expected a mint or a programId filter');
      if (programId !== undefined && !isTokenProgram(programId)) throw invalidParams('Invalid param: unrecognized Token program id');
      const { config, slot } = slotFor(params, 2);
      const accounts = keyed(
        node,
        node.index.tokenAccountsOf(owner),
        (account) => {
          const token = parseTokenAccount(account.owner, account.data);
          return token !== null && (mint === undefined || token.mint === mint) && (programId === undefined || account.owner === programId);
        },
        parseEncoding(config.encoding, 'base64'),
        parseDataSlice(config.dataSlice),
        decimalsOf,
      );
      return { context: context(slot), value: accounts };
    },
    getTokenAccountBalance(params) {
      const token = tokenAccountOrThrow(node, addressParam(params[0]) as Address);
      const { slot } = slotFor(params, 1);
      const decimals = decimalsOf(token.mint);
      if (decimals === undefined) throw invalidParams('Invalid param: could not find mint');
      return { context: context(slot), value: uiTokenAmount(token.amount, decimals) };
    },
    getTokenSupply(params) {
      const mint = mintOrThrow(node, addressParam(params[0]) as Address);
      const { slot } = slotFor(params, 1);
      return { context: context(slot), value: uiTokenAmount(mint.supply, mint.decimals) };
    },
    getTokenLargestAccounts(params) {
      const mintAddress = addressParam(params[0]) as Address;
      const mint = mintOrThrow(node, mintAddress);
      const { slot } = slotFor(params, 1);
      const holders = node.index
        .tokenAccountsOfMint(mintAddress)
        .map((address) => ({ address, token: tokenAccountOrThrow(node, address) }))
        .sort((a, b) => (a.token.amount === b.token.amount ? 0 : a.token.amount > b.token.amount ? -1 : 1))
        .slice(0, LARGEST_ACCOUNTS)
        .map(({ address, token }) => ({ address, ...uiTokenAmount(token.amount, mint.decimals) }));
      return { context: context(slot), value: holders };
    },
  };
}
