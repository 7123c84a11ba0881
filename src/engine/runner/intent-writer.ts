// Order intents must be stored before their orders leave, but bots placing at the same moment can
// share one statement: a group commit. Intents asked for within the same turn of the event loop are
// written together, and every caller resumes once that write is done.
import type { BotStore, OrderRecord } from './store-port.ts';

export class IntentWriter {
  private pending: OrderRecord[] = [];
  private waiters: Array<{ resolve(): void; reject(error: unknown): void }> = [];
  private scheduled = false;

  constructor(private readonly store: BotStore) {}

  /** Resolves once these intents are stored. */
  write(orders: OrderRecord[]): Promise<void> {
    if (orders.length === 0) return Promise.resolve();
    this.pending.push(...orders);
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => void this.commit());
    }
    return done;
  }

  private async commit(): Promise<void> {
    const orders = this.pending;
    const waiters = this.waiters;
    this.pending = [];
    this.waiters = [];
    this.scheduled = false;
    try {
      await this.store.recordIntents(orders);
      for (const waiter of waiters) waiter.resolve();
    } catch (error) {
      for (const waiter of waiters) waiter.reject(error);
    }
  }
}
