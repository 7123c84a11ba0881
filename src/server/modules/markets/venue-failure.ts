// What a caller is told when a venue call fails: the venue errors of the engine become response
// codes. A refused pair is "not available", a venue that does not answer is "not responding", a
// key the venue refuses is "verification failed for linked account". Chain reads answer the same way.
import { UnknownVenueError } from '../../../engine/connectors/connector-pool.ts';
import { VenueError } from '../../../engine/connectors/errors.ts';
import { ChainError } from '../../../engine/connectors/evm/chain-errors.ts';
import { runInteractive } from '../../../engine/connectors/governor/request-intent.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';

export function venueFailure(error: unknown): unknown {
  if (error instanceof UnknownVenueError) return new ApiError(CODE.unknownExchange);
  // A chain read: an RPC that does not answer, or a contract that is not what was asked for.
  if (error instanceof ChainError) return new ApiError(error.action === 'retry' ? CODE.exchangeUnavailable : CODE.unknownMarket);
  if (!(error instanceof VenueError)) return error;
  if (error.action === 'retry') return new ApiError(CODE.exchangeUnavailable);
  if (error.action === 'stop') return new ApiError(CODE.verificationFailed);
  if (error.reason === 'badSymbol' || error.reason === 'marketClosed') return new ApiError(CODE.unknownMarket);
  return new ApiError(CODE.exchangeUnavailable);
}

/**
 * Runs a person's venue call, answering its failure with the matching response code. Its reads are
 * interactive (served ahead of bots' reads on the key, request-intent.ts); a call that may start
 * work outliving it (a shared feed's polling) passes `interactive: false`, so that work does not
 * inherit the person's place in the queue.
 */
export async function viaVenue<T>(call: () => Promise<T>, options: { interactive?: boolean } = {}): Promise<T> {
  try {
    return await (options.interactive === false ? call() : runInteractive(call));
  } catch (error) {
    throw venueFailure(error);
  }
}
