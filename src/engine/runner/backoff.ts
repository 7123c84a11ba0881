// How a bot answers a venue error (STYLE.md 7): retry-class errors wait and try again with an
// exponential backoff (the venue's Retry-After when it gave one); reject-class errors are logged
// and the bot goes on; stop-class errors stop the bot with the reason. Errors that are not the
// venue's (a bug) are retried a few times, then stop the bot so it never loops on one forever.
import { RateLimitedError, VenueError } from '../connectors/errors.ts';
import { ChainError } from '../connectors/evm/chain-errors.ts';

export const MAX_BACKOFF_MS = 60_000;
/** Consecutive failures of unknown cause before the bot stops. */
export const MAX_UNKNOWN_FAILURES = 5;

export type ErrorResponse =
  | { kind: 'retry'; delayMs: number; reason: string }
  | { kind: 'reject'; reason: string }
  | { kind: 'stop'; reason: string };

export function respondTo(error: unknown, failures: number): ErrorResponse {
  const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(failures, 10));
  // A chain's answer is classed as an exchange's: retry (RPC down, nonce, out of gas), reject, stop.
  if (error instanceof ChainError) {
    if (error.action === 'retry') return { kind: 'retry', delayMs: delay, reason: error.reason };
    return { kind: error.action, reason: error.reason };
  }
  if (error instanceof VenueError) {
    if (error.action === 'retry') {
      const wait = error instanceof RateLimitedError ? Math.max(delay, error.retryAfterMs) : delay;
      return { kind: 'retry', delayMs: wait, reason: error.reason };
    }
    if (error.action === 'reject') return { kind: 'reject', reason: error.reason };
    return { kind: 'stop', reason: error.reason };
  }
  if (failures + 1 >= MAX_UNKNOWN_FAILURES) return { kind: 'stop', reason: 'internal' };
  return { kind: 'retry', delayMs: delay, reason: 'internal' };
}
