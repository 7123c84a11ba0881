// A captured request must not run twice. Every signature that passes verification is offered to a
// replay store; the store says whether it is new. A request is accepted only within MAX_CLOCK_SKEW_MS
// of the server clock either way, so a signature need be kept for 2× that: older ones fail the
// timestamp check before they get here.
//
// Three stores, one per deployment kind (runtime.ts chooses):
// - memory (this file): API-only tests and tools;
// - the database (replay-store-database.ts): the embedded mode, so a restart forgets nothing;
// - Redis (replay-store-redis.ts): the scaled-out mode, shared by every API process.
// A store never forgets a signature inside the window to make room: when full it answers 'full'
// and the request is refused as "server busy" (a retry succeeds once the window has moved on).
import { MAX_CLOCK_SKEW_MS } from '../../shared/protocol/envelope-spec.ts';

/** How long a signature is remembered. */
export const REPLAY_TTL_MS = 2 * MAX_CLOCK_SKEW_MS;
/** Signatures kept at most, in the stores that count them (about 100 requests a second for 10 minutes, with room). */
export const DEFAULT_REPLAY_CAPACITY = 500_000;

export type ReplayVerdict = 'fresh' | 'replayed' | 'full';

export interface ReplayStore {
  /**
   * Records a request's signature, given as its decoded bytes (one value has one key, however it
   * was spelled), at server time `now`: 'fresh' the first time within the window, 'replayed'
   * after, 'full' when there is no room to remember it. Throws when the store cannot be reached.
   */
  remember(signature: Uint8Array, now: number): Promise<ReplayVerdict>;
  close(): Promise<void>;
}

/** The signature's key in a store: its bytes, hex-encoded. */
export const replayKeyOf = (signature: Uint8Array): string => Buffer.from(signature).toString('hex');

/** Keeps the window in this process's memory: lost on restart, not shared between processes. */
export class MemoryReplayStore implements ReplayStore {
  // Insertion order is time order, so expired entries are always at the front.
  private readonly seen = new Map<string, number>();

  constructor(private readonly capacity = DEFAULT_REPLAY_CAPACITY) {}

  async remember(signature: Uint8Array, now: number): Promise<ReplayVerdict> {
    this.sweep(now);
    const key = replayKeyOf(signature);
    if (this.seen.has(key)) return 'replayed';
    if (this.seen.size >= this.capacity) return 'full';
    this.seen.set(key, now + REPLAY_TTL_MS);
    return 'fresh';
  }

  private sweep(now: number): void {
    for (const [key, expiresAt] of this.seen) {
      if (expiresAt > now) break;
      this.seen.delete(key);
    }
  }

  async close(): Promise<void> {
    this.seen.clear();
  }
}
