// Spec §4 status 4 ("too many requests"): the progress query answers it when one user asks more
// than `perSecond` times within a second, instead of reading the database for each extra poll.
export class QueryLimiter {
  private readonly windows = new Map<number, { start: number; used: number }>();

  constructor(
    private readonly perSecond: number,
    private readonly now: () => number,
  ) {}

  allow(userId: number): boolean {
    const now = this.now();
    const window = this.windows.get(userId);
    if (!window || now - window.start >= 1000) {
      if (this.windows.size > 10_000) this.windows.clear();
      this.windows.set(userId, { start: now, used: 1 });
      return true;
    }
    window.used += 1;
    return window.used <= this.perSecond;
  }
}
