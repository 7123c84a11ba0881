// Balances read at most once per source per lease, however many readers ask: the snapshot job and
// every open /realTimeData tab share one read of an account, as the market-data feeds share one
// poll of a market. A read in flight is joined, not repeated; a failed read is not kept.

interface Entry<T> {
  value: Promise<T>;
  /** When the read started; the lease runs from here. */
  readAt: number;
  settled: boolean;
}

export class BalanceLeases<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private sweptAt = 0;

  constructor(
    private readonly leaseMs: number,
    private readonly now: () => number,
  ) {}

  /** The value read for `key` within the lease (or still being read), else a new read. */
  get(key: string, read: () => Promise<T>): Promise<T> {
    const now = this.now();
    this.sweep(now);
    const entry = this.entries.get(key);
    if (entry && (!entry.settled || now - entry.readAt < this.leaseMs)) return entry.value;
    const fresh: Entry<T> = { value: read(), readAt: now, settled: false };
    this.entries.set(key, fresh);
    fresh.value.then(
      () => {
        fresh.settled = true;
      },
      () => {
        if (this.entries.get(key) === fresh) this.entries.delete(key);
      },
    );
    return fresh.value;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Once a lease, drops the entries past theirs, so sources nobody reads any more are not kept. */
  private sweep(now: number): void {
    if (now - this.sweptAt < this.leaseMs) return;
    this.sweptAt = now;
    for (const [key, entry] of this.entries) if (entry.settled && now - entry.readAt >= this.leaseMs) this.entries.delete(key);
  }
}
