// A key's budget kept in this process: enough when one process is the only user of the key. The
// tokens live in TokenBuckets and every answer is immediate.
import { type Budget, type BudgetRequest, bucketShapesOf, type GovernorLimits, type GrantAnswer } from './budget.ts';
import { TokenBucket } from './token-bucket.ts';

export class LocalBudget implements Budget {
  private readonly weight: TokenBucket;
  private readonly orders: TokenBucket[];

  constructor(
    private readonly limits: GovernorLimits,
    now: number,
  ) {
    const shapes = bucketShapesOf(limits);
    this.weight = new TokenBucket(shapes.weight.capacity, shapes.weight.ratePerMs, now);
    this.orders = shapes.orders.map((shape) => new TokenBucket(shape.capacity, shape.ratePerMs, now));
  }

  grant(requests: readonly BudgetRequest[], now: number): GrantAnswer {
    const granted: boolean[] = [];
    let wakeInMs = Number.POSITIVE_INFINITY;
    let heldBack = false;
    for (const request of requests) {
      const weightWait = this.weight.waitFor(request.cost + (request.reserve ?? 0), now);
      if (weightWait > 0) {
        // Weight is shared by all: a request that cannot have it yet holds back everyone behind it.
        wakeInMs = Math.min(wakeInMs, weightWait);
        heldBack = true;
        break;
      }
      const orderWait = request.newOrder ? Math.max(0, ...this.orders.map((bucket) => bucket.waitFor(1, now))) : 0;
      if (orderWait > 0) {
        wakeInMs = Math.min(wakeInMs, orderWait);
        granted.push(false);
        continue;
      }
      this.weight.take(request.cost, now);
      if (request.newOrder) for (const bucket of this.orders) bucket.take(1, now);
      granted.push(true);
    }
    return { granted, heldBack, wakeInMs, pausedForMs: 0 };
  }

  /** Nothing to share: the governor's own pause holds this process back. */
  pause(): void {}

  /** Lowers the bucket so that what is left of the venue's window (aligned to its length, as Binance's are) cannot exceed the budget. */
  observeUsage(usedCost: number, now: number): void {
    const windowEnd = (Math.floor(now / this.limits.windowMs) + 1) * this.limits.windowMs;
    const refillUntilEnd = this.weight.ratePerMs * (windowEnd - now);
    this.weight.cap(this.limits.costPerWindow - usedCost - refillUntilEnd, now);
  }
}
