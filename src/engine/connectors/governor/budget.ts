// What a rate governor asks of a key's budget: which of its waiting requests may leave now. The
// governor keeps the waiters, their priorities and the 429 pause of its process; the budget keeps
// the tokens. Two budgets: one in this process (local-budget.ts) and one kept in Redis and shared
// by every process trading with the key (redis-token-bucket.ts), which answers asynchronously.

export interface GovernorLimits {
  /** Request budget per window, in the venue's cost units (ccxt's `cost`). */
  costPerWindow: number;
  windowMs: number;
  /** Limits on new orders: at most `count` per `windowMs`. */
  orderLimits: ReadonlyArray<{ count: number; windowMs: number }>;
  /** Share of a window's budget that may leave at once (default 0.2); the rest refills evenly. */
  burstShare?: number;
}

/** What the budget sees of a waiting request (its priority only orders the queue). */
export interface BudgetRequest {
  cost: number;
  /** Counts against the order limits. */
  newOrder: boolean;
  /** Weight the request must leave in the bucket: the share kept for people's reads (0: none). */
  reserve?: number;
}

/** The share of the weight bucket bots' reads leave free, so a person's read never waits behind them. */
export const INTERACTIVE_SHARE = 0.25;

export interface GrantAnswer {
  /** One flag per request looked at, in the order asked; requests past the end were not looked at. */
  granted: boolean[];
  /** Looking stopped at the first request past `granted`: it is short of weight, so it holds back everything behind it. */
  heldBack: boolean;
  /** Milliseconds until the first request held back may be asked for again (Infinity: never by itself; 0: at once). */
  wakeInMs: number;
  /** The key is paused (by the venue's Retry-After, seen by any process) for this long; nothing was granted. */
  pausedForMs: number;
}

export interface Budget {
  /**
   * Takes the tokens of the requests that may leave now, in the order given (priority order):
   * a request short of weight holds back every request behind it; one short only of order
   * tokens does not. Never rejects: a budget that cannot answer grants nothing and says when
   * to ask again.
   */
  grant(requests: readonly BudgetRequest[], now: number): GrantAnswer | Promise<GrantAnswer>;
  /** The venue said to wait `ms` (the governor already holds its own process back). */
  pause(ms: number, now: number): void;
  /** The venue reports `usedCost` spent in its current window. */
  observeUsage(usedCost: number, now: number): void;
}

export const DEFAULT_BURST_SHARE = 0.2;

export interface BucketShape {
  capacity: number;
  ratePerMs: number;
}

/**
 * A bucket for `budget` units per window: it holds a share of the budget (the burst) and refills
 * the rest evenly over the window, so no window of that length, aligned or sliding, sees more.
 */
export function bucketShape(budget: number, windowMs: number, burstShare: number, minimumCapacity: number): BucketShape {
  const capacity = Math.max(minimumCapacity, budget * burstShare);
  return { capacity, ratePerMs: Math.max(0, budget - capacity) / windowMs };
}

/** The weight bucket, then one bucket per order limit (each new order takes one token of each). */
export function bucketShapesOf(limits: GovernorLimits): { weight: BucketShape; orders: BucketShape[] } {
  const burst = limits.burstShare ?? DEFAULT_BURST_SHARE;
  return {
    weight: bucketShape(limits.costPerWindow, limits.windowMs, burst, 0),
    orders: limits.orderLimits.map((limit) => bucketShape(limit.count, limit.windowMs, burst, 1)),
  };
}
