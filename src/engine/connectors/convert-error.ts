// Converts what ccxt throws into the product's venue errors (errors.ts), at the connector, where
// the call is made. The table is ordered most specific first: the first class the error is an
// instance of decides. Errors that are not ccxt's (a bug in our code) pass through unchanged.
import * as ccxt from 'ccxt';
import {
  DuplicateOrderError,
  InsufficientFundsError,
  OrderNotFoundError,
  OrderRejectedError,
  RateLimitedError,
  RetryableVenueError,
  type VenueCallContext,
  type VenueError,
  type VenueErrorReason,
  VenueStopError,
} from './errors.ts';

type ErrorClass = abstract new (...args: never[]) => Error;
type Convert = (context: VenueCallContext, cause: Error, retryAfterMs: number) => VenueError;

const retry =
  (reason: VenueErrorReason): Convert =>
  (context, cause) =>
    new RetryableVenueError(reason, context, cause);
const reject =
  (reason: VenueErrorReason): Convert =>
  (context, cause) =>
    new OrderRejectedError(reason, context, cause);
const stop =
  (reason: VenueErrorReason): Convert =>
  (context, cause) =>
    new VenueStopError(reason, context, cause);
const rateLimited: Convert = (context, cause, retryAfterMs) => new RateLimitedError(context, cause, retryAfterMs);

/** When the venue gave no Retry-After: wait this long before the next attempt. */
export const DEFAULT_RETRY_AFTER_MS = 1_000;

export const CCXT_ERROR_TABLE: ReadonlyArray<readonly [ErrorClass, Convert]> = [
  // Retry with backoff: the request may succeed later.
  [ccxt.RateLimitExceeded, rateLimited],
  [ccxt.DDoSProtection, rateLimited],
  [ccxt.OnMaintenance, retry('maintenance')],
  [ccxt.ExchangeNotAvailable, retry('unavailable')],
  [ccxt.RequestTimeout, retry('timeout')],
  [ccxt.ChecksumError, retry('badResponse')],
  [ccxt.InvalidNonce, retry('clockSkew')],
  [ccxt.NetworkError, retry('network')],
  [ccxt.NullResponse, retry('badResponse')],
  [ccxt.BadResponse, retry('badResponse')],
  [ccxt.CancelPending, retry('cancelPending')],
  [ccxt.OperationFailed, retry('network')],
  // Stop: the key or the account cannot be used until the user acts.
  [ccxt.AccountNotEnabled, stop('permissionDenied')],
  [ccxt.PermissionDenied, stop('permissionDenied')],
  [ccxt.AccountSuspended, stop('accountSuspended')],
  [ccxt.AuthenticationError, stop('authentication')],
  [ccxt.RestrictedLocation, stop('restrictedLocation')],
  [ccxt.ManualInteractionNeeded, stop('accountSuspended')],
  [ccxt.NotSupported, stop('notSupported')],
  [ccxt.InvalidProxySettings, stop('notSupported')],
  [ccxt.ExchangeClosedByUser, stop('notSupported')],
  // Reject: this request is refused; the account is fine.
  [ccxt.InsufficientFunds, (context, cause) => new InsufficientFundsError('insufficientFunds', context, cause)],
  [ccxt.OrderNotFound, (context, cause) => new OrderNotFoundError('orderNotFound', context, cause)],
  [ccxt.OrderNotCached, (context, cause) => new OrderNotFoundError('orderNotFound', context, cause)],
  [ccxt.DuplicateOrderId, (context, cause) => new DuplicateOrderError('duplicateOrder', context, cause)],
  [ccxt.OrderImmediatelyFillable, reject('invalidOrder')],
  [ccxt.OrderNotFillable, reject('invalidOrder')],
  [ccxt.ContractUnavailable, reject('badSymbol')],
  [ccxt.InvalidOrder, reject('invalidOrder')],
  [ccxt.BadSymbol, reject('badSymbol')],
  [ccxt.ArgumentsRequired, reject('badRequest')],
  [ccxt.BadRequest, reject('badRequest')],
  [ccxt.MarketClosed, reject('marketClosed')],
  [ccxt.MarginModeAlreadySet, reject('operationRejected')],
  [ccxt.NoChange, reject('operationRejected')],
  [ccxt.OperationRejected, reject('operationRejected')],
  [ccxt.AddressPending, reject('badRequest')],
  [ccxt.InvalidAddress, reject('badRequest')],
  // A refusal the venue did not classify: treated as temporary (as Freqtrade does); callers cap retries.
  [ccxt.ExchangeError, retry('venueError')],
  // Anything else ccxt raises (its base class, stream errors): stop rather than loop.
  [ccxt.UnsubscribeError, stop('unknown')],
  [ccxt.BaseError, stop('unknown')],
];

/** True for errors raised by ccxt (they all derive from its BaseError). */
export const isCcxtError = (error: unknown): error is Error => error instanceof ccxt.BaseError;

/**
 * The venue error for a ccxt error; any other error is returned unchanged. `retryAfterMs` is what
 * the venue's Retry-After announced for this key (0: none).
 */
export function convertVenueError(error: unknown, context: VenueCallContext, retryAfterMs = 0): unknown {
  if (!isCcxtError(error)) return error;
  for (const [errorClass, convert] of CCXT_ERROR_TABLE) {
    if (error instanceof errorClass) return convert(context, error, retryAfterMs > 0 ? retryAfterMs : DEFAULT_RETRY_AFTER_MS);
  }
  return new VenueStopError('unknown', context, error);
}
