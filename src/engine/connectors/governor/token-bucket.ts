// A token bucket: holds at most `capacity` tokens and refills `ratePerMs` continuously. Tokens may
// go below zero (a request larger than the whole bucket is let through when the bucket is full and
// leaves a debt), so no request waits forever.

export class TokenBucket {
  private tokens: number;
  private updatedAt: number;

  constructor(
    readonly capacity: number,
    readonly ratePerMs: number,
    now: number,
  ) {
    this.tokens = capacity;
    this.updatedAt = now;
  }

  private refill(now: number): void {
    if (now > this.updatedAt) {
      this.tokens = Math.min(this.capacity, this.tokens + (now - this.updatedAt) * this.ratePerMs);
      this.updatedAt = now;
    }
  }

  available(now: number): number {
    this.refill(now);
    return this.tokens;
  }

  /** Milliseconds until `amount` may be taken (0: now). */
  waitFor(amount: number, now: number): number {
    this.refill(now);
    const needed = Math.min(amount, this.capacity) - this.tokens;
    if (needed <= 0) return 0;
    return this.ratePerMs > 0 ? Math.ceil(needed / this.ratePerMs) : Number.POSITIVE_INFINITY;
  }

  take(amount: number, now: number): void {
    this.refill(now);
    this.tokens -= amount;
  }

  /** Lowers the tokens to at most `ceiling` (never raises them). */
  cap(ceiling: number, now: number): void {
    this.refill(now);
    this.tokens = Math.min(this.tokens, ceiling);
  }
}
