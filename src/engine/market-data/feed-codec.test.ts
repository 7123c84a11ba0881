// A feed's outcome after the trip between processes: the same numbers to the last bit, and a
// venue failure as the same error class with the same message and fields.
import { describe, expect, it } from 'vitest';
import { UnknownVenueError } from '../connectors/connector-pool.ts';
import { RateLimitedError, RetryableVenueError, VenueStopError } from '../connectors/errors.ts';
import { ChainError } from '../connectors/evm/chain-errors.ts';
import type { OrderBookSnapshot, TickerSnapshot } from '../connectors/types.ts';
import { decodeFeedMessage, encodeFeedMessage, type FeedMessage } from './feed-codec.ts';

const roundTrip = (message: FeedMessage) => decodeFeedMessage(encodeFeedMessage('process-a', message));

function errorAfterTrip(error: unknown): Error {
  const decoded = roundTrip({ type: 'error', error });
  if (decoded?.message.type !== 'error') throw new Error('not an error message');
  return decoded.message.error as Error;
}

describe('feed messages between processes', () => {
  it('carries every price and amount bit for bit, the ones JSON cannot write included', () => {
    const book: OrderBookSnapshot = {
      symbol: 'BTC/USDT',
      bids: [
        [0.1 + 0.2, 5e-324],
        [123456.78901234567, 1e-8],
      ],
      asks: [
        [Number.MAX_VALUE, -0],
        [Number.POSITIVE_INFINITY, Number.NaN],
      ],
      timestamp: 1_735_689_600_123,
      nonce: 2 ** 53 - 1,
    };
    const decoded = roundTrip({ type: 'update', value: book, size: 20, receivedAt: 1_735_689_600_456 });
    expect(decoded?.from).toBe('process-a');
    expect(decoded?.message).toEqual({ type: 'update', value: book, size: 20, receivedAt: 1_735_689_600_456 });
    if (decoded?.message.type !== 'update') throw new Error('not an update');
    const value = decoded.message.value as OrderBookSnapshot;
    expect(Object.is(value.asks[0]![1], -0)).toBe(true);
    expect(Number.isNaN(value.asks[1]![1])).toBe(true);
    expect(value.bids[0]![0]).toBe(0.30000000000000004);
  });

  it('keeps a ticker field the venue left empty as null', () => {
    const ticker: TickerSnapshot = {
      symbol: 'ETH/USDT',
      last: 3012.5,
      bid: null,
      ask: null,
      high: null,
      low: null,
      open: null,
      changePercent: null,
      baseVolume: 1.5,
      quoteVolume: null,
      timestamp: null,
    };
    expect(roundTrip({ type: 'update', value: ticker, size: 0, receivedAt: 1 })?.message).toEqual({
      type: 'update',
      value: ticker,
      size: 0,
      receivedAt: 1,
    });
  });

  it('turns a rate limit back into a rate limit with its wait', () => {
    const original = new RateLimitedError({ venue: 'binance', operation: 'fetchOrderBook', symbol: 'BTC/USDT' }, new Error('429'), 7_000);
    const error = errorAfterTrip(original);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({
      message: original.message,
      reason: 'rateLimited',
      action: 'retry',
      retryAfterMs: 7_000,
      symbol: 'BTC/USDT',
    });
  });

  it('keeps what the caller should do about a venue error: retry, or stop', () => {
    const retry = errorAfterTrip(new RetryableVenueError('network', { venue: 'okx', operation: 'fetchTicker' }, new Error('ECONNRESET')));
    expect(retry).toBeInstanceOf(RetryableVenueError);
    expect(retry).toMatchObject({ action: 'retry', reason: 'network', venue: 'okx', message: 'okx fetchTicker: network: ECONNRESET' });
    const stop = errorAfterTrip(new VenueStopError('restrictedLocation', { venue: 'okx', operation: 'fetchTicker' }, 'geo'));
    expect(stop).toBeInstanceOf(VenueStopError);
    expect(stop).toMatchObject({ action: 'stop', reason: 'restrictedLocation' });
  });

  it('keeps a chain read failure and an unknown venue as their own errors', () => {
    const chain = errorAfterTrip(new ChainError('retry', 'rpcDown', undefined, { chain: 'bsc', operation: 'quote' }));
    expect(chain).toBeInstanceOf(ChainError);
    expect(chain).toMatchObject({ action: 'retry', reason: 'rpcDown', message: 'bsc quote: rpcDown' });
    const unknown = errorAfterTrip(new UnknownVenueError('nowhere'));
    expect(unknown).toBeInstanceOf(UnknownVenueError);
    expect(unknown).toMatchObject({ venue: 'nowhere', message: 'unknown venue "nowhere"' });
  });

  it('keeps any other failure as an error with its name and message', () => {
    const error = errorAfterTrip(new TypeError('fetch failed'));
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'TypeError', message: 'fetch failed' });
  });

  it('ignores text that is not a feed message', () => {
    expect(decodeFeedMessage('not json')).toBeNull();
    expect(decodeFeedMessage('{"type":"update"}')).toBeNull();
    expect(decodeFeedMessage('{"from":"x","type":"update","value":{}}')).toBeNull();
  });
});
