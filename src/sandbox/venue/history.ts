// Order and trade history of user accounts (the ones clients trade with), which queryOrder,
// allOrders and myTrades read. Simulated participants' closed orders are not kept: nobody queries
// them, and they would make the state grow without end.
import type { Fill, Order } from '../engine/types.ts';

/** Adds a value to the list kept under a key, starting the list on first use. */
function append<V>(lists: Map<string, V[]>, listKey: string, value: V): void {
  const list = lists.get(listKey);
  if (list) list.push(value);
  else lists.set(listKey, [value]);
}

export interface AccountTrade {
  id: number;
  accountId: number;
  symbol: string;
  orderId: number;
  priceTicks: number;
  lots: number;
  quoteAtoms: bigint;
  commission: bigint;
  commissionAsset: string;
  time: number;
  isBuyer: boolean;
  isMaker: boolean;
}

const key = (accountId: number, symbol: string) => `${accountId}:${symbol}`;

/** The first index in an ascending list whose value is >= target. */
function lowerBound<T>(items: readonly T[], target: number, value: (item: T) => number): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (value(items[mid]!) < target) low = mid + 1;
    else high = mid;
  }
  return low;
}

export interface RangeQuery {
  fromId?: number;
  startTime?: number;
  endTime?: number;
  limit: number;
}

/**
 * A page of a list ascending by id and time, as Binance pages an account's history: from `fromId`
 * or `startTime` the oldest matches, otherwise the newest `limit`, optionally up to `endTime`.
 */
export function rangeQuery<T>(items: readonly T[], query: RangeQuery, id: (item: T) => number, time: (item: T) => number): T[] {
  let start = 0;
  let end = items.length;
  if (query.fromId !== undefined) start = lowerBound(items, query.fromId, id);
  if (query.startTime !== undefined) start = Math.max(start, lowerBound(items, query.startTime, time));
  if (query.endTime !== undefined) end = Math.min(end, lowerBound(items, query.endTime + 1, time));
  if (start >= end) return [];
  const fromStart = query.fromId !== undefined || query.startTime !== undefined;
  return fromStart ? items.slice(start, Math.min(end, start + query.limit)) : items.slice(Math.max(start, end - query.limit), end);
}

export class History {
  /** Orders per account and symbol, ascending by id (the same objects the engine updates). */
  private readonly orders = new Map<string, Order[]>();
  private readonly byId = new Map<string, Order>();
  private readonly byClientId = new Map<string, Order>();
  private readonly trades = new Map<string, AccountTrade[]>();

  constructor(private readonly isTracked: (accountId: number) => boolean) {}

  trackOrder(order: Order): void {
    if (!this.isTracked(order.accountId)) return;
    const k = key(order.accountId, order.symbol);
    append(this.orders, k, order);
    this.byId.set(`${order.symbol}:${order.id}`, order);
    // Binance looks a client order id up as the latest order that carried it.
    this.byClientId.set(`${k}:${order.clientOrderId}`, order);
  }

  recordFill(fill: Fill): void {
    for (const order of [fill.maker, fill.taker]) {
      if (!this.isTracked(order.accountId)) continue;
      const isMaker = order === fill.maker;
      append(this.trades, key(order.accountId, fill.symbol), {
        id: fill.tradeId,
        accountId: order.accountId,
        symbol: fill.symbol,
        orderId: order.id,
        priceTicks: fill.priceTicks,
        lots: fill.lots,
        quoteAtoms: fill.quoteAtoms,
        commission: isMaker ? fill.makerFee : fill.takerFee,
        commissionAsset: isMaker ? fill.makerFeeAsset : fill.takerFeeAsset,
        time: fill.time,
        isBuyer: order.side === 'BUY',
        isMaker,
      });
    }
  }

  findOrder(accountId: number, symbol: string, lookup: { orderId?: number; clientOrderId?: string }): Order | undefined {
    let order: Order | undefined;
    if (lookup.orderId !== undefined) {
      order = this.byId.get(`${symbol}:${lookup.orderId}`);
      if (order && lookup.clientOrderId !== undefined && order.clientOrderId !== lookup.clientOrderId) return undefined;
    } else if (lookup.clientOrderId !== undefined) {
      order = this.byClientId.get(`${key(accountId, symbol)}:${lookup.clientOrderId}`);
    }
    return order?.accountId === accountId ? order : undefined;
  }

  /** allOrders: from `fromId` upwards, else the latest `limit`; optionally within a time range. */
  allOrders(accountId: number, symbol: string, query: RangeQuery): Order[] {
    return rangeQuery(
      this.orders.get(key(accountId, symbol)) ?? [],
      query,
      (order) => order.id,
      (order) => order.time,
    );
  }

  myTrades(accountId: number, symbol: string, query: RangeQuery & { orderId?: number }): AccountTrade[] {
    let list = this.trades.get(key(accountId, symbol)) ?? [];
    if (query.orderId !== undefined) list = list.filter((trade) => trade.orderId === query.orderId);
    return rangeQuery(
      list,
      query,
      (trade) => trade.id,
      (trade) => trade.time,
    );
  }

  /** Every tracked order, for snapshots. */
  allTracked(): Order[] {
    return [...this.orders.values()].flat();
  }

  allTrades(): AccountTrade[] {
    return [...this.trades.values()].flat();
  }

  restoreTrade(trade: AccountTrade): void {
    append(this.trades, key(trade.accountId, trade.symbol), trade);
  }
}
