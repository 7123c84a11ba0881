import * as ccxt from 'ccxt';
import { describe, expect, it } from 'vitest';
import { convertVenueError, DEFAULT_RETRY_AFTER_MS } from './convert-error.ts';
import {
  DuplicateOrderError,
  InsufficientFundsError,
  OrderNotFoundError,
  OrderRejectedError,
  RateLimitedError,
  RetryableVenueError,
  type VenueCallContext,
  type VenueError,
  VenueStopError,
} from './errors.ts';

type Expected = [
  ccxtClass: string,
  productClass: abstract new (...args: never[]) => VenueError,
  action: 'retry' | 'reject' | 'stop',
  reason: string,
];

// Every error class ccxt defines, with what the caller should do about it.
const TABLE: Expected[] = [
  ['BaseError', VenueStopError, 'stop', 'unknown'],
  ['ExchangeError', RetryableVenueError, 'retry', 'venueError'],
  ['AuthenticationError', VenueStopError, 'stop', 'authentication'],
  ['PermissionDenied', VenueStopError, 'stop', 'permissionDenied'],
  ['AccountNotEnabled', VenueStopError, 'stop', 'permissionDenied'],
  ['AccountSuspended', VenueStopError, 'stop', 'accountSuspended'],
  ['ArgumentsRequired', OrderRejectedError, 'reject', 'badRequest'],
  ['BadRequest', OrderRejectedError, 'reject', 'badRequest'],
  ['BadSymbol', OrderRejectedError, 'reject', 'badSymbol'],
  ['OperationRejected', OrderRejectedError, 'reject', 'operationRejected'],
  ['NoChange', OrderRejectedError, 'reject', 'operationRejected'],
  ['MarginModeAlreadySet', OrderRejectedError, 'reject', 'operationRejected'],
  ['MarketClosed', OrderRejectedError, 'reject', 'marketClosed'],
  ['ManualInteractionNeeded', VenueStopError, 'stop', 'accountSuspended'],
  ['RestrictedLocation', VenueStopError, 'stop', 'restrictedLocation'],
  ['InsufficientFunds', InsufficientFundsError, 'reject', 'insufficientFunds'],
  ['InvalidAddress', OrderRejectedError, 'reject', 'badRequest'],
  ['AddressPending', OrderRejectedError, 'reject', 'badRequest'],
  ['InvalidOrder', OrderRejectedError, 'reject', 'invalidOrder'],
  ['OrderNotFound', OrderNotFoundError, 'reject', 'orderNotFound'],
  ['OrderNotCached', OrderNotFoundError, 'reject', 'orderNotFound'],
  ['OrderImmediatelyFillable', OrderRejectedError, 'reject', 'invalidOrder'],
  ['OrderNotFillable', OrderRejectedError, 'reject', 'invalidOrder'],
  ['DuplicateOrderId', DuplicateOrderError, 'reject', 'duplicateOrder'],
  ['ContractUnavailable', OrderRejectedError, 'reject', 'badSymbol'],
  ['NotSupported', VenueStopError, 'stop', 'notSupported'],
  ['InvalidProxySettings', VenueStopError, 'stop', 'notSupported'],
  ['ExchangeClosedByUser', VenueStopError, 'stop', 'notSupported'],
  ['OperationFailed', RetryableVenueError, 'retry', 'network'],
  ['NetworkError', RetryableVenueError, 'retry', 'network'],
  ['DDoSProtection', RateLimitedError, 'retry', 'rateLimited'],
  ['RateLimitExceeded', RateLimitedError, 'retry', 'rateLimited'],
  ['ExchangeNotAvailable', RetryableVenueError, 'retry', 'unavailable'],
  ['OnMaintenance', RetryableVenueError, 'retry', 'maintenance'],
  ['InvalidNonce', RetryableVenueError, 'retry', 'clockSkew'],
  ['ChecksumError', RetryableVenueError, 'retry', 'badResponse'],
  ['RequestTimeout', RetryableVenueError, 'retry', 'timeout'],
  ['BadResponse', RetryableVenueError, 'retry', 'badResponse'],
  ['NullResponse', RetryableVenueError, 'retry', 'badResponse'],
  ['CancelPending', RetryableVenueError, 'retry', 'cancelPending'],
  ['UnsubscribeError', VenueStopError, 'stop', 'unknown'],
];

// ccxt.errors also carries a `default` export object beside the classes.
const errorClasses = Object.fromEntries(Object.entries(ccxt.errors).filter(([, value]) => typeof value === 'function')) as Record<
  string,
  new (
    message: string,
  ) => Error
>;
const order: VenueCallContext = {
  venue: 'sandbox-a',
  operation: 'createOrder',
  symbol: 'BTC/USDT',
  side: 'buy',
  amount: 0.25,
  clientOrderId: 'b7s3',
};

describe('ccxt error conversion', () => {
  it('covers every error class ccxt defines', () => {
    expect(TABLE.map(([name]) => name).sort()).toEqual(Object.keys(errorClasses).sort());
  });

  it.each(TABLE)('%s becomes %o (%s: %s)', (name, productClass, action, reason) => {
    const cause = new errorClasses[name]!(`binance {"code":-1,"msg":"${name}"}`);
    const converted = convertVenueError(cause, order, 2_500) as VenueError;
    expect(converted).toBeInstanceOf(productClass);
    expect(converted.constructor).toBe(productClass);
    expect(converted.action).toBe(action);
    expect(converted.reason).toBe(reason);
    expect(converted.cause).toBe(cause);
    expect(converted.message).toContain(`sandbox-a createOrder BTC/USDT buy 0.25: ${reason}:`);
    expect(converted.message).toContain(name);
    expect(converted).toMatchObject({ venue: 'sandbox-a', symbol: 'BTC/USDT', side: 'buy', amount: 0.25 });
  });

  it("carries the venue's Retry-After on rate-limit errors, or a default wait when it gave none", () => {
    const announced = convertVenueError(new ccxt.RateLimitExceeded('429'), order, 7_000) as RateLimitedError;
    expect(announced.retryAfterMs).toBe(7_000);
    const silent = convertVenueError(new ccxt.DDoSProtection('429'), order) as RateLimitedError;
    expect(silent.retryAfterMs).toBe(DEFAULT_RETRY_AFTER_MS);
  });

  it('drops query strings (timestamps, signatures) of URLs quoted in the cause', () => {
    const cause = new ccxt.ExchangeNotAvailable(
      'binance GET http://127.0.0.1:7100/api/v3/account?timestamp=1&signature=abc 503 Service Unavailable',
    );
    const converted = convertVenueError(cause, { venue: 'sandbox-a', operation: 'fetchBalance' }) as VenueError;
    expect(converted.message).toContain('http://127.0.0.1:7100/api/v3/account 503');
    expect(converted.message).not.toContain('signature');
  });

  it('passes errors that are not ccxt errors through unchanged', () => {
    const bug = new TypeError('cannot read properties of undefined');
    expect(convertVenueError(bug, order)).toBe(bug);
  });
});
