// A kept transaction as getTransaction answers it, in the encodings clients ask for: `json` (the
// message spelled out, instruction data base58), `jsonParsed` (account keys with their signer and
// writable flags; instructions partially decoded, which is how the RPC shows a program it has no
// parser for), `base64` and `base58` (the wire bytes), with the meta Solana records.
import { toBase58 } from './codecs.ts';
import { u64 } from './json-bigint.ts';
import { RPC_UNSUPPORTED_TRANSACTION_VERSION, RpcError } from './rpc-error.ts';
import type { TxRecord } from './tx-history.ts';
import { decodeWireTransaction, type WireTransaction } from './wire-transaction.ts';

export type TransactionEncoding = 'json' | 'jsonParsed' | 'base64' | 'base58';

function messageJson(wire: WireTransaction, record: TxRecord, parsed: boolean) {
  const header = wire.header;
  const staticCount = wire.staticKeys.length;
  const accountKeys = parsed
    ? record.accountKeys.map((pubkey, index) => ({
        pubkey,
        signer: index < header.numRequiredSignatures,
        source: index < staticCount ? 'transaction' : 'lookupTable',
        writable: record.writable[index] ?? false,
      }))
    : wire.staticKeys;
  const instructions = wire.instructions.map((instruction) =>
    parsed
      ? {
          accounts: instruction.accounts.map((index) => record.accountKeys[index]),
          data: toBase58(instruction.data),
          programId: record.accountKeys[instruction.programIdIndex],
          stackHeight: null,
        }
      : {
          accounts: instruction.accounts,
          data: toBase58(instruction.data),
          programIdIndex: instruction.programIdIndex,
          stackHeight: null,
        },
  );
  const message: Record<string, unknown> = { accountKeys, header, instructions, recentBlockhash: wire.blockhash };
  if (wire.version === 0) {
    message.addressTableLookups = wire.lookups.map((lookup) => ({
      accountKey: lookup.lookupTableAddress,
      readonlyIndexes: lookup.readonlyIndexes,
      writableIndexes: lookup.writableIndexes,
    }));
  }
  return message;
}

function metaJson(record: TxRecord, parsed: boolean) {
  const innerInstructions = record.innerInstructions.map(({ index, instructions }) => ({
    index,
    instructions: instructions.map((inner) =>
      parsed
        ? {
            accounts: inner.accounts.map((account) => record.accountKeys[account]),
            data: inner.data,
            programId: record.accountKeys[inner.programIdIndex],
            stackHeight: inner.stackHeight,
          }
        : inner,
    ),
  }));
  const meta: Record<string, unknown> = {
    computeUnitsConsumed: record.computeUnitsConsumed,
    err: record.err,
    fee: u64(BigInt(record.fee)),
    innerInstructions,
    loadedAddresses: record.loadedAddresses,
    logMessages: record.logMessages,
    postBalances: record.postBalances.map((balance) => u64(BigInt(balance))),
    postTokenBalances: record.postTokenBalances,
    preBalances: record.preBalances.map((balance) => u64(BigInt(balance))),
    preTokenBalances: record.preTokenBalances,
    rewards: [],
    status: record.err === null ? { Ok: null } : { Err: record.err },
  };
  if (record.returnData) meta.returnData = { data: [record.returnData.data, 'base64'], programId: record.returnData.programId };
  return meta;
}

/**
 * getTransaction's answer. A version 0 transaction needs the client to say it understands it
 * (`maxSupportedTransactionVersion: 0`), as on Solana; the answer then names its version.
 */
export function transactionView(record: TxRecord, encoding: TransactionEncoding, maxSupportedVersion: number | undefined) {
  if (record.version === 0 && maxSupportedVersion === undefined) {
    throw new RpcError(
      RPC_UNSUPPORTED_TRANSACTION_VERSION,
      'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
    );
  }
  const wire = decodeWireTransaction(Buffer.from(record.wire, 'base64'));
  const parsed = encoding === 'jsonParsed';
  let transaction: unknown;
  if (encoding === 'base64') transaction = [record.wire, 'base64'];
  else if (encoding === 'base58') transaction = [toBase58(wire.bytes), 'base58'];
  else transaction = { message: messageJson(wire, record, parsed), signatures: signaturesOf(wire) };
  const view: Record<string, unknown> = { blockTime: record.blockTime, meta: metaJson(record, parsed), slot: record.slot, transaction };
  if (maxSupportedVersion !== undefined) view.version = record.version;
  return view;
}

function signaturesOf(wire: WireTransaction): string[] {
  return Object.values(wire.transaction.signatures).map((signature) => toBase58(signature ?? new Uint8Array(64)));
}
