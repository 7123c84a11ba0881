// One read for many askers: a value younger than `maxAgeMs` is handed out again, and askers who
// come while a read is on its way wait for that read instead of starting their own (a hundred bots
// on one pool read its reserves once per interval).
export class SharedReads<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  read(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.at < this.maxAgeMs) return entry.value;
    const value = load();
    this.entries.set(key, { at: this.now(), value });
    // A failed read is not kept: the next asker tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** The value is known to have changed: the next asker reads afresh. */
  forget(key: string): void {
    this.entries.delete(key);
  }
}
