// The product's own venue errors, grouped by what the caller should do (Freqtrade's model):
// - retry: the request may succeed if sent again later, with backoff (network, timeouts,
//   maintenance, rate limits; a RateLimitedError says how long to wait);
// - reject: the venue refused this request (this order, this symbol); sending it again unchanged
//   fails again, but the account is fine;
// - stop: the account or key cannot be used (bad key, missing permission, suspended account);
//   a bot stops with the reason in its log and the user must act.
// Every error names the venue, the operation and, for orders, pair, side and amount, and keeps
// the venue library's error as its cause.

export type VenueErrorAction = 'retry' | 'reject' | 'stop';

export type VenueErrorReason =
  // retry
  | 'network'
  | 'timeout'
  | 'unavailable'
  | 'maintenance'
  | 'clockSkew'
  | 'badResponse'
  | 'cancelPending'
  | 'venueError'
  | 'rateLimited'
  // reject
  | 'insufficientFunds'
  | 'invalidOrder'
  | 'orderNotFound'
  | 'duplicateOrder'
  | 'badSymbol'
  | 'badRequest'
  | 'marketClosed'
  | 'operationRejected'
  // stop
  | 'authentication'
  | 'permissionDenied'
  | 'accountSuspended'
  | 'notSupported'
  | 'restrictedLocation'
  | 'unknown';

export interface VenueCallContext {
  venue: string;
  /** The connector operation, e.g. "createOrder". */
  operation: string;
  symbol?: string;
  side?: 'buy' | 'sell';
  amount?: number;
  price?: number;
  orderId?: string;
  clientOrderId?: string;
}

export abstract class VenueError extends Error {
  abstract readonly action: VenueErrorAction;
  readonly venue: string;
  readonly operation: string;
  readonly symbol: string | undefined;
  readonly side: 'buy' | 'sell' | undefined;
  readonly amount: number | undefined;

  constructor(
    readonly reason: VenueErrorReason,
    readonly context: VenueCallContext,
    cause: unknown,
  ) {
    super(venueErrorMessage(reason, context, cause), { cause });
    this.name = new.target.name;
    this.venue = context.venue;
    this.operation = context.operation;
    this.symbol = context.symbol;
    this.side = context.side;
    this.amount = context.amount;
  }
}

/** Send again later, with backoff. */
export class RetryableVenueError extends VenueError {
  readonly action = 'retry' as const;
}

/** Too many requests: wait `retryAfterMs` (the venue's Retry-After when it gave one). */
export class RateLimitedError extends RetryableVenueError {
  constructor(
    context: VenueCallContext,
    cause: unknown,
    readonly retryAfterMs: number,
  ) {
    super('rateLimited', context, cause);
  }
}

/** The venue refused this request; it fails again unchanged. */
export class OrderRejectedError extends VenueError {
  readonly action = 'reject' as const;
}

export class InsufficientFundsError extends OrderRejectedError {}

/** The order is unknown to the venue (already filled, cancelled or never placed). */
export class OrderNotFoundError extends OrderRejectedError {}

/** An order with this client order id is already open: the earlier attempt reached the venue. */
export class DuplicateOrderError extends OrderRejectedError {}

/** The key or account cannot be used until the user acts. */
export class VenueStopError extends VenueError {
  readonly action = 'stop' as const;
}

/** Matches ?query strings of URLs, which may carry signatures and timestamps. */
const URL_QUERY = /(https?:\/\/[^\s?"]+)\?[^\s"]*/g;

function venueErrorMessage(reason: VenueErrorReason, context: VenueCallContext, cause: unknown): string {
  const subject = [
    context.venue,
    context.operation,
    context.symbol,
    context.side,
    context.amount === undefined ? undefined : String(context.amount),
  ]
    .filter((part) => part !== undefined)
    .join(' ');
  const detail = cause instanceof Error ? cause.message.replace(URL_QUERY, '$1').slice(0, 500) : String(cause);
  return `${subject}: ${reason}: ${detail}`;
}
