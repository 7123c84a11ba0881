// What the request about to leave is for, carried through ccxt's call chain without threading it
// through every signature: the connector runs each operation inside runWithIntent(), and the
// governor (installed as ccxt's throttle) reads it for every HTTP request that operation makes.
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Cancels leave first (they reduce risk), then new orders, then a person's reads (someone is
 * looking at the screen), then the reads of bots and background work (a stale read is retried
 * next tick).
 */
export type RequestPriority = 'cancel' | 'order' | 'interactive' | 'read';

export const PRIORITY_RANK: Record<RequestPriority, number> = { cancel: 0, order: 1, interactive: 2, read: 3 };

export interface RequestIntent {
  priority: RequestPriority;
  /** New orders this operation sends; the first request(s) made under it count against the venue's order limits. */
  newOrders: number;
}

const storage = new AsyncLocalStorage<RequestIntent>();
const interactive = new AsyncLocalStorage<true>();

/**
 * Runs a person's call: the reads it makes are 'interactive', served ahead of bots' reads and from
 * a share of the key's budget bots' reads leave free. Entered by the API's call handlers around
 * the venue calls they make (never around work that outlives the call, which would inherit it).
 */
export function runInteractive<T>(operation: () => Promise<T>): Promise<T> {
  return interactive.run(true, operation);
}

export function runWithIntent<T>(intent: RequestIntent, operation: () => Promise<T>): Promise<T> {
  const priority = intent.priority === 'read' && interactive.getStore() ? 'interactive' : intent.priority;
  return storage.run({ ...intent, priority }, operation);
}

/** The intent of the request being sent; a read (a person's, inside runInteractive) when no operation declared one. */
export function currentIntent(): RequestIntent {
  return storage.getStore() ?? { priority: interactive.getStore() ? 'interactive' : 'read', newOrders: 0 };
}
