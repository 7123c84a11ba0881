// A transaction as it arrives on the wire, decoded with @solana/kit's codecs into what the node
// needs before and after running it: the id (first signature), the signers and their signatures,
// the blockhash it names, its instructions, and every account it touches (static keys, then the
// writable and read-only addresses its lookup tables load, in the runtime's order) with which of
// them it may write.
import type { Address, CompiledTransactionMessage, CompiledTransactionMessageWithLifetime, Transaction } from '@solana/kit';
import { addressFromBytes, messageDecoder, toBase58, transactionDecoder } from './codecs.ts';
import type { FeeInstruction } from './fees.ts';

/** The largest serialized transaction the network accepts (an IPv6 packet less headers). */
export const PACKET_DATA_SIZE = 1232;
export const ADDRESS_LOOKUP_TABLE_PROGRAM = 'AddressLookupTab1e1111111111111111111111111';
const LOOKUP_TABLE_META_SIZE = 56;

export class WireError extends Error {}

export interface CompiledInstruction {
  programIdIndex: number;
  accounts: number[];
  data: Uint8Array;
}

export interface LookupTableUse {
  lookupTableAddress: Address;
  writableIndexes: readonly number[];
  readonlyIndexes: readonly number[];
}

export interface WireTransaction {
  bytes: Uint8Array;
  transaction: Transaction;
  version: 'legacy' | 0;
  /** The transaction's id: its first signature, base58. */
  signature: string;
  signatureCount: number;
  header: { numRequiredSignatures: number; numReadonlySignedAccounts: number; numReadonlyUnsignedAccounts: number };
  staticKeys: Address[];
  blockhash: string;
  instructions: CompiledInstruction[];
  lookups: LookupTableUse[];
}

type DecodedMessage = CompiledTransactionMessage & CompiledTransactionMessageWithLifetime;

/** Decodes wire bytes; a malformed or oversized transaction is a WireError (the RPC's invalid params). */
export function decodeWireTransaction(bytes: Uint8Array): WireTransaction {
  if (bytes.length > PACKET_DATA_SIZE) {
    throw new WireError(`transaction too large: ${bytes.length} bytes (max: ${PACKET_DATA_SIZE})`);
  }
  let transaction: Transaction;
  let message: DecodedMessage;
  try {
    transaction = transactionDecoder.decode(bytes);
    message = messageDecoder.decode(transaction.messageBytes);
  } catch (error) {
    throw new WireError(`failed to deserialize the transaction: ${(error as Error).message}`);
  }
  if (message.version !== 'legacy' && message.version !== 0) throw new WireError(`unsupported transaction version ${message.version}`);
  const signers = Object.values(transaction.signatures);
  const first = signers[0] ?? new Uint8Array(64);
  const instructions = message.instructions.map((instruction) => ({
    programIdIndex: instruction.programAddressIndex,
    accounts: instruction.accountIndices ?? [],
    data: Uint8Array.from(instruction.data ?? []),
  }));
  if (instructions.some((instruction) => instruction.programIdIndex >= message.staticAccounts.length)) {
    throw new WireError('invalid transaction: Transaction failed to sanitize accounts offsets correctly');
  }
  return {
    bytes,
    transaction,
    version: message.version,
    signature: toBase58(first as Uint8Array),
    signatureCount: signers.length,
    header: {
      numRequiredSignatures: message.header.numSignerAccounts,
      numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
      numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
    },
    staticKeys: [...message.staticAccounts],
    blockhash: message.lifetimeToken,
    instructions,
    lookups: message.version === 0 ? [...(message.addressTableLookups ?? [])] : [],
  };
}

export function feeInstructions(wire: WireTransaction): FeeInstruction[] {
  return wire.instructions.map((instruction) => ({ programAddress: wire.staticKeys[instruction.programIdIndex]!, data: instruction.data }));
}

export interface AccountKeys {
  /** Static keys, then loaded writable, then loaded read-only: the order balances are listed in. */
  keys: Address[];
  writable: boolean[];
  loaded: { writable: Address[]; readonly: Address[] };
}

/**
 * Every account the transaction touches. `lookupTable` reads a table's account data; a missing
 * table or an index beyond it gives null (the runtime refuses such a transaction).
 */
export function accountKeysOf(wire: WireTransaction, lookupTable: (address: Address) => Uint8Array | null): AccountKeys | null {
  const { numRequiredSignatures, numReadonlySignedAccounts, numReadonlyUnsignedAccounts } = wire.header;
  const staticCount = wire.staticKeys.length;
  const writable = wire.staticKeys.map((_, index) =>
    index < numRequiredSignatures
      ? index < numRequiredSignatures - numReadonlySignedAccounts
      : index < staticCount - numReadonlyUnsignedAccounts,
  );
  const loaded = { writable: [] as Address[], readonly: [] as Address[] };
  for (const lookup of wire.lookups) {
    const data = lookupTable(lookup.lookupTableAddress);
    if (!data) return null;
    const addresses = Math.floor((data.length - LOOKUP_TABLE_META_SIZE) / 32);
    const at = (index: number) =>
      index < addresses
        ? addressFromBytes(data.subarray(LOOKUP_TABLE_META_SIZE + index * 32, LOOKUP_TABLE_META_SIZE + index * 32 + 32))
        : null;
    for (const [list, indexes] of [
      [loaded.writable, lookup.writableIndexes],
      [loaded.readonly, lookup.readonlyIndexes],
    ] as const) {
      for (const index of indexes) {
        const address = at(index);
        if (!address) return null;
        list.push(address);
      }
    }
  }
  return {
    keys: [...wire.staticKeys, ...loaded.writable, ...loaded.readonly],
    writable: [...writable, ...loaded.writable.map(() => true), ...loaded.readonly.map(() => false)],
    loaded,
  };
}
