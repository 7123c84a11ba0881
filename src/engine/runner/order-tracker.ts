// The bot's own orders: what it sent, what the venue says about them now, and what changed since
// the previous tick. Reconciling asks the venue for the open orders of the market once, then looks
// up each order that left the list (filled or cancelled) and each order whose sending had an
// unknown outcome, by its client order id: an order is never sent twice.
import { OrderNotFoundError } from '../connectors/errors.ts';
import type { ExchangeConnector, OrderState } from '../connectors/types.ts';
import { botOrderPrefix } from './client-order-id.ts';
import { fillFee } from './fill-fee.ts';
import type { FillRecord, OrderRecord } from './store-port.ts';
import type { BotOrder, OrderEvent, VenueSlot } from './types.ts';

export interface SlotVenue {
  venueId: string;
  symbol: string;
  connector: ExchangeConnector;
}

export interface ReconcileResult {
  events: OrderEvent[];
  changed: OrderRecord[];
  fills: FillRecord[];
  /** Open orders carrying this bot's prefix that it has no record of (sent by a lost attempt). */
  strays: OrderState[];
}

const OPEN_STATES = new Set(['open', 'pending']);

export const isOpen = (order: BotOrder) => OPEN_STATES.has(order.status);

export class OrderTracker {
  /** Orders not yet known to be closed, by client order id. */
  private readonly live = new Map<string, OrderRecord>();
  /** Events found outside a reconcile (an order filled as it was placed), handed to the next tick. */
  private carried: OrderEvent[] = [];
  private carriedFills: FillRecord[] = [];

  constructor(
    private readonly botId: number,
    private readonly venues: Partial<Record<VenueSlot, SlotVenue>>,
  ) {}

  load(records: OrderRecord[]): void {
    for (const record of records) this.live.set(record.clientOrderId, record);
  }

  get open(): OrderRecord[] {
    return [...this.live.values()];
  }

  get hasLive(): boolean {
    return this.live.size > 0;
  }

  venue(slot: VenueSlot): SlotVenue {
    const venue = this.venues[slot];
    if (!venue) throw new Error(`bot ${this.botId} has no ${slot} venue`);
    return venue;
  }

  /** Adds an order about to be sent (already recorded as an intent). */
  track(record: OrderRecord): void {
    this.live.set(record.clientOrderId, record);
  }

  /** Applies what the venue answered about one order; returns the record when it changed. */
  apply(record: OrderRecord, state: OrderState, now: number): OrderRecord {
    const before = { filled: record.filled, average: record.average };
    const updated: OrderRecord = {
      ...record,
      venueOrderId: state.id || record.venueOrderId,
      status: state.status,
      filled: state.filled,
      average: state.average ?? (state.filled > 0 ? state.price : null),
      price: record.price ?? state.price,
      updatedAt: now,
      feeSeen: state.fee ?? record.feeSeen ?? null,
    };
    const delta = updated.filled - before.filled;
    if (delta > 1e-12) {
      const averageNow = updated.average ?? updated.price ?? 0;
      // The price of the new part: what the average moved by, rid of floating-point noise.
      const price =
        before.filled === 0
          ? averageNow
          : Number(((updated.filled * averageNow - before.filled * (before.average ?? 0)) / delta).toPrecision(12));
      this.carried.push({ type: 'fill', order: updated, amount: delta, price });
      this.carriedFills.push({
        botId: this.botId,
        clientOrderId: updated.clientOrderId,
        venue: updated.venue,
        venueId: updated.venueId,
        tag: updated.tag,
        side: updated.side,
        price,
        amount: delta,
        ...fillFee(record, state, delta),
        at: now,
      });
    }
    if (!isOpen(updated)) {
      this.live.delete(updated.clientOrderId);
      this.carried.push({ type: 'closed', order: updated, amount: 0, price: 0 });
    } else this.live.set(updated.clientOrderId, updated);
    return updated;
  }

  /** Marks an order that the venue refused, or that never reached it. */
  reject(record: OrderRecord, reason: string, now: number): OrderRecord {
    const updated: OrderRecord = { ...record, status: 'rejected', reason, updatedAt: now };
    this.live.delete(record.clientOrderId);
    this.carried.push({ type: 'rejected', order: updated, amount: 0, price: 0, reason });
    return updated;
  }

  /** Marks an order whose sending had an unknown outcome: the next reconcile looks it up. */
  unknown(record: OrderRecord, now: number): OrderRecord {
    const updated: OrderRecord = { ...record, status: 'pending', updatedAt: now };
    this.live.set(record.clientOrderId, updated);
    return updated;
  }

  /** Asks the venues about every live order; events include those carried from the last actions. */
  async reconcile(now: number): Promise<ReconcileResult> {
    const changed: OrderRecord[] = [];
    const strays: OrderState[] = [];
    const slots = new Set([...this.live.values()].map((order) => order.venue));
    const prefix = botOrderPrefix(this.botId);
    for (const slot of slots) {
      const { connector, symbol } = this.venue(slot);
      const mine = [...this.live.values()].filter((order) => order.venue === slot);
      const listed = new Map<string, OrderState>();
      // Pending orders alone do not need the list: each is looked up below.
      if (mine.some((order) => order.status === 'open')) {
        for (const state of await connector.fetchOpenOrders(symbol)) {
          if (state.clientOrderId?.startsWith(prefix)) listed.set(state.clientOrderId, state);
        }
      }
      for (const order of mine) {
        const seen = listed.get(order.clientOrderId);
        listed.delete(order.clientOrderId);
        if (seen && order.status === 'open') {
          if (seen.filled !== order.filled || seen.status !== order.status) changed.push(this.apply(order, seen, now));
          continue;
        }
        try {
          const state = await connector.fetchOrder(symbol, { clientOrderId: order.clientOrderId });
          changed.push(this.apply(order, state, now));
        } catch (error) {
          if (!(error instanceof OrderNotFoundError)) throw error;
          // The venue never received it (a pending order lost on the way): it is not placed, so
          // the strategy decides again with a new step; the old id is never re-sent.
          changed.push(this.reject(order, 'neverPlaced', now));
        }
      }
      strays.push(...listed.values());
    }
    const events = this.carried;
    const fills = this.carriedFills;
    this.carried = [];
    this.carriedFills = [];
    return { events, changed, fills, strays };
  }

  /** Fills found while acting (an order filled as it was placed), to record now; their events wait for the next tick. */
  takeFills(): FillRecord[] {
    const fills = this.carriedFills;
    this.carriedFills = [];
    return fills;
  }

  /** Events and fills gathered since the last reconcile, without asking the venue. */
  drain(): { events: OrderEvent[]; fills: FillRecord[] } {
    const result = { events: this.carried, fills: this.carriedFills };
    this.carried = [];
    this.carriedFills = [];
    return result;
  }
}
