// Carries out the order actions of one decision on the venues: clears first, then cancels, then
// places, each action paid for from the safety budget. Every order change is journalled, also when
// an action fails half-way; an error the bot cannot shrug off is thrown on to the session.
import { DuplicateOrderError } from '../connectors/errors.ts';
import type { OrderState } from '../connectors/types.ts';
import type { ActionBudget } from './action-budget.ts';
import { respondTo } from './backoff.ts';
import { cancelOnStop, type StopCancelResult } from './cancel-on-stop.ts';
import type { OrderJournal, PlaceAction } from './order-journal.ts';
import type { OrderTracker } from './order-tracker.ts';
import { line, type SessionLog } from './session-log.ts';
import type { StepLog } from './step-log.ts';
import type { OrderRecord } from './store-port.ts';
import type { Action } from './types.ts';

export interface ExecutorParts {
  tracker: OrderTracker;
  journal: OrderJournal;
  budget: ActionBudget;
  log: SessionLog;
  /** Where order lines go: an order of a step (a price move) has them kept as the step's details. */
  steps: StepLog;
  /** Told of every action that may move the balances. */
  onBalanceChange(): void;
}

export class OrderExecutor {
  constructor(private readonly parts: ExecutorParts) {}

  async execute(actions: readonly Action[], now: number): Promise<void> {
    const changed: OrderRecord[] = [];
    try {
      await this.clearAll(actions, now);
      await this.cancel(actions, now, changed);
      const places = this.parts.budget.exhausted ? [] : actions.filter((action): action is PlaceAction => action.kind === 'place');
      await this.place(places, now, changed);
      await this.settleSteps(now, changed);
    } finally {
      // Events found while acting (an order filled as it was placed) reach the strategy next tick,
      // their fills with the fees the venue's trade list shows when the answer gave none.
      await this.parts.tracker.completePendingFees();
      this.parts.journal.record(changed, this.parts.tracker.takeFills());
    }
  }

  /**
   * A step this tick left open (its maker leg resting, as far as its placing answer said) has its
   * orders sent this tick looked up once more, so the move's line is written with the move rather
   * than a tick (up to the bot's interval) later. A failed lookup leaves them to the next reconcile.
   */
  private async settleSteps(now: number, changed: OrderRecord[]): Promise<void> {
    const open = this.parts.steps.liveOrders();
    if (open.length === 0) return;
    const sent = new Set(changed.map((order) => order.clientOrderId));
    const waiting = open.filter((clientOrderId) => sent.has(clientOrderId));
    if (waiting.length === 0) return;
    const before = changed.length;
    await this.parts.tracker.lookUp(waiting, now, changed).catch(() => undefined);
    if (changed.slice(before).some((order) => order.filled > 0)) this.parts.onBalanceChange();
  }

  /** Cancels every order the bot has on its venues, recording how each ended (cancel-on-stop.ts). */
  cancelEverything(now: () => number): Promise<StopCancelResult> {
    return cancelOnStop(this.parts, now);
  }

  /** Cancels orders carrying the bot's prefix that it has no record of (sent by an attempt whose answer was lost). */
  async cancelStrays(strays: readonly OrderState[], symbol: string): Promise<void> {
    const { tracker, log } = this.parts;
    for (const stray of strays) {
      await tracker
        .venue('primary')
        .connector.cancelOrder(symbol, { id: stray.id })
        .catch(() => undefined);
      log.say('strayCancelled', { id: stray.clientOrderId ?? stray.id }, 'warn');
    }
  }

  private async clearAll(actions: readonly Action[], now: number): Promise<void> {
    const { tracker, budget, log } = this.parts;
    for (const action of actions) {
      if (action.kind !== 'cancelAll') continue;
      if (!budget.spend(now)) break;
      if (action.reason) log.relay(action.reason);
      const { connector, symbol } = tracker.venue(action.venue ?? 'primary');
      // The venue refuses "cancel all" when nothing is open: that is nothing to clear, not a fault.
      const open = await connector.fetchOpenOrders(symbol);
      if (open.length > 0) await connector.cancelAllOrders(symbol);
      log.say('openOrdersCleared', { count: open.length });
      this.parts.onBalanceChange();
    }
  }

  private async cancel(actions: readonly Action[], now: number, changed: OrderRecord[]): Promise<void> {
    const { tracker, budget, log, steps } = this.parts;
    for (const action of actions) {
      if (action.kind !== 'cancel') continue;
      if (!budget.spend(now)) break;
      if (action.reason) log.relay(action.reason);
      const record = tracker.open.find((order) => order.clientOrderId === action.clientOrderId);
      if (!record) continue;
      const { connector, symbol } = tracker.venue(record.venue);
      try {
        changed.push(tracker.apply(record, await connector.cancelOrder(symbol, { clientOrderId: record.clientOrderId }), now));
      } catch (error) {
        if (respondTo(error, 0).kind !== 'reject') throw error;
        // Already closed on the venue: learn how (filled or cancelled) at the next reconcile.
      }
      steps.order(
        record.clientOrderId,
        line('orderCancelled', { side: record.side, amount: record.amount, price: record.price ?? 0, tag: record.tag }),
      );
      this.parts.onBalanceChange();
    }
  }

  private async place(places: PlaceAction[], now: number, changed: OrderRecord[]): Promise<void> {
    if (places.length === 0) return;
    const { tracker, budget, journal, log, steps } = this.parts;
    const records = await journal.intend(places, tracker, now);
    let index = 0;
    try {
      for (; index < records.length; index++) {
        const record = records[index]!;
        const action = places[index]!;
        if (!budget.spend(now)) break;
        if (action.reason) log.relay(action.reason);
        if (action.summary) steps.join(action.summary, record.clientOrderId, now);
        tracker.track(record);
        const { connector, symbol } = tracker.venue(record.venue);
        try {
          const state = await connector.createOrder({
            symbol,
            side: action.side,
            type: action.type,
            amount: action.amount,
            ...(action.price !== undefined ? { price: action.price } : {}),
            clientOrderId: record.clientOrderId,
            ...(action.timeInForce ? { timeInForce: action.timeInForce } : {}),
            ...(action.postOnly ? { postOnly: true } : {}),
            ...(action.allowSelfTrade ? { allowSelfTrade: true } : {}),
          });
          changed.push(tracker.apply(record, state, now));
          this.parts.onBalanceChange();
          journal.placed(record.clientOrderId);
          steps.order(
            record.clientOrderId,
            line('orderPlaced', { side: action.side, amount: action.amount, price: action.price ?? 0, tag: action.tag }),
          );
        } catch (error) {
          if (error instanceof DuplicateOrderError) {
            changed.push(tracker.unknown(record, now));
            continue;
          }
          const response = respondTo(error, 0);
          if (response.kind !== 'reject') {
            // The outcome is unknown (timeout, dropped answer): the next reconcile looks it up by its id.
            changed.push(tracker.unknown(record, now));
            index++;
            throw error;
          }
          changed.push(tracker.reject(record, response.reason, now));
          const rejected = { side: action.side, amount: action.amount, price: action.price ?? 0, reason: response.reason };
          steps.order(record.clientOrderId, line('orderRejected', rejected, 'warn'));
        }
      }
    } finally {
      // Intents never sent (the safety module or an error stopped the batch) are closed as not sent.
      for (; index < records.length; index++) changed.push({ ...records[index]!, status: 'rejected', reason: 'notSent', updatedAt: now });
    }
  }
}
