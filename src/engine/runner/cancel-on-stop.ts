// A stop cancels everything the bot has on its venues, and keeps at it until the venue lists none:
// a cancel the venue failed to answer (busy, unavailable, a rate limit) is sent again after a short
// wait, and an order the venue lists with the bot's id that the bot has no record of (sent by an
// attempt whose answer was lost) is cancelled too. What the venue still lists after the last attempt
// is counted, so the bot's log can tell the user to cancel it on the exchange.
import type { OrderJournal } from './order-journal.ts';
import type { OrderTracker } from './order-tracker.ts';
import { respondTo } from './backoff.ts';
import type { SessionLog } from './session-log.ts';
import type { OrderRecord } from './store-port.ts';

/**
 * The waits before each further attempt, in real time: a stop is waited for by its user (or the API,
 * for STOP_WAIT_MS), never by the bot's own clock. About 3.5 s in all.
 */
export const STOP_RETRY_WAITS_MS: readonly number[] = [500, 1_000, 2_000];

export interface StopCancelResult {
  /** Orders the venue confirmed cancelled. */
  cancelled: number;
  /** Orders of the bot the venue may still have open: listed after the last attempt, or not known closed. */
  left: number;
}

export interface StopCancelParts {
  tracker: OrderTracker;
  journal: OrderJournal;
  log: SessionLog;
}

/** The wait before further attempt `attempt` (1 for the first retry) of a stop's work. */
export const waitBeforeRetry = (attempt: number) => new Promise<void>((resolve) => setTimeout(resolve, STOP_RETRY_WAITS_MS[attempt - 1]));

export async function cancelOnStop(parts: StopCancelParts, now: () => number): Promise<StopCancelResult> {
  const { tracker, journal, log } = parts;
  let cancelled = 0;
  let left = tracker.open.length;
  // An error the venue answers until the user acts (a revoked key) ends the attempts at once.
  let hopeless = false;
  const failed = (error: unknown) => {
    const kind = respondTo(error, 0).kind;
    if (kind === 'stop') hopeless = true;
    return kind;
  };
  for (let attempt = 0; attempt <= STOP_RETRY_WAITS_MS.length && !hopeless; attempt++) {
    if (attempt > 0) await waitBeforeRetry(attempt);
    cancelled += await cancelTracked(tracker, journal, now, failed);
    // How each order that was not cancelled here ended (filled, or cancelled before), and what a
    // pending one became.
    const final = await tracker.reconcile(now()).catch((error: unknown) => void failed(error));
    if (final) journal.record(final.changed, final.fills);
    const listed = await tracker.listed().catch((error: unknown) => void failed(error));
    if (!listed) {
      left = Math.max(left, tracker.open.length);
      continue;
    }
    left = 0;
    for (const { slot, state } of listed) {
      // A tracked order still listed is sent its cancel again at the next attempt.
      if (tracker.isLive(state.clientOrderId!)) {
        left++;
        continue;
      }
      const { connector, symbol } = tracker.venue(slot);
      try {
        await connector.cancelOrder(symbol, { id: state.id });
        cancelled++;
        log.say('strayCancelled', { id: state.clientOrderId ?? state.id }, 'warn');
      } catch (error) {
        // Refused as already closed: it is not open any more. Anything else: tried again.
        if (failed(error) !== 'reject') left++;
      }
    }
    if (left === 0) break;
  }
  return { cancelled, left };
}

/** Sends a cancel for every order the bot knows open or pending; answers how many the venue confirmed. */
async function cancelTracked(
  tracker: OrderTracker,
  journal: OrderJournal,
  now: () => number,
  failed: (error: unknown) => unknown,
): Promise<number> {
  const changed: OrderRecord[] = [];
  let cancelled = 0;
  for (const order of tracker.open) {
    const { connector, symbol } = tracker.venue(order.venue);
    try {
      changed.push(tracker.apply(order, await connector.cancelOrder(symbol, { clientOrderId: order.clientOrderId }), now()));
      cancelled++;
    } catch (error) {
      // Already filled or cancelled (the reconcile records which), or not answered (sent again).
      failed(error);
    }
  }
  await tracker.completePendingFees();
  journal.record(changed, tracker.takeFills());
  return cancelled;
}

/**
 * The stop's lines in the bot's log: what it cancelled, and what the user must cancel on the
 * exchange should the later tries (left-orders-retry.ts) not get it. Answers whether orders are left.
 */
export function sayStopCancelled(log: SessionLog, { cancelled, left }: StopCancelResult): boolean {
  if (cancelled > 0) log.say('ordersCancelled', { count: cancelled });
  if (left > 0) log.say('ordersLeftOpen', { count: left }, 'warn');
  return left > 0;
}
