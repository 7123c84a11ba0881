// One rate governor per API key (and one per venue for unsigned requests), shared by everything
// that uses that key: bots, manual tools, balance refresh. Every HTTP request waits here for its
// cost in the venue's units before it leaves, so all users of a key together stay under the
// venue's limits instead of each keeping its own count.
//
// - Request weight: a token bucket sized from the venue's budget per window. Its capacity is a
//   share of the budget (the burst) and it refills the rest evenly over the window, so no window
//   of that length, aligned or sliding, ever sees more than the budget.
// - New orders: one bucket per order limit of the venue (e.g. 100 per 10 s and 200,000 a day).
// - Priority: waiting requests leave in priority order (cancels, then new orders, then a person's
//   reads, then bots' reads), first come first served within a priority. A request held back only
//   by the order limits does not hold up the requests behind it.
// - People's share: bots' reads leave a share of the weight bucket (INTERACTIVE_SHARE) untouched,
//   so a read a person asks for finds weight at once instead of queueing behind a thousand bots.
// - A 429 with Retry-After pauses the whole key until then; the venue's own report of the weight
//   used (a response header on Binance) lowers the bucket when others use the key too.
// - Scaled out (several processes on one key): the buckets and the pause live in Redis
//   (shared-budget.ts); each process keeps its own queue and priorities and asks Redis for the
//   tokens of the requests at the head, one round trip at a time.
import type { Clock, TimerHandle } from '../../clock.ts';
import { type Budget, type BudgetRequest, bucketShapesOf, type GovernorLimits, type GrantAnswer, INTERACTIVE_SHARE } from './budget.ts';
import { LocalBudget } from './local-budget.ts';
import { PRIORITY_RANK, type RequestPriority } from './request-intent.ts';
import type { SharedBudget } from './shared-budget.ts';

export type { GovernorLimits } from './budget.ts';

export interface AcquireRequest extends BudgetRequest {
  priority: RequestPriority;
}

/** Scaled-out mode: the budget in Redis, under the name every process gives this governor. */
export interface SharedGovernor {
  budget: SharedBudget;
  identity: string;
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

export class RateGovernor {
  private readonly budget: Budget;
  private waiters: Waiter[] = [];
  private seq = 0;
  private timer: TimerHandle | null = null;
  private timerDue = 0;
  private closed = false;
  private pausedUntilMs = 0;
  private granted = 0;
  private grantedCost = 0;
  /** A shared budget's answer is on its way; `stale` marks a change (arrival, pause) since it was asked. */
  private asking = false;
  private stale = false;
  /** The request the last answer stopped at for want of weight, and the earliest it can have it. */
  private heldBack: Waiter | null = null;
  private heldBackUntil = 0;
  /** The weight a bot's read must leave for people's reads. */
  private readonly peoplesShare: number;

  constructor(
    readonly limits: GovernorLimits,
    private readonly clock: Clock,
    shared?: SharedGovernor,
  ) {
    this.budget = shared ? shared.budget.bucket(shared.identity, limits) : new LocalBudget(limits, clock.now());
    this.peoplesShare = bucketShapesOf(limits).weight.capacity * INTERACTIVE_SHARE;
  }

  /** Resolves when the request may leave. */
  acquire(request: AcquireRequest): Promise<void> {
    if (this.closed) return Promise.reject(new GovernorClosedError());
    return new Promise<void>((resolve, reject) => {
      const reserve = request.priority === 'read' ? this.peoplesShare : 0;
      const waiter: Waiter = { ...request, cost: Math.max(0, request.cost), reserve, seq: this.seq++, resolve, reject };
      const rank = PRIORITY_RANK[waiter.priority];
      let index = this.waiters.length;
      while (index > 0 && PRIORITY_RANK[this.waiters[index - 1]!.priority] > rank) index--;
      this.waiters.splice(index, 0, waiter);
      // Queued behind a request still short of weight, it cannot leave before that one does: no
      // need to look (which for a shared budget is a round trip); the timer set for it will.
      if (!this.asking && this.isBehindHeldBack(index)) return;
      this.drain();
    });
  }

  /** The venue said to wait (429 Retry-After): nothing leaves on this key (in any process, when shared) until then. */
  pause(ms: number): void {
    const now = this.clock.now();
    const until = now + Math.max(0, ms);
    if (until <= this.pausedUntilMs) return;
    this.pausedUntilMs = until;
    this.budget.pause(Math.max(0, ms), now);
    this.drain();
  }

  /** Until when this process knows the key to be paused (a pause from another process is learnt on the next ask). */
  get pausedUntil(): number {
    return this.pausedUntilMs;
  }

  /**
   * The venue reports `usedCost` spent in its current window (aligned to the window length, as
   * Binance's are). Lowers the bucket so that what is left of the window cannot exceed the budget.
   */
  observeUsage(usedCost: number): void {
    this.budget.observeUsage(usedCost, this.clock.now());
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
    if (this.asking) {
      this.stale = true;
      return;
    }
    const now = this.clock.now();
    if (this.waiters.length === 0) {
      this.wakeAfter(Number.POSITIVE_INFINITY, now);
      return;
    }
    if (now < this.pausedUntilMs) {
      this.wakeAfter(this.pausedUntilMs - now, now);
      return;
    }
    const asked = [...this.waiters];
    const answer = this.budget.grant(asked, now);
    if (!(answer instanceof Promise)) {
      this.apply(asked, answer, now);
      return;
    }
    this.asking = true;
    this.stale = false;
    void answer.then((reply) => {
      this.asking = false;
      if (this.closed) return;
      this.apply(asked, reply, this.clock.now());
      // Something changed while Redis was deciding (a new head, a pause): look again now.
      if (this.stale) this.drain();
    });
  }

  /** Lets the granted requests go, in queue order, and sleeps until the budget says to ask again. */
  private apply(asked: readonly Waiter[], answer: GrantAnswer, now: number): void {
    if (answer.pausedForMs > 0) this.pausedUntilMs = Math.max(this.pausedUntilMs, now + answer.pausedForMs);
    const stoppedAt = answer.heldBack ? asked[answer.granted.length] : undefined;
    this.heldBack = stoppedAt ?? null;
    this.heldBackUntil = now + answer.wakeInMs;
    const leaving = asked.filter((_, index) => answer.granted[index] === true);
    if (leaving.length > 0) {
      const gone = new Set(leaving);
      this.waiters = this.waiters.filter((waiter) => !gone.has(waiter));
      for (const waiter of leaving) {
        this.granted++;
        this.grantedCost += waiter.cost;
        waiter.resolve();
      }
    }
    const wakeIn = now < this.pausedUntilMs ? this.pausedUntilMs - now : answer.wakeInMs;
    this.wakeAfter(this.waiters.length > 0 ? wakeIn : Number.POSITIVE_INFINITY, now);
  }

  private isBehindHeldBack(index: number): boolean {
    if (!this.heldBack || this.clock.now() >= this.heldBackUntil) return false;
    const heldAt = this.waiters.indexOf(this.heldBack);
    return heldAt >= 0 && heldAt < index;
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
