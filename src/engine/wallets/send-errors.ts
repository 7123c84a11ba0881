// How a node's answer to a broadcast is read by the journalled sender: a plain refusal (the
// transaction was never accepted, its nonce is free), a transaction it already has, a nonce already
// used (maybe by this very transaction), and anything else, which may have been taken after all.
import {
  BaseError,
  HttpRequestError,
  InvalidInputRpcError,
  NonceTooLowError,
  RpcRequestError,
  TimeoutError,
  TransactionRejectedRpcError,
} from 'viem';

export const isNetworkFailure = (error: unknown) =>
  error instanceof BaseError &&
  error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError) !== null &&
  !(error.walk((cause) => cause instanceof RpcRequestError) !== null);

/**
 * The node answered that it will not take the transaction (funds, gas, fee, a malformed or
 * unsigned transaction): it was never accepted. Any other failure may have been taken after all.
 */
export const refused = (error: unknown) =>
  !isNetworkFailure(error) &&
  ((error instanceof BaseError &&
    error.walk((cause) => cause instanceof InvalidInputRpcError || cause instanceof TransactionRejectedRpcError) !== null) ||
    /insufficient funds|intrinsic gas|gas too low|underpriced|exceeds block gas limit|invalid sender|nonce too high/i.test(
      (error as Error)?.message ?? '',
    ));

export const alreadyKnown = (error: unknown) => /already known|known transaction|already imported/i.test((error as Error)?.message ?? '');

/** The node has the nonce used already: by this very transaction (a retried broadcast) or by another. */
export const nonceTooLow = (error: unknown) =>
  (error instanceof BaseError && error.walk((cause) => cause instanceof NonceTooLowError) !== null) ||
  /nonce too low|nonce has already been used|nonce is too low/i.test((error as Error)?.message ?? '');
