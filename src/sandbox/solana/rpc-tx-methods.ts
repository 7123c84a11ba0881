// The RPC's transaction side: sending (with or without preflight), simulating, airdrops, statuses,
// an address's signatures, a transaction's details, fees and recent priority fees.
import type { Address } from '@solana/kit';
import { type AccountEncoding, decimalsReader, encodeAccount, parseEncoding } from './account-encoding.ts';
import { type Commitment, hasReached } from './commitment.ts';
import type { Faucet } from './faucet.ts';
import { u64 } from './json-bigint.ts';
import type { RpcHandler } from './rpc-account-methods.ts';
import { invalidParams } from './rpc-error.ts';
import {
  addressParam,
  arrayParam,
  checkMinContextSlot,
  commitmentOf,
  configAt,
  context,
  decodeBinary,
  historyCommitmentOf,
  signatureParam,
  u64Param,
} from './rpc-params.ts';
import type { SvmNode } from './svm-node.ts';
import { type TransactionEncoding, transactionView } from './transaction-view.ts';
import { decodeWireTransaction, WireError, type WireTransaction } from './wire-transaction.ts';

/** Slots getRecentPrioritizationFees looks back over, as a validator's fee cache does. */
const PRIORITIZATION_FEE_SLOTS = 150;

function wireParam(value: unknown, encoding: unknown): WireTransaction {
  try {
    return decodeWireTransaction(decodeBinary(value, encoding));
  } catch (error) {
    if (error instanceof WireError) throw invalidParams(error.message);
    throw error;
  }
}

function transactionEncoding(value: unknown): TransactionEncoding {
  if (value === undefined || value === null) return 'json';
  if (value === 'json' || value === 'jsonParsed' || value === 'base64' || value === 'base58') return value;
  throw invalidParams(`Invalid params: unsupported encoding ${String(value)}`);
}

function priorityFees(node: SvmNode, accounts: string[]) {
  const first = Math.max(0, node.slot - PRIORITIZATION_FEE_SLOTS + 1);
  const bySlot = new Map<number, { min: bigint | undefined; byAccount: Map<string, bigint> }>();
  for (const record of node.history.since(first)) {
    const slot = bySlot.get(record.slot) ?? { min: undefined, byAccount: new Map<string, bigint>() };
    bySlot.set(record.slot, slot);
    const price = BigInt(record.unitPrice);
    if (slot.min === undefined || price < slot.min) slot.min = price;
    record.accountKeys.forEach((key, index) => {
      if (!record.writable[index]) return;
      const known = slot.byAccount.get(key);
      if (known === undefined || price < known) slot.byAccount.set(key, price);
    });
  }
  const fees = [];
  for (let slot = first; slot <= node.slot; slot++) {
    const block = bySlot.get(slot);
    // As the fee cache answers: the block's lowest price, raised to the lowest price paid to write any of the accounts.
    let fee = block?.min ?? 0n;
    for (const account of accounts) {
      const accountFee = block?.byAccount.get(account);
      if (accountFee !== undefined && accountFee > fee) fee = accountFee;
    }
    fees.push({ prioritizationFee: u64(fee), slot });
  }
  return fees;
}

