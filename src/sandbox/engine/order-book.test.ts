import { describe, expect, it } from 'vitest';
import { BookSide } from './order-book.ts';
import type { Order, Side } from './types.ts';

let ids = 0;
function order(side: Side, priceTicks: number, lots: number): Order {
  return {
    id: ++ids,
    symbol: 'T',
    accountId: 1,
    clientOrderId: `c${ids}`,
    side,
    type: 'LIMIT',
    timeInForce: 'GTC',
    priceTicks,
    origLots: lots,
    origQuoteAtoms: 0n,
    executedLots: 0,
    cumQuoteAtoms: 0n,
    status: 'NEW',
    stp: 'NONE',
    time: 0,
    updateTime: 0,
    locked: 0n,
    prev: null,
    next: null,
  };
}

const prices = (side: BookSide) => [...side.fromBest()].map((level) => level.priceTicks);

describe('order book side', () => {
  it('keeps bids best-first from the highest price and asks from the lowest', () => {
    const bids = new BookSide('BUY');
    const asks = new BookSide('SELL');
    for (const p of [100, 103, 101, 102]) {
      bids.add(order('BUY', p, 1), 1);
      asks.add(order('SELL', p, 1), 1);
    }
    expect(prices(bids)).toEqual([103, 102, 101, 100]);
    expect(prices(asks)).toEqual([100, 101, 102, 103]);
    expect(bids.levelFromBest(1)?.priceTicks).toBe(102);
  });

  it('queues orders at one price in arrival order and unlinks one from the middle', () => {
    const side = new BookSide('BUY');
    const [a, b, c] = [order('BUY', 100, 1), order('BUY', 100, 2), order('BUY', 100, 3)];
    for (const o of [a, b, c]) side.add(o, o.origLots);
    side.remove(b, 2);
    const level = side.best()!;
    expect(level.head).toBe(a);
    expect(a.next).toBe(c);
    expect(c.prev).toBe(a);
    expect(level).toMatchObject({ lots: 4, count: 2 });
  });

  it('drops a price level when its last order leaves, wherever it sits', () => {
    const side = new BookSide('SELL');
    const orders = [100, 101, 102].map((p) => order('SELL', p, 1));
    for (const o of orders) side.add(o, 1);
    side.remove(orders[1]!, 1);
    expect(prices(side)).toEqual([100, 102]);
    side.remove(orders[0]!, 1);
    expect(prices(side)).toEqual([102]);
    expect(side.level(100)).toBeUndefined();
  });
});
