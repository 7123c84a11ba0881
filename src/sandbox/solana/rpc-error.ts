// A refusal in Solana's JSON-RPC terms (code, message, data), raised by the node where the refusal
// is decided (a preflight failure, a bad signature) and by the RPC layer for bad parameters, and
// answered as the `error` member. The codes are the ones Solana's RPC uses, so clients (kit's
// SolanaError, web3.js) recognise them.
import type { DescribedError } from './tx-errors.ts';
import type { Simulation } from './tx-executor.ts';

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'RpcError';
  }
}

export const RPC_INVALID_REQUEST = -32600;
export const RPC_METHOD_NOT_FOUND = -32601;
export const RPC_INVALID_PARAMS = -32602;
export const RPC_INTERNAL_ERROR = -32603;
export const RPC_PARSE_ERROR = -32700;
/** sendTransaction's preflight simulation failed. */
export const RPC_PREFLIGHT_FAILURE = -32002;
export const RPC_SIGNATURE_VERIFICATION_FAILURE = -32003;
export const RPC_BLOCK_NOT_AVAILABLE = -32004;
export const RPC_SLOT_SKIPPED = -32007;
/** A slot older than anything the node still remembers. */
export const RPC_LONG_TERM_STORAGE_SLOT_SKIPPED = -32009;
export const RPC_TRANSACTION_HISTORY_NOT_AVAILABLE = -32011;
export const RPC_UNSUPPORTED_TRANSACTION_VERSION = -32015;
export const RPC_MIN_CONTEXT_SLOT_NOT_REACHED = -32016;

export const invalidParams = (message: string) => new RpcError(RPC_INVALID_PARAMS, message);

export const signatureFailure = () => new RpcError(RPC_SIGNATURE_VERIFICATION_FAILURE, 'Transaction signature verification failure');

/** sendTransaction's refusal when the preflight simulation fails: the error, its logs and units. */
export function preflightFailure(error: DescribedError, simulation?: Simulation): RpcError {
  const returned = simulation?.returnData;
  return new RpcError(RPC_PREFLIGHT_FAILURE, `Transaction simulation failed: ${error.message}`, {
    accounts: null,
    err: error.json,
    innerInstructions: null,
    logs: simulation?.logs ?? [],
    replacementBlockhash: null,
    returnData: returned ? { programId: returned.programId, data: [returned.data, 'base64'] } : null,
    unitsConsumed: simulation?.unitsConsumed ?? 0,
  });
}
