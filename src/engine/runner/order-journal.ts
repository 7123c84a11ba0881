// The bot's record of its orders: intents numbered by step and stored before they leave, the
// updates and fills the venue reported, and the progress (orders placed, volume filled, realised
// profit) they add up to. Everything but the intents goes to the write-behind batch.
import { clientOrderId } from './client-order-id.ts';
import type { OrderTracker } from './order-tracker.ts';
import type { SessionDeps } from './session-deps.ts';
import { line } from './session-log.ts';
import type { StepLog } from './step-log.ts';
import type { FillRecord, OrderRecord } from './store-port.ts';
import type { Action } from './types.ts';

export type PlaceAction = Extract<Action, { kind: 'place' }>;

export class OrderJournal {
  private progress = { orders: 0, volume: 0 };
  private realised: number | undefined;

  constructor(
    private readonly botId: number,
    private readonly deps: Pick<SessionDeps, 'writes' | 'intents'>,
    /** Order lines go through the step log: an order of a step has its lines kept as the step's details. */
    private readonly steps: StepLog,
    /** The highest step ever written: the next order takes step + 1. */
    private step: number,
    /** Told of fills before they are written: they moved the balances, and it may add what it knows of them (a perpetual's realised P&L). */
    private readonly onFills: (fills: FillRecord[]) => void,
  ) {}

  /** Numbers the orders about to be placed and stores them as intents; resolves once they are stored. */
  async intend(places: PlaceAction[], tracker: OrderTracker, now: number): Promise<OrderRecord[]> {
    const records = places.map((action): OrderRecord => {
      this.step++;
      const slot = action.venue ?? 'primary';
      return {
        botId: this.botId,
        step: this.step,
        clientOrderId: clientOrderId(this.botId, this.step),
        venue: slot,
        venueId: tracker.venue(slot).venueId,
        symbol: tracker.venue(slot).symbol,
        tag: action.tag,
        side: action.side,
        type: action.type,
        price: action.price ?? null,
        amount: action.amount,
        filled: 0,
        average: null,
        status: 'pending',
        venueOrderId: null,
        reason: null,
        createdAt: now,
        updatedAt: now,
      };
    });
    // Written before anything leaves: after a crash the runner asks the venue about these ids.
    await this.deps.intents.write(records);
    return records;
  }

  /** An order the venue accepted. */
  placed(clientOrderId: string): void {
    this.progress.orders += 1;
    this.steps.placed(clientOrderId);
  }

  record(changed: OrderRecord[], fills: FillRecord[]): void {
    this.deps.writes.updateOrders(changed);
    if (fills.length > 0) {
      this.onFills(fills);
      this.deps.writes.recordFills(fills);
      this.progress.volume += fills.reduce((sum, fill) => sum + fill.amount * fill.price, 0);
    }
    for (const fill of fills)
      this.steps.filled(fill, line('orderFilled', { side: fill.side, amount: fill.amount, price: fill.price, tag: fill.tag }));
    // A step whose last order has just closed writes its summary.
    this.steps.settle();
  }

  /** Writes the orders and volume of the tick (and the realised profit when it changed) in one update. */
  flushProgress(realisedProfit?: number): void {
    const { orders, volume } = this.progress;
    const profitChanged = realisedProfit !== undefined && realisedProfit !== this.realised;
    if (orders === 0 && volume === 0 && !profitChanged) return;
    this.progress = { orders: 0, volume: 0 };
    if (profitChanged) this.realised = realisedProfit;
    this.deps.writes.addProgress(this.botId, { orders, volume, ...(profitChanged ? { realisedProfit } : {}) });
  }
}