export function transactionMethods(node: SvmNode, faucet: Faucet): Record<string, RpcHandler> {
  const decimalsOf = decimalsReader((address) => node.getAccount(address as Address));

  return {
    async sendTransaction(params) {
      const config = configAt(params, 1);
      const wire = decodeBinary(params[0], config.encoding);
      if (config.maxRetries !== undefined && config.maxRetries !== null) u64Param(config.maxRetries, 'maxRetries');
      checkMinContextSlot(config, node.slotAt(commitmentOf({ commitment: config.preflightCommitment })));
      return node.sendTransaction(wire, { skipPreflight: config.skipPreflight === true });
    },
    simulateTransaction(params) {
      const config = configAt(params, 1);
      const wire = wireParam(params[0], config.encoding);
      if (config.sigVerify === true && config.replaceRecentBlockhash === true) {
        throw invalidParams('sigVerify may not be used with replaceRecentBlockhash');
      }
      const slot = node.slotAt(commitmentOf(config));
      checkMinContextSlot(config, slot);
      const result = node.simulateTransaction(wire, {
        sigVerify: config.sigVerify === true,
        replaceRecentBlockhash: config.replaceRecentBlockhash === true,
      });
      const requested = config.accounts as { addresses?: unknown; encoding?: unknown } | undefined;
      let accounts: unknown = null;
      if (requested && !result.error) {
        const encoding: AccountEncoding = parseEncoding(requested.encoding, 'base64');
        accounts = arrayParam(requested.addresses, 256, 'addresses').map((address) => {
          const key = addressParam(address) as Address;
          const state = result.postAccounts.has(key) ? result.postAccounts.get(key) : node.getAccount(key);
          return state ? encodeAccount(state, encoding, undefined, decimalsOf) : null;
        });
      }
      const { replacementBlockhash } = result;
      return {
        context: context(slot),
        value: {
          accounts,
          err: result.error?.json ?? null,
          innerInstructions: config.innerInstructions === true ? result.innerInstructions : null,
          logs: result.logs,
          replacementBlockhash: replacementBlockhash && {
            blockhash: replacementBlockhash.blockhash,
            lastValidBlockHeight: replacementBlockhash.lastValidBlockHeight,
          },
          returnData: result.returnData && { data: [result.returnData.data, 'base64'], programId: result.returnData.programId },
          unitsConsumed: result.unitsConsumed,
        },
      };
    },
    requestAirdrop(params) {
      const address = addressParam(params[0]) as Address;
      return faucet.airdrop(address, u64Param(params[1], 'lamports'));
    },
    getSignatureStatuses(params) {
      const signatures = arrayParam(params[0], 256, 'signatures').map(signatureParam);
      const config = configAt(params, 1);
      const value = signatures.map((signature) => node.signatureStatus(signature, config.searchTransactionHistory === true));
      return { context: context(node.slot), value };
    },
    getSignaturesForAddress(params) {
      const address = addressParam(params[0]);
      const config = configAt(params, 1);
      const maxSlot = node.slotAt(historyCommitmentOf(config));
      checkMinContextSlot(config, maxSlot);
      const limit = config.limit === undefined || config.limit === null ? 1000 : Number(config.limit);
      if (!Number.isSafeInteger(limit) || limit < 1 || limit > 1000) throw invalidParams('Invalid limit; max 1000');
      const before = config.before === undefined || config.before === null ? undefined : signatureParam(config.before);
      const until = config.until === undefined || config.until === null ? undefined : signatureParam(config.until);
      return node.history.signaturesFor(address, { before, until, limit, maxSlot }).map((record) => {
        const status = node.signatureStatus(record.signature, true);
        return {
          blockTime: record.blockTime,
          confirmationStatus: status?.confirmationStatus ?? null,
          err: record.err,
          memo: record.memo,
          signature: record.signature,
          slot: record.slot,
        };
      });
    },
    getTransaction(params) {
      const signature = signatureParam(params[0]);
      const config = typeof params[1] === 'string' ? { encoding: params[1] } : configAt(params, 1);
      const commitment: Commitment = historyCommitmentOf(config);
      const record = node.history.get(signature);
      if (!record || !hasReached(record.slot, node.slot, commitment)) return null;
      const max = config.maxSupportedTransactionVersion;
      if (max !== undefined && max !== null && max !== 0) throw invalidParams('Invalid params: maxSupportedTransactionVersion must be 0');
      return transactionView(record, transactionEncoding(config.encoding), max === 0 ? 0 : undefined);
    },
    getFeeForMessage(params) {
      const message = decodeBinary(params[0], 'base64');
      const config = configAt(params, 1);
      const slot = node.slotAt(commitmentOf(config));
      checkMinContextSlot(config, slot);
      let fee: bigint | null;
      try {
        fee = node.feeForMessage(message);
      } catch {
        throw invalidParams('Invalid params: the message could not be decoded');
      }
      return { context: context(slot), value: fee === null ? null : u64(fee) };
    },
    getRecentPrioritizationFees(params) {
      const accounts = params[0] === undefined || params[0] === null ? [] : arrayParam(params[0], 128, 'addresses').map(addressParam);
      return priorityFees(node, accounts);
    },
  };
}
