import { describe, expect, it } from 'vitest';
import { engineFixture } from '../engine/engine-fixture.ts';
import { History } from './history.ts';

function tradedHistory() {
  const f = engineFixture();
  const user = f.fund({ USDT: '1000000' });
  const lp = f.fund({ BTC: '100' });
  const history = new History((accountId) => accountId === user);
  for (let i = 0; i < 6; i++) {
    const ask = f.order(lp, { side: 'SELL', type: 'LIMIT', timeInForce: 'GTC', price: String(60_000 + i), quantity: '0.1' }, i * 1000);
    history.trackOrder(ask.order);
    const buy = f.order(user, { side: 'BUY', type: 'MARKET', quantity: '0.1', newClientOrderId: `buy-${i}` }, i * 1000 + 500);
    history.trackOrder(buy.order);
    for (const fill of buy.fills) history.recordFill(fill);
  }
  return { history, user, lp };
}

describe('order and trade history', () => {
  it('keeps orders and trades of tracked accounts only', () => {
    const { history, user, lp } = tradedHistory();
    expect(history.allOrders(user, 'BTCUSDT', { limit: 100 })).toHaveLength(6);
    expect(history.allOrders(lp, 'BTCUSDT', { limit: 100 })).toEqual([]);
    expect(history.myTrades(user, 'BTCUSDT', { limit: 100 }).map((t) => [t.isBuyer, t.isMaker])).toEqual(Array(6).fill([true, false]));
  });

  it('returns the newest without a start point and the oldest from one, like Binance', () => {
    const { history, user } = tradedHistory();
    const ids = (list: Array<{ id: number }>) => list.map((item) => item.id);
    const all = ids(history.myTrades(user, 'BTCUSDT', { limit: 100 }));
    expect(ids(history.myTrades(user, 'BTCUSDT', { limit: 2 }))).toEqual(all.slice(-2));
    expect(ids(history.myTrades(user, 'BTCUSDT', { fromId: all[2]!, limit: 2 }))).toEqual(all.slice(2, 4));
    expect(ids(history.myTrades(user, 'BTCUSDT', { startTime: 2_000, endTime: 3_999, limit: 10 }))).toEqual(all.slice(2, 4));
  });

  it('finds an order by client order id as the latest order that carried it', () => {
    const { history, user } = tradedHistory();
    const order = history.findOrder(user, 'BTCUSDT', { clientOrderId: 'buy-3' });
    expect(order?.clientOrderId).toBe('buy-3');
    expect(history.findOrder(user, 'BTCUSDT', { orderId: order!.id, clientOrderId: 'buy-4' })).toBeUndefined();
    expect(history.findOrder(user + 1, 'BTCUSDT', { orderId: order!.id })).toBeUndefined();
  });
});
