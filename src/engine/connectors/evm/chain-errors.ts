// What a chain call can go wrong with, converted where it is raised into the product's terms:
// what the caller should do (retry, reject, stop, as for exchanges) and, where the spec has one,
// the response code the user sees (§8): a token not yet authorised (2107 trading wallets, 2108
// the main wallet), gas too low (2109 trading wallet, 2110 main wallet), an authorisation that
// failed for gas on a trading wallet (2171). The table is tried in order; the first match decides.
import { BaseError, ContractFunctionRevertedError, HttpRequestError, InsufficientFundsError, NonceTooLowError, TimeoutError } from 'viem';

export type ChainErrorReason =
  | 'rpcDown'
  | 'nonceTooLow'
  | 'outOfGas'
  | 'insufficientGas'
  | 'allowanceMissing'
  | 'slippage'
  | 'deadline'
  | 'insufficientBalance'
  | 'feeOnTransfer'
  // Solana: a transaction whose blockhash expired before it landed (re-quote and sign again), a
  // new account's rent the payer cannot cover, an account the instruction needs that is not there.
  | 'blockhashExpired'
  | 'rentMissing'
  | 'accountMissing'
  // A swap API found no pool or route for the pair (on the venue's DEXes).
  | 'noRoute'
  | 'reverted';

export type ChainErrorAction = 'retry' | 'reject' | 'stop';

/** Which wallet was sending, which decides the code a gas or allowance problem gets. */
export type WalletRole = 'trading' | 'main';

export interface ChainCallContext {
  chain: string;
  /** The connector operation: "swap", "approve", "quote", … */
  operation: string;
  wallet?: string;
  role?: WalletRole;
  token?: string;
}

export class ChainError extends Error {
  constructor(
    readonly action: ChainErrorAction,
    readonly reason: ChainErrorReason,
    /** The spec's response code for this case, where it has one. */
    readonly code: number | undefined,
    readonly context: ChainCallContext,
    cause?: unknown,
  ) {
    super(`${context.chain} ${context.operation}${context.wallet ? ` from ${context.wallet}` : ''}: ${reason}`, { cause });
    this.name = 'ChainError';
  }
}

/** The revert reason a contract gave, or its custom error's name. */
export function revertReason(error: unknown): string | undefined {
  if (!(error instanceof BaseError)) return undefined;
  const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError) as ContractFunctionRevertedError | null;
  if (reverted) return reverted.reason ?? reverted.data?.errorName ?? reverted.shortMessage;
  const message = error.walk((cause) => /execution reverted/.test((cause as Error).message)) as Error | null;
  return message ? /execution reverted:? ?([^\n]*)/.exec(message.message)?.[1] : undefined;
}

const has = (error: unknown, type: abstract new (...args: never[]) => Error) =>
  error instanceof type || (error instanceof BaseError && error.walk((cause) => cause instanceof type) !== null);

const reasonMatches = (pattern: RegExp) => (error: unknown) => pattern.test(revertReason(error) ?? '');

type Rule = readonly [
  match: (error: unknown, context: ChainCallContext) => boolean,
  convert: (context: ChainCallContext) => [ChainErrorAction, ChainErrorReason, number | undefined],
];

export const gasCode = (context: ChainCallContext) => (context.role === 'main' ? 2110 : context.operation === 'approve' ? 2171 : 2109);
const allowanceCode = (context: ChainCallContext) => (context.role === 'main' ? 2108 : 2107);

export const CHAIN_ERROR_TABLE: readonly Rule[] = [
  [(error) => has(error, InsufficientFundsError), (context) => ['stop', 'insufficientGas', gasCode(context)]],
  [(error) => has(error, NonceTooLowError), () => ['retry', 'nonceTooLow', undefined]],
  [(error) => has(error, HttpRequestError) || has(error, TimeoutError), () => ['retry', 'rpcDown', undefined]],
  [reasonMatches(/INSUFFICIENT_OUTPUT_AMOUNT|EXCESSIVE_INPUT_AMOUNT/), () => ['reject', 'slippage', undefined]],
  [reasonMatches(/EXPIRED/), () => ['reject', 'deadline', undefined]],
  [reasonMatches(/ERC20InsufficientAllowance|insufficient allowance/i), (context) => ['stop', 'allowanceMissing', allowanceCode(context)]],
  // The router's TransferHelper reports any failed transferFrom the same way; the connector checks
  // the allowance before it swaps, so what is left is a balance too small.
  [
    reasonMatches(/ERC20InsufficientBalance|exceeds balance|TRANSFER_FROM_FAILED|TRANSFER_FAILED/i),
    () => ['reject', 'insufficientBalance', undefined],
  ],
  // The pair's invariant check fails when a token keeps a fee on transfer and the plain swap was used.
  [reasonMatches(/UniswapV2: K$/), () => ['reject', 'feeOnTransfer', undefined]],
  [(error) => revertReason(error) !== undefined, () => ['reject', 'reverted', undefined]],
];

/** The product's error for what a chain call threw; anything not recognised passes through. */
export function convertChainError(error: unknown, context: ChainCallContext): unknown {
  if (error instanceof ChainError) return error;
  for (const [match, convert] of CHAIN_ERROR_TABLE) {
    if (match(error, context)) {
      const [action, reason, code] = convert(context);
      return new ChainError(action, reason, code, context, error);
    }
  }
  return error;
}
