// One market's resting orders in price-time priority. Each side keeps its price levels in a sorted
// array with the best price at the end (so taking the best level is a pop) and each level keeps its
// orders in a doubly linked FIFO list (so a cancel anywhere is O(1) once the level is found).
import type { Order, Side } from './types.ts';

export interface PriceLevel {
  priceTicks: number;
  head: Order | null;
  tail: Order | null;
  /** Sum of the remaining lots of the orders at this level. */
  lots: number;
  count: number;
}

export class BookSide {
  private readonly levels = new Map<number, PriceLevel>();
  /** Prices ordered worst to best: ascending for bids, descending for asks. */
  private readonly prices: number[] = [];

  constructor(readonly side: Side) {}

  /** True when price `a` is better than `b` for this side. */
  private better(a: number, b: number): boolean {
    return this.side === 'BUY' ? a > b : a < b;
  }

  best(): PriceLevel | undefined {
    const price = this.prices[this.prices.length - 1];
    return price === undefined ? undefined : this.levels.get(price);
  }

  level(priceTicks: number): PriceLevel | undefined {
    return this.levels.get(priceTicks);
  }

  get depth(): number {
    return this.prices.length;
  }

  /** The level `index` steps away from the best (0 = best); the match loop walks with this. */
  levelFromBest(index: number): PriceLevel | undefined {
    const price = this.prices[this.prices.length - 1 - index];
    return price === undefined ? undefined : this.levels.get(price);
  }

  /** Levels from the best price outwards. */
  *fromBest(): Generator<PriceLevel> {
    for (let i = this.prices.length - 1; i >= 0; i--) {
      const level = this.levels.get(this.prices[i]!);
      if (level) yield level;
    }
  }

  /** Appends an order at the back of its price level's queue. */
  add(order: Order, lots: number): void {
    let level = this.levels.get(order.priceTicks);
    if (!level) {
      level = { priceTicks: order.priceTicks, head: null, tail: null, lots: 0, count: 0 };
      this.levels.set(order.priceTicks, level);
      this.insertPrice(order.priceTicks);
    }
    order.prev = level.tail;
    order.next = null;
    if (level.tail) level.tail.next = order;
    else level.head = order;
    level.tail = order;
    level.lots += lots;
    level.count += 1;
  }

  /** Takes an order out of the book; `lots` is what it still had resting. */
  remove(order: Order, lots: number): void {
    const level = this.levels.get(order.priceTicks);
    if (!level) throw new Error(`order ${order.id} is not in the book`);
    if (order.prev) order.prev.next = order.next;
    else level.head = order.next;
    if (order.next) order.next.prev = order.prev;
    else level.tail = order.prev;
    order.prev = null;
    order.next = null;
    level.lots -= lots;
    level.count -= 1;
    if (level.count === 0) {
      this.levels.delete(order.priceTicks);
      this.removePrice(order.priceTicks);
    }
  }

  /** A resting order traded `lots` but stays in the book. */
  reduce(order: Order, lots: number): void {
    const level = this.levels.get(order.priceTicks);
    if (level) level.lots -= lots;
  }

  private indexOf(priceTicks: number): number {
    // First index whose price is not worse than priceTicks.
    let low = 0;
    let high = this.prices.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.better(priceTicks, this.prices[mid]!)) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  private insertPrice(priceTicks: number): void {
    const last = this.prices[this.prices.length - 1];
    if (last === undefined || this.better(priceTicks, last)) this.prices.push(priceTicks);
    else this.prices.splice(this.indexOf(priceTicks), 0, priceTicks);
  }

  private removePrice(priceTicks: number): void {
    if (this.prices[this.prices.length - 1] === priceTicks) {
      this.prices.pop();
      return;
    }
    const index = this.indexOf(priceTicks);
    if (this.prices[index] === priceTicks) this.prices.splice(index, 1);
  }
}

export class OrderBook {
  readonly bids = new BookSide('BUY');
  readonly asks = new BookSide('SELL');
  /** Binance's lastUpdateId: grows with every change to the book. */
  updateId = 0;

  sideOf(side: Side): BookSide {
    return side === 'BUY' ? this.bids : this.asks;
  }

  /** The side an order of `side` trades against. */
  opposite(side: Side): BookSide {
    return side === 'BUY' ? this.asks : this.bids;
  }
}
