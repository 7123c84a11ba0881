// What the user is told when the venue refuses an order: not enough funds is the spec's "Amount
// exceeds available balance"; another refusal names the venue's reason; the rest as for any venue call.
import { InsufficientFundsError, OrderNotFoundError, OrderRejectedError } from '../../../engine/connectors/errors.ts';
import { runInteractive } from '../../../engine/connectors/governor/request-intent.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { venueFailure } from '../markets/venue-failure.ts';

/** The venue's own words, without our "venue operation pair: reason:" prefix. */
export const venueReason = (error: unknown): string => {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
  return cause
    .replace(/^[a-z0-9]+\s+\{?"?code"?:?-?\d*,?"?msg"?:?"?/i, '')
    .replace(/"?\}$/, '')
    .slice(0, 200);
};

export function tradeFailure(error: unknown): unknown {
  if (error instanceof InsufficientFundsError) return new ApiError(CODE.amountExceedsBalance);
  if (error instanceof OrderNotFoundError) return new ApiError(CODE.orderNotFound);
  if (error instanceof OrderRejectedError && error.reason !== 'badSymbol' && error.reason !== 'marketClosed')
    return new ApiError(CODE.orderRejected, undefined, { params: { reason: venueReason(error) } });
  return venueFailure(error);
}

/** Runs a person's trading call on a venue: its reads are interactive (see viaVenue). */
export async function viaTrade<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await runInteractive(call);
  } catch (error) {
    throw tradeFailure(error);
  }
}
