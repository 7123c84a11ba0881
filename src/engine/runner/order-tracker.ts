// The bot's own orders: what it sent, what the venue says about them now, and what changed since
// the previous tick. Reconciling asks the venue for the open orders of the market once, then looks
// up each order that left the list (filled or cancelled) and each order whose sending had an
// unknown outcome, by its client order id: an order is never sent twice. Fills it found without a
// fee (order queries carry none on Binance) take theirs from the market's trade list, one request
// for all of them.
import { OrderNotFoundError } from '../connectors/errors.ts';
import type { ExchangeConnector, OrderState, OwnTrade } from '../connectors/types.ts';
import { botOrderPrefix } from './client-order-id.ts';
import { fillFee, type OrderPart, partFee } from './fill-fee.ts';
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

/**
 * The trade list is read from when the oldest fee-less fill's order was sent, less this: the venue's
 * clock may be behind ours (a signed request more than a second ahead of it is refused).
 */
const VENUE_CLOCK_MARGIN_MS = 5_000;
/** Trades per list request (Binance's most). */
const TRADE_LIST_LIMIT = 1000;

/** A fill found without a fee, and what finds its fee in the trade list. */
interface FeelessFill extends OrderPart {
  fill: FillRecord;
  /** When its order was sent: its first trade is later. */
  sentAt: number;
}

export const isOpen = (order: BotOrder) => OPEN_STATES.has(order.status);

export class OrderTracker {
  /** Orders not yet known to be closed, by client order id. */
  private readonly live = new Map<string, OrderRecord>();
  /** Events found outside a reconcile (an order filled as it was placed), handed to the next tick. */
  private carried: OrderEvent[] = [];
  private carriedFills: FillRecord[] = [];
  /** Those of the carried fills that have no fee yet. */
  private feeless: FeelessFill[] = [];

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

  /** Whether the order is still open, or sent with its outcome unknown. */
  isLive(clientOrderId: string): boolean {
    return this.live.has(clientOrderId);
  }

  get hasLive(): boolean {
    return this.live.size > 0;
  }

  venue(slot: VenueSlot): SlotVenue {
    const venue = this.venues[slot];
    if (!venue) throw new Error(`bot ${this.botId} has no ${slot} venue`);
    return venue;
  }

  /** The open orders carrying this bot's prefix in each of its markets, as the venues list them now. */
  async listed(): Promise<Array<{ slot: VenueSlot; state: OrderState }>> {
    const found: Array<{ slot: VenueSlot; state: OrderState }> = [];
    for (const slot of Object.keys(this.venues) as VenueSlot[]) {
      for (const state of await this.listedOn(slot)) found.push({ slot, state });
    }
    return found;
  }

