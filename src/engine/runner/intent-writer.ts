// Order intents must be stored before their orders leave, but bots placing at the same moment can
// share one statement: a group commit. Intents asked for within the same turn of the event loop are
// written together, and every caller resumes once that write is done. When the store refuses some
// bots' intents (IntentsRefusedError), only those bots' callers fail.
import { type BotStore, IntentsRefusedError, type OrderRecord } from './store-port.ts';

interface Waiter {
  botIds: ReadonlySet<number>;
  resolve(): void;
  reject(error: unknown): void;
}

export class IntentWriter {
  private pending: OrderRecord[] = [];
  private waiters: Waiter[] = [];
  private scheduled = false;

  constructor(private readonly store: BotStore) {}

  /** Resolves once these intents are stored. */
  write(orders: OrderRecord[]): Promise<void> {
    if (orders.length === 0) return Promise.resolve();
    this.pending.push(...orders);
    const botIds = new Set(orders.map((order) => order.botId));
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ botIds, resolve, reject }));
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
      const refused = error instanceof IntentsRefusedError ? new Set(error.botIds) : null;
      for (const waiter of waiters) {
        if (refused && ![...waiter.botIds].some((botId) => refused.has(botId))) waiter.resolve();
        else waiter.reject(error);
      }
    }
  }
}
