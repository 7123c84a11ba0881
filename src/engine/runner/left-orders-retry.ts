// A stop that could not cancel every order of its bot (the venue kept failing for the few seconds
// the stop tries, cancel-on-stop.ts) tries again later, a few times, in real time: a venue back
// within minutes still gets the bot's orders cancelled without the user having to. Each try opens
// the bot only to cancel, and only while it is still stopped; a start of the bot ends the tries.
// The schedule lives in this process; a process started again (after a crash, a deploy) gives
// the tries again to the bots stopped shortly before with orders still on record as open.

/** When the further tries come after the stop: 30 s, 2 min and 10 min later. */
export const LEFT_ORDERS_RETRY_MS: readonly number[] = [30_000, 120_000, 600_000];

/**
 * How recent a stop must be for a starting process to try its left orders again: a little over the
 * tries' own span (their last comes 12.5 min after the stop), so a stop's tries never outlive their
 * schedule by much however often the process restarts.
 */
export const LEFT_ORDERS_AFTER_RESTART_MS = 15 * 60_000;

export class LeftOrdersRetry {
  private readonly timers = new Map<number, NodeJS.Timeout>();
  private readonly attempts = new Map<number, number>();

  constructor(
    /** One try for the bot; answers whether orders may still be left. */
    private readonly retry: (botId: number, attempt: number, of: number) => Promise<boolean>,
    private readonly delaysMs: readonly number[] = LEFT_ORDERS_RETRY_MS,
  ) {}

  /** The bot's stop (or its last try) left orders: the next try is scheduled, while tries remain. */
  leftOpen(botId: number): void {
    const attempt = this.attempts.get(botId) ?? 0;
    if (attempt >= this.delaysMs.length || this.timers.has(botId)) return;
    this.attempts.set(botId, attempt + 1);
    const timer = setTimeout(() => {
      this.timers.delete(botId);
      void this.retry(botId, attempt + 1, this.delaysMs.length)
        .then((left) => (left ? this.leftOpen(botId) : this.forget(botId)))
        .catch(() => this.leftOpen(botId));
    }, this.delaysMs[attempt]);
    timer.unref();
    this.timers.set(botId, timer);
  }

  /** The bot's orders are all accounted for, or it started again: no more tries. */
  forget(botId: number): void {
    clearTimeout(this.timers.get(botId));
    this.timers.delete(botId);
    this.attempts.delete(botId);
  }

  close(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.attempts.clear();
  }
}