  /** The open orders carrying this bot's prefix in one of its markets. */
  private async listedOn(slot: VenueSlot): Promise<OrderState[]> {
    const { connector, symbol } = this.venue(slot);
    const prefix = botOrderPrefix(this.botId);
    return (await connector.fetchOpenOrders(symbol)).filter((state) => state.clientOrderId?.startsWith(prefix));
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
      const fee = fillFee(record, state, delta);
      const fill: FillRecord = {
        botId: this.botId,
        clientOrderId: updated.clientOrderId,
        venue: updated.venue,
        venueId: updated.venueId,
        tag: updated.tag,
        side: updated.side,
        price,
        amount: delta,
        ...fee,
        at: now,
      };
      this.carriedFills.push(fill);
      if (!fee && updated.venueOrderId) {
        this.feeless.push({ fill, orderId: updated.venueOrderId, from: before.filled, to: updated.filled, sentAt: record.createdAt });
      }
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
    for (const slot of slots) {
      const { connector, symbol } = this.venue(slot);
      const mine = [...this.live.values()].filter((order) => order.venue === slot);
      const listed = new Map<string, OrderState>();
      // Pending orders alone do not need the list: each is looked up below.
      if (mine.some((order) => order.status === 'open')) {
        for (const state of await this.listedOn(slot)) listed.set(state.clientOrderId!, state);
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
      await this.completeFees(slot);
    }
    const events = this.carried;
    const fills = this.carriedFills;
    this.carried = [];
    this.carriedFills = [];
    this.feeless = [];
    return { events, changed, fills, strays };
  }

  /**
   * Looks the given open orders up now, one request each: a price move's maker leg, filled by its
   * own taker leg in the same instant, is known closed at once instead of at the next reconcile.
   * An order sent with an unknown outcome is left to the reconcile, which may find it never placed.
   * Each order's new record goes to `changed` as soon as it is applied, so a failed request loses
   * none of those before it.
   */
  async lookUp(clientOrderIds: readonly string[], now: number, changed: OrderRecord[]): Promise<void> {
    for (const clientOrderId of clientOrderIds) {
      const order = this.live.get(clientOrderId);
      if (order?.status !== 'open') continue;
      const { connector, symbol } = this.venue(order.venue);
      changed.push(this.apply(order, await connector.fetchOrder(symbol, { clientOrderId }), now));
    }
  }

  /**
   * Fills found while acting (an order filled as it was placed), to record now; their events wait for
   * the next tick. A fill whose order's answer had no fee (a cancel's answer showing the order filled
   * more meanwhile) is recorded without one: the tick's trade-list request belongs to its reconcile.
   */
  takeFills(): FillRecord[] {
    const fills = this.carriedFills;
    this.carriedFills = [];
    this.feeless = [];
    return fills;
  }

  /**
   * Gives the fills found while acting (an order that filled in its placing answer, which on a
   * perpetual carries no fee) their fees from the trade lists, before they are recorded.
   */
  async completePendingFees(): Promise<void> {
    for (const slot of new Set(this.feeless.map((entry) => entry.fill.venue))) await this.completeFees(slot);
  }

  /** Events and fills gathered since the last reconcile, without asking the venue. */
  drain(): { events: OrderEvent[]; fills: FillRecord[] } {
    const result = { events: this.carried, fills: this.carriedFills };
    this.carried = [];
    this.carriedFills = [];
    this.feeless = [];
    return result;
  }

  /**
   * Gives the fee-less fills of one market their fees from the account's trade list: one request for
   * all of them, from when the oldest of their orders was sent, so the list holds each order's trades
   * from its first (fill-fee.ts matches a part by the amounts its order's trades add up to).
   */
  private async completeFees(slot: VenueSlot): Promise<void> {
    const feeless = this.feeless.filter((entry) => entry.fill.venue === slot);
    if (feeless.length === 0) return;
    this.feeless = this.feeless.filter((entry) => entry.fill.venue !== slot);
    const { connector, symbol } = this.venue(slot);
    let trades: OwnTrade[];
    try {
      const since = Math.min(...feeless.map((entry) => entry.sentAt)) - VENUE_CLOCK_MARGIN_MS;
      trades = await connector.fetchMyTrades(symbol, { since, limit: TRADE_LIST_LIMIT });
    } catch {
      // The fills are recorded without their fee rather than held back or lost. A fill is written
      // with its order's new filled amount, and a restarted runner finds a fill only as the venue's
      // filled amount passing the stored one: a fill kept back for a later lookup while that update
      // is stored would be gone after a crash, and keeping both back would stall the order's record
      // on a list the venue may go on refusing (a rate limit, a key without history). Failing the
      // reconcile would drop the updates it found. A fill's amount and price matter more than its fee.
      return;
    }
    for (const entry of feeless) {
      const found = partFee(trades, entry);
      if (!found) continue;
      entry.fill.fee = found.fill.fee;
      entry.fill.feeAsset = found.fill.feeAsset;
      // The order's running fee as the venue would report it, so a later total (fillFee) counts from here.
      const live = this.live.get(entry.fill.clientOrderId);
      if (live && found.orderTotal) this.live.set(live.clientOrderId, { ...live, feeSeen: found.orderTotal });
    }
  }
}
