// Remembers the signatures seen within the clock-skew window so a captured request cannot be sent
// again. Entries older than the window are dropped: a request that old fails the timestamp check.
export class ReplayGuard {
  private readonly seen = new Map<string, number>();
  private lastSweep = 0;

  constructor(
    private readonly windowMs: number,
    private readonly maxEntries = 500_000,
  ) {}

  /** True the first time a signature is offered within the window; false on a replay. */
  accept(signature: string, now: number): boolean {
    this.sweep(now);
    if (this.seen.has(signature)) return false;
    if (this.seen.size >= this.maxEntries) {
      // Drop the oldest entry (Map keeps insertion order) rather than grow without bound.
      const oldest = this.seen.keys().next().value;
      if (oldest !== undefined) this.seen.delete(oldest);
    }
    this.seen.set(signature, now);
    return true;
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 1000) return;
    this.lastSweep = now;
    for (const [signature, at] of this.seen) {
      if (now - at <= 2 * this.windowMs) break;
      this.seen.delete(signature);
    }
  }
}
