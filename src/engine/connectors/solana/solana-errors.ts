// What a Solana call can go wrong with, converted where it is raised into the product's terms, as
// the EVM connector's table does (evm/chain-errors.ts): the action for the caller and, where the
// spec has one, the user's response code. @solana/kit raises SolanaError with a numeric code, and
// a refused preflight carries the transaction's own error as its cause, so the table looks at
// every error along the cause chain. The first matching rule decides.
import {
  isSolanaError,
  SOLANA_ERROR__BLOCK_HEIGHT_EXCEEDED,
  SOLANA_ERROR__INSTRUCTION_ERROR__CUSTOM,
  SOLANA_ERROR__INSTRUCTION_ERROR__INSUFFICIENT_FUNDS,
  SOLANA_ERROR__INSTRUCTION_ERROR__INVALID_ACCOUNT_DATA,
  SOLANA_ERROR__INSTRUCTION_ERROR__INVALID_ACCOUNT_OWNER,
  SOLANA_ERROR__INSTRUCTION_ERROR__UNINITIALIZED_ACCOUNT,
  SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR,
  SOLANA_ERROR__TRANSACTION_ERROR__ACCOUNT_NOT_FOUND,
  SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND,
  SOLANA_ERROR__TRANSACTION_ERROR__INSUFFICIENT_FUNDS_FOR_FEE,
  SOLANA_ERROR__TRANSACTION_ERROR__INSUFFICIENT_FUNDS_FOR_RENT,
  type SolanaErrorCode,
} from '@solana/kit';
import { type ChainCallContext, ChainError, type ChainErrorAction, type ChainErrorReason, gasCode } from '../evm/chain-errors.ts';

/** The errors along the cause chain, outermost first (a preflight failure wraps the transaction's). */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current !== undefined && current !== null && chain.length < 8; current = (current as { cause?: unknown }).cause)
    chain.push(current);
  return chain;
}

const hasCode =
  (...codes: SolanaErrorCode[]) =>
  (error: unknown) =>
    causes(error).some((cause) => codes.some((code) => isSolanaError(cause, code)));

/** A program's custom error number (InstructionError::Custom), anywhere along the chain. */
function customCode(error: unknown): number | undefined {
  for (const cause of causes(error)) if (isSolanaError(cause, SOLANA_ERROR__INSTRUCTION_ERROR__CUSTOM)) return Number(cause.context.code);
  return undefined;
}
const custom =
  (...codes: number[]) =>
  (error: unknown) =>
    codes.includes(customCode(error) ?? -1);

/**
 * Custom error numbers swap programs fail with when the output would fall below the minimum: a
 * failing CPI reports the inner program's number, so the DEXes' own count as well as the router's.
 * Jupiter's aggregator SlippageToleranceExceeded (6001, 0x1771), Raydium CPMM's ExceededSlippage
 * (6005), Orca Whirlpool's AmountOutBelowMinimum (6036), Raydium AMM v4's ExceededSlippage (30),
 * and the sandbox swap program's SlippageExceeded (6000; tests/integration/sandbox-solana-swap.test.ts
 * checks a real refusal converts).
 */
export const SLIPPAGE_CUSTOM_CODES: readonly number[] = [6000, 6001, 6005, 6036, 30];

// The SPL Token program's InsufficientFunds and the System program's ResultWithNegativeLamports
// are both custom error 1: a balance too small either way. The swap programs' own numbers start
// at 6000 and cannot be mistaken for them.
const TOKEN_OR_SYSTEM_INSUFFICIENT_FUNDS = 1;

/** Fetch could not reach the RPC at all (refused, reset, DNS), or it answered 429/5xx. */
function rpcUnreachable(error: unknown): boolean {
  return causes(error).some(
    (cause) =>
      (isSolanaError(cause, SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR) &&
        (cause.context.statusCode === 429 || cause.context.statusCode >= 500)) ||
      (cause instanceof TypeError && /fetch failed/i.test(cause.message)) ||
      /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN|socket hang up/.test((cause as Error)?.message ?? '') ||
      ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EAI_AGAIN'].includes((cause as { code?: string })?.code ?? ''),
  );
}

/** Codes of TransactionError (7050xxx) and InstructionError (4615xxx) in @solana/errors' numbering. */
function isTransactionFailure(error: unknown): boolean {
  if (!isSolanaError(error)) return false;
  const code = error.context.__code;
  return (code >= 7_050_000 && code < 7_051_000) || (code >= 4_615_000 && code < 4_616_000);
}

type Rule = readonly [
  match: (error: unknown) => boolean,
  convert: (context: ChainCallContext) => [ChainErrorAction, ChainErrorReason, number | undefined],
];

export const SOLANA_ERROR_TABLE: readonly Rule[] = [
  [rpcUnreachable, () => ['retry', 'rpcDown', undefined]],
  [
    hasCode(SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND, SOLANA_ERROR__BLOCK_HEIGHT_EXCEEDED),
    () => ['retry', 'blockhashExpired', undefined],
  ],
  // A fee payer with no lamports has no account at all: the same shortage of SOL as a fee too big.
  [
    hasCode(SOLANA_ERROR__TRANSACTION_ERROR__INSUFFICIENT_FUNDS_FOR_FEE, SOLANA_ERROR__TRANSACTION_ERROR__ACCOUNT_NOT_FOUND),
    (context) => ['stop', 'insufficientGas', gasCode(context)],
  ],
  [hasCode(SOLANA_ERROR__TRANSACTION_ERROR__INSUFFICIENT_FUNDS_FOR_RENT), (context) => ['stop', 'rentMissing', gasCode(context)]],
  [custom(...SLIPPAGE_CUSTOM_CODES), () => ['reject', 'slippage', undefined]],
  [
    (error) => custom(TOKEN_OR_SYSTEM_INSUFFICIENT_FUNDS)(error) || hasCode(SOLANA_ERROR__INSTRUCTION_ERROR__INSUFFICIENT_FUNDS)(error),
    () => ['reject', 'insufficientBalance', undefined],
  ],
  [
    hasCode(
      SOLANA_ERROR__INSTRUCTION_ERROR__UNINITIALIZED_ACCOUNT,
      SOLANA_ERROR__INSTRUCTION_ERROR__INVALID_ACCOUNT_DATA,
      SOLANA_ERROR__INSTRUCTION_ERROR__INVALID_ACCOUNT_OWNER,
    ),
    () => ['reject', 'accountMissing', undefined],
  ],
  // Any other failure of the transaction or one of its instructions; kit's own usage errors (a
  // missing signer, a malformed message) are bugs, and pass through unconverted.
  [(error) => causes(error).some(isTransactionFailure), () => ['reject', 'reverted', undefined]],
];

/** The product's error for what a Solana call threw; anything not recognised passes through. */
export function convertSolanaError(error: unknown, context: ChainCallContext): unknown {
  if (error instanceof ChainError) return error;
  for (const [match, convert] of SOLANA_ERROR_TABLE) {
    if (match(error)) {
      const [action, reason, code] = convert(context);
      return new ChainError(action, reason, code, context, error);
    }
  }
  return error;
}
