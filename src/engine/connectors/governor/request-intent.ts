// What the request about to leave is for, carried through ccxt's call chain without threading it
// through every signature: the connector runs each operation inside runWithIntent(), and the
// governor (installed as ccxt's throttle) reads it for every HTTP request that operation makes.
import { AsyncLocalStorage } from 'node:async_hooks';

/** Cancels leave first (they reduce risk), then new orders, then reads (a stale read is retried next tick). */
export type RequestPriority = 'cancel' | 'order' | 'read';

export const PRIORITY_RANK: Record<RequestPriority, number> = { cancel: 0, order: 1, read: 2 };

export interface RequestIntent {
  priority: RequestPriority;
  /** New orders this operation sends; the first request(s) made under it count against the venue's order limits. */
  newOrders: number;
}

const storage = new AsyncLocalStorage<RequestIntent>();

export function runWithIntent<T>(intent: RequestIntent, operation: () => Promise<T>): Promise<T> {
  return storage.run({ ...intent }, operation);
}

/** The intent of the request being sent; a read when no operation declared one. */
export function currentIntent(): RequestIntent {
  return storage.getStore() ?? { priority: 'read', newOrders: 0 };
}
