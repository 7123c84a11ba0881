// What one process tells the others about a shared feed (redis-feed-channel.ts), as text: a poll's
// outcome, or that it stopped polling. The feed values are plain JSON-shaped objects of doubles;
// JSON keeps finite doubles exact (shortest round-trip digits), and the few it cannot write (NaN,
// ±Infinity, -0) travel as { $number: "…" }. A venue failure arrives as the same error class it was
// raised as, with the same message and fields, because callers decide on its class (venue-failure.ts);
// only its cause (the venue library's error object) stays behind in the process that polled.
import { UnknownVenueError } from '../connectors/connector-pool.ts';
import {
  DuplicateOrderError,
  InsufficientFundsError,
  OrderNotFoundError,
  OrderRejectedError,
  RateLimitedError,
  RetryableVenueError,
  type VenueCallContext,
  VenueError,
  type VenueErrorReason,
  VenueStopError,
} from '../connectors/errors.ts';
import { type ChainCallContext, ChainError, type ChainErrorAction, type ChainErrorReason } from '../connectors/evm/chain-errors.ts';
import type { FeedOutcome } from './topic-feed.ts';

export type FeedMessage = FeedOutcome | { type: 'released' };

interface WireError {
  name: string;
  message: string;
  reason?: string;
  context?: unknown;
  action?: string;
  code?: number;
  retryAfterMs?: number;
  venue?: string;
}

type VenueErrorClass = new (reason: VenueErrorReason, context: VenueCallContext, cause: unknown) => VenueError;
const VENUE_ERRORS = new Map<string, VenueErrorClass>(
  [RetryableVenueError, OrderRejectedError, InsufficientFundsError, OrderNotFoundError, DuplicateOrderError, VenueStopError].map((type) => [
    type.name,
    type,
  ]),
);

const ACTION_CLASSES: Partial<Record<string, VenueErrorClass>> = {
  retry: RetryableVenueError,
  reject: OrderRejectedError,
  stop: VenueStopError,
};

export function encodeFeedMessage(from: string, message: FeedMessage): string {
  const wire = message.type === 'error' ? { from, type: 'error', error: errorToWire(message.error) } : { from, ...message };
  return JSON.stringify(wire, (_key, value) =>
    isUnwritableNumber(value) ? { $number: Object.is(value, -0) ? '-0' : String(value) } : value,
  );
}

/** The sender and the message, or null for text that is not a feed message (another version's, a stray publish). */
export function decodeFeedMessage(text: string): { from: string; message: FeedMessage } | null {
  let wire: { from?: unknown; type?: unknown; value?: unknown; size?: unknown; receivedAt?: unknown; error?: WireError };
  try {
    wire = JSON.parse(text, (_key, value) => (isWireNumber(value) ? Number(value.$number) : value));
  } catch {
    return null;
  }
  if (typeof wire.from !== 'string') return null;
  if (wire.type === 'released') return { from: wire.from, message: { type: 'released' } };
  if (wire.type === 'error' && wire.error) return { from: wire.from, message: { type: 'error', error: errorFromWire(wire.error) } };
  if (wire.type === 'update' && wire.value != null && typeof wire.size === 'number' && typeof wire.receivedAt === 'number') {
    const value = wire.value as Extract<FeedOutcome, { type: 'update' }>['value'];
    return { from: wire.from, message: { type: 'update', value, size: wire.size, receivedAt: wire.receivedAt } };
  }
  return null;
}

const isUnwritableNumber = (value: unknown): value is number =>
  typeof value === 'number' && (!Number.isFinite(value) || Object.is(value, -0));

const isWireNumber = (value: unknown): value is { $number: string } =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length === 1 &&
  typeof (value as { $number?: unknown }).$number === 'string';

function errorToWire(error: unknown): WireError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const wire: WireError = { name: error.name, message: error.message };
  if (error instanceof VenueError || error instanceof ChainError) {
    Object.assign(wire, { action: error.action, reason: error.reason, context: error.context });
  }
  if (error instanceof ChainError) wire.code = error.code;
  if (error instanceof RateLimitedError) wire.retryAfterMs = error.retryAfterMs;
  if (error instanceof UnknownVenueError) wire.venue = error.venue;
  return wire;
}

function errorFromWire(wire: WireError): Error {
  const error = rebuild(wire);
  // The constructors compose their own message; the leader's is the one its subscribers saw.
  error.message = wire.message;
  return error;
}

function rebuild(wire: WireError): Error {
  const context = (wire.context ?? {}) as VenueCallContext & ChainCallContext;
  if (wire.name === 'UnknownVenueError') return new UnknownVenueError(wire.venue ?? '');
  if (wire.name === 'ChainError') {
    return new ChainError(wire.action as ChainErrorAction, wire.reason as ChainErrorReason, wire.code, context);
  }
  if (wire.name === RateLimitedError.name) return new RateLimitedError(context, undefined, wire.retryAfterMs ?? 0);
  // A venue error of a class this process does not know (a newer version's) keeps what to do about it.
  const venueError = VENUE_ERRORS.get(wire.name) ?? (wire.reason ? ACTION_CLASSES[wire.action ?? ''] : undefined);
  if (venueError) return new venueError(wire.reason as VenueErrorReason, context, undefined);
  const error = new Error(wire.message);
  error.name = wire.name;
  return error;
}
