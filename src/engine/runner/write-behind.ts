// What the bots write besides their order intents (strategy state, order updates, fills, progress
// and log lines) is gathered from every bot and written every flushEveryMs in one batch (one
// transaction where the store offers it), so a thousand bots ticking once a second make a few
// statements a second, not thousands. Intents stay out of it: they are written before each order
// leaves. What a crash loses from the last batch the venue still knows: the next runner reconciles
// the orders by client order id and the fills come back as events.
import type { Clock, TimerHandle } from '../clock.ts';
import type { BotProgress, BotStore, FillRecord, LogRecord, OrderRecord, WriteBatch } from './store-port.ts';

export class WriteBehind {
  private states = new Map<number, unknown>();
  private orders = new Map<string, OrderRecord>();
  private fills: FillRecord[] = [];
  private progress = new Map<number, BotProgress>();
  private logs: LogRecord[] = [];
  private timer: TimerHandle | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: BotStore,
    private readonly clock: Clock,
    private readonly onError: (error: unknown) => void,
    private readonly flushEveryMs = 250,
  ) {}

  saveState(botId: number, state: unknown): void {
    this.states.set(botId, state);
    this.arm();
  }

  updateOrders(orders: OrderRecord[]): void {
    for (const order of orders) this.orders.set(order.clientOrderId, order);
    if (orders.length > 0) this.arm();
  }

  recordFills(fills: FillRecord[]): void {
    this.fills.push(...fills);
    if (fills.length > 0) this.arm();
  }

  addProgress(botId: number, progress: BotProgress): void {
    const sum = this.progress.get(botId) ?? { orders: 0, volume: 0 };
    sum.orders += progress.orders;
    sum.volume += progress.volume;
    if (progress.realisedProfit !== undefined) {
      sum.realisedProfit = progress.realisedProfit;
      sum.at = progress.at ?? this.clock.now();
    }
    this.progress.set(botId, sum);
    this.arm();
  }

  log(record: LogRecord): void {
    this.logs.push(record);
    this.arm();
  }

  private arm(): void {
    if (!this.timer) this.timer = this.clock.schedule(this.flushEveryMs, () => void this.flush());
  }

  /** Writes everything gathered so far; resolves when it (and every earlier batch) is stored. */
  flush(): Promise<void> {
    this.timer?.cancel();
    this.timer = null;
    const batch: WriteBatch = {
      states: [...this.states].map(([botId, state]) => ({ botId, state })),
      orders: [...this.orders.values()],
      fills: this.fills,
      progress: [...this.progress].map(([botId, progress]) => ({ botId, ...progress })),
      logs: this.logs,
    };
    this.states = new Map();
    this.orders = new Map();
    this.fills = [];
    this.progress = new Map();
    this.logs = [];
    const empty = Object.values(batch).every((part) => part.length === 0);
    if (!empty) this.writing = this.writing.then(() => this.write(batch)).catch(this.onError);
    return this.writing;
  }

  private async write(batch: WriteBatch): Promise<void> {
    if (this.store.writeBatch) return this.store.writeBatch(batch);
    for (const { botId, state } of batch.states) await this.store.saveState(botId, state);
    await this.store.updateOrders(batch.orders);
    await this.store.recordFills(batch.fills);
    for (const { botId, ...progress } of batch.progress) await this.store.addProgress(botId, progress);
    await this.store.appendLogs(batch.logs);
  }
}
