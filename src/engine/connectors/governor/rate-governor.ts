// One rate governor per API key (and one per venue for unsigned requests), shared by everything
// that uses that key: bots, manual tools, balance refresh. Every HTTP request waits here for its
// cost in the venue's units before it leaves, so all users of a key together stay under the
// venue's limits instead of each keeping its own count.
//
// - Request weight: a token bucket sized from the venue's budget per window. Its capacity is a
//   share of the budget (the burst) and it refills the rest evenly over the window, so no window
//   of that length, aligned or sliding, ever sees more than the budget.
// - New orders: one bucket per order limit of the venue (e.g. 100 per 10 s and 200,000 a day).
// - Priority: waiting requests leave in priority order (cancels, then new orders, then reads),
//   first come first served within a priority. A request held back only by the order limits does
//   not hold up the requests behind it.
// - A 429 with Retry-After pauses the whole key until then; the venue's own report of the weight
//   used (a response header on Binance) lowers the bucket when others use the key too.
import type { Clock, TimerHandle } from '../../clock.ts';
import { PRIORITY_RANK, type RequestPriority } from './request-intent.ts';
import { TokenBucket } from './token-bucket.ts';

export interface GovernorLimits {
  /** Request budget per window, in the venue's cost units (ccxt's `cost`). */
  costPerWindow: number;
  windowMs: number;
  /** Limits on new orders: at most `count` per `windowMs`. */
  orderLimits: ReadonlyArray<{ count: number; windowMs: number }>;
  /** Share of a window's budget that may leave at once (default 0.2); the rest refills evenly. */
  burstShare?: number;
}

export interface AcquireRequest {
  cost: number;
  priority: RequestPriority;
  /** Counts against the order limits. */
  newOrder: boolean;
}

export class GovernorClosedError extends Error {
  constructor() {
    super('the rate governor was closed while the request waited');
    this.name = 'GovernorClosedError';
  }
}

interface Waiter extends AcquireRequest {
  seq: number;
  resolve(): void;
  reject(error: Error): void;
}

export interface GovernorStats {
  granted: number;
  grantedCost: number;
  waiting: number;
  pausedUntil: number;
}

const DEFAULT_BURST_SHARE = 0.2;

function bucketFor(budget: number, windowMs: number, burstShare: number, now: number, minimumCapacity: number): TokenBucket {
  const capacity = Math.max(minimumCapacity, budget * burstShare);
  const rate = Math.max(0, budget - capacity) / windowMs;
  return new TokenBucket(capacity, rate, now);
}

export class RateGovernor {
  private readonly weight: TokenBucket;
  private readonly orders: TokenBucket[];
  private readonly waiters: Waiter[] = [];
  private seq = 0;
  private timer: TimerHandle | null = null;
  private timerDue = 0;
  private closed = false;
  private pausedUntilMs = 0;
  private granted = 0;
  private grantedCost = 0;

  constructor(
    readonly limits: GovernorLimits,
    private readonly clock: Clock,
  ) {
    const burst = limits.burstShare ?? DEFAULT_BURST_SHARE;
    const now = clock.now();
    this.weight = bucketFor(limits.costPerWindow, limits.windowMs, burst, now, 0);
    this.orders = limits.orderLimits.map((limit) => bucketFor(limit.count, limit.windowMs, burst, now, 1));
  }

  /** Resolves when the request may leave. */
  acquire(request: AcquireRequest): Promise<void> {
    if (this.closed) return Promise.reject(new GovernorClosedError());
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { ...request, cost: Math.max(0, request.cost), seq: this.seq++, resolve, reject };
      const rank = PRIORITY_RANK[waiter.priority];
      let index = this.waiters.length;
      while (index > 0 && PRIORITY_RANK[this.waiters[index - 1]!.priority] > rank) index--;
      this.waiters.splice(index, 0, waiter);
      this.drain();
    });
  }

  /** The venue said to wait (429 Retry-After): nothing leaves on this key until then. */
  pause(ms: number): void {
    const until = this.clock.now() + Math.max(0, ms);
    if (until <= this.pausedUntilMs) return;
    this.pausedUntilMs = until;
    this.drain();
  }

  get pausedUntil(): number {
    return this.pausedUntilMs;
  }

  /**
   * The venue reports `usedCost` spent in its current window (aligned to the window length, as
   * Binance's are). Lowers the bucket so that what is left of the window cannot exceed the budget.
   */
  observeUsage(usedCost: number): void {
    const now = this.clock.now();
    const windowEnd = (Math.floor(now / this.limits.windowMs) + 1) * this.limits.windowMs;
    const refillUntilEnd = this.weight.ratePerMs * (windowEnd - now);
    this.weight.cap(this.limits.costPerWindow - usedCost - refillUntilEnd, now);
  }

  stats(): GovernorStats {
    return { granted: this.granted, grantedCost: this.grantedCost, waiting: this.waiters.length, pausedUntil: this.pausedUntilMs };
  }

  /** Rejects every waiting request; later acquisitions fail at once. */
  close(): void {
    this.closed = true;
    this.timer?.cancel();
    this.timer = null;
    for (const waiter of this.waiters.splice(0)) waiter.reject(new GovernorClosedError());
  }

  private drain(): void {
    if (this.closed) return;
    const now = this.clock.now();
    let wakeIn = Number.POSITIVE_INFINITY;
    if (now < this.pausedUntilMs) {
      wakeIn = this.pausedUntilMs - now;
    } else {
      for (let index = 0; index < this.waiters.length; ) {
        const waiter = this.waiters[index]!;
        const weightWait = this.weight.waitFor(waiter.cost, now);
        if (weightWait > 0) {
          // Weight is shared by all: a waiter that cannot have it yet holds back everyone behind it.
          wakeIn = Math.min(wakeIn, weightWait);
          break;
        }
        const orderWait = waiter.newOrder ? Math.max(0, ...this.orders.map((bucket) => bucket.waitFor(1, now))) : 0;
        if (orderWait > 0) {
          wakeIn = Math.min(wakeIn, orderWait);
          index++;
          continue;
        }
        this.weight.take(waiter.cost, now);
        if (waiter.newOrder) for (const bucket of this.orders) bucket.take(1, now);
        this.waiters.splice(index, 1);
        this.granted++;
        this.grantedCost += waiter.cost;
        waiter.resolve();
      }
    }
    this.wakeAfter(this.waiters.length > 0 ? wakeIn : Number.POSITIVE_INFINITY, now);
  }

  private wakeAfter(ms: number, now: number): void {
    if (!Number.isFinite(ms)) {
      this.timer?.cancel();
      this.timer = null;
      return;
    }
    const due = now + Math.max(1, ms);
    if (this.timer && this.timerDue <= due) return;
    this.timer?.cancel();
    this.timerDue = due;
    this.timer = this.clock.schedule(due - now, () => {
      this.timer = null;
      this.drain();
    });
  }
}
