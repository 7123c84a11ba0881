// Runs one decoded transaction on the LiteSVM and describes what happened the way Solana's ledger
// records it: a transaction either lands (it succeeded, or it failed while executing and its fee
// payer still paid: the runtime keeps failed transactions in the block) or is dropped (a bad
// signature, no funds for the fee, a missing account or lookup table), which leaves no trace. A
// landed one gets its record: fee, balances and token balances before and after, logs, compute
// units, inner instructions, return data.
import type { Address } from '@solana/kit';
import { FailedTransactionMetadata, type TransactionMetadata } from 'litesvm';
import { addressFromBytes, toBase58 } from './codecs.ts';
import { computeBudgetOf, transactionFee } from './fees.ts';
import type { AccountState, NativeSvm } from './svm-native.ts';
import { parseMint } from './token-accounts.ts';
import { tokenBalances } from './token-balances.ts';
import { type DescribedError, describeTransactionError } from './tx-errors.ts';
import type { InnerInstructionRecord, TxRecord } from './tx-history.ts';
import {
  ADDRESS_LOOKUP_TABLE_PROGRAM,
  type AccountKeys,
  accountKeysOf,
  feeInstructions,
  type WireTransaction,
} from './wire-transaction.ts';

const MEMO_PROGRAMS = new Set(['MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr', 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo']);

export type Execution = { landed: true; record: TxRecord; written: Address[] } | { landed: false; error: DescribedError };

export interface Simulation {
  error: DescribedError | null;
  logs: string[];
  unitsConsumed: number;
  returnData: TxRecord['returnData'];
  innerInstructions: TxRecord['innerInstructions'];
  postAccounts: Map<string, AccountState | null>;
}

/** The transaction's accounts (lookup tables resolved); its static keys alone when a table is missing. */
export function resolveKeys(svm: NativeSvm, wire: WireTransaction): AccountKeys {
  const lookupTable = (address: Address) => {
    const account = svm.read(address);
    return account?.owner === ADDRESS_LOOKUP_TABLE_PROGRAM ? account.data : null;
  };
  return (
    accountKeysOf(wire, lookupTable) ?? {
      keys: wire.staticKeys,
      writable: wire.staticKeys.map(() => false),
      loaded: { writable: [], readonly: [] },
    }
  );
}

function innerInstructionsOf(meta: TransactionMetadata): TxRecord['innerInstructions'] {
  const result: TxRecord['innerInstructions'] = [];
  meta.innerInstructions().forEach((list, index) => {
    if (list.length === 0) return;
    const instructions: InnerInstructionRecord[] = list.map((inner) => {
      const compiled = inner.instruction();
      return {
        programIdIndex: compiled.programIdIndex(),
        accounts: [...compiled.accounts()],
        data: toBase58(compiled.data()),
        stackHeight: inner.stackHeight(),
      };
    });
    result.push({ index, instructions });
  });
  return result;
}

function returnDataOf(meta: TransactionMetadata): TxRecord['returnData'] {
  const returned = meta.returnData();
  const data = returned.data();
  if (data.length === 0) return null;
  return { programId: addressFromBytes(returned.programId()), data: Buffer.from(data).toString('base64') };
}

function memoOf(wire: WireTransaction): string | null {
  const memos = wire.instructions
    .filter((instruction) => MEMO_PROGRAMS.has(wire.staticKeys[instruction.programIdIndex]!))
    .map((instruction) => `[${instruction.data.length}] ${Buffer.from(instruction.data).toString('utf8')}`);
  return memos.length > 0 ? memos.join('; ') : null;
}

/** Runs `wire` (the lifetime check is the caller's) in the current slot. */
export function execute(svm: NativeSvm, wire: WireTransaction, at: { slot: number; blockTime: number }): Execution {
  const { keys, writable, loaded } = resolveKeys(svm, wire);
  const before = keys.map((key) => svm.read(key));
  const result = svm.send(wire.bytes, wire.version);
  const failed = result instanceof FailedTransactionMetadata;
  const after = keys.map((key) => svm.read(key));
  const feePaid = (before[0]?.lamports ?? 0n) > (after[0]?.lamports ?? 0n);
  if (failed && !feePaid) return { landed: false, error: describeTransactionError(result.err()) };
  const meta = failed ? result.meta() : result;

  const decimals = new Map<Address, number | undefined>();
  const decimalsOf = (mint: Address) => {
    if (!decimals.has(mint)) {
      const account = svm.read(mint);
      decimals.set(mint, account ? parseMint(account.owner, account.data)?.decimals : undefined);
    }
    return decimals.get(mint);
  };
  const lamports = (states: (AccountState | null)[]) => states.map((state) => (state?.lamports ?? 0n).toString());
  const instructions = feeInstructions(wire);
  const record: TxRecord = {
    signature: wire.signature,
    slot: at.slot,
    blockTime: at.blockTime,
    wire: Buffer.from(wire.bytes).toString('base64'),
    version: wire.version,
    accountKeys: keys,
    writable,
    loadedAddresses: loaded,
    err: failed ? describeTransactionError(result.err()).json : null,
    fee: transactionFee(wire.signatureCount, instructions).toString(),
    preBalances: lamports(before),
    postBalances: lamports(after),
    preTokenBalances: tokenBalances(before, decimalsOf),
    postTokenBalances: tokenBalances(after, decimalsOf),
    logMessages: meta.logs(),
    computeUnitsConsumed: Number(meta.computeUnitsConsumed()),
    innerInstructions: innerInstructionsOf(meta),
    returnData: returnDataOf(meta),
    unitPrice: computeBudgetOf(instructions).unitPrice.toString(),
    memo: memoOf(wire),
  };
  return { landed: true, record, written: keys.filter((_, index) => writable[index]) };
}

/** Runs `wire` against the current state without keeping anything, as simulateTransaction does. */
export function simulate(svm: NativeSvm, wire: WireTransaction, sigVerify: boolean): Simulation {
  const outcome = svm.simulate(wire.bytes, wire.version, sigVerify);
  const meta = 'failed' in outcome ? outcome.failed.meta() : outcome.meta;
  return {
    error: 'failed' in outcome ? describeTransactionError(outcome.failed.err()) : null,
    logs: meta.logs(),
    unitsConsumed: Number(meta.computeUnitsConsumed()),
    returnData: returnDataOf(meta),
    innerInstructions: innerInstructionsOf(meta),
    postAccounts: new Map('failed' in outcome ? [] : outcome.postAccounts.map(({ address, state }) => [address, state])),
  };
}
