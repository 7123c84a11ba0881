// Fills found by a reconcile take their fee from the venue: from the order's state when it carries
// one, else from the market's trade list, asked once for all of the reconcile's fee-less fills.
import { describe, expect, it } from 'vitest';
import { RateLimitedError } from '../connectors/errors.ts';
import type { ExchangeConnector, OrderState, OwnTrade } from '../connectors/types.ts';
import { OrderTracker } from './order-tracker.ts';
import type { OrderRecord } from './store-port.ts';

const BOT = 9;

const resting = (step: number, side: 'buy' | 'sell', price: number, createdAt: number): OrderRecord => ({
  botId: BOT,
  step,
  clientOrderId: `mm${BOT}s${step}`,
  venue: 'primary',
  venueId: 'sandbox-a',
  symbol: 'ETH/USDT',
  tag: `grid:${side}:${step}`,
  side,
  type: 'limit',
  price,
  amount: 0.1,
  filled: 0,
  average: null,
  status: 'open',
  venueOrderId: String(step),
  reason: null,
  createdAt,
  updatedAt: createdAt,
});

const stateOf = (order: OrderRecord, filled: number, fee: OrderState['fee'] = null): OrderState => ({
  id: order.venueOrderId!,
  clientOrderId: order.clientOrderId,
  symbol: order.symbol,
  side: order.side,
  type: 'limit',
  price: order.price,
  average: filled > 0 ? order.price : null,
  amount: order.amount,
  filled,
  remaining: order.amount - filled,
  status: filled >= order.amount ? 'closed' : 'open',
  timestamp: order.createdAt,
  fee,
});

const tradeOf = (order: OrderRecord, amount: number, fee: OwnTrade['fee'], timestamp: number): OwnTrade => ({
  id: `${order.step}-${timestamp}`,
  orderId: order.venueOrderId,
  symbol: order.symbol,
  side: order.side,
  price: order.price!,
  amount,
  cost: order.price! * amount,
  fee,
  maker: true,
  timestamp,
});

/** A venue answering from fixed lists, counting the trade-list requests. */
function venue(open: OrderState[], closed: OrderState[], trades: OwnTrade[] | Error) {
  const asked: Array<{ symbol: string; since?: number }> = [];
  const connector = {
    venue: 'sandbox-a',
    fetchOpenOrders: async () => open,
    fetchOrder: async (_symbol: string, ref: { clientOrderId?: string }) =>
      closed.find((state) => state.clientOrderId === ref.clientOrderId)!,
    fetchMyTrades: async (symbol: string, options: { since?: number } = {}) => {
      asked.push({ symbol, ...options });
      if (trades instanceof Error) throw trades;
      return trades;
    },
  } as unknown as ExchangeConnector;
  const tracker = new OrderTracker(BOT, { primary: { venueId: 'sandbox-a', symbol: 'ETH/USDT', connector } });
  return { tracker, asked };
}

describe('fees of fills found by a reconcile', () => {
  const buy = resting(1, 'buy', 1990, 10_000);
  const sell = resting(2, 'sell', 2010, 20_000);

  it("take the order's trades' fees, asking the trade list once for all of the market's fee-less fills", async () => {
    const trades = [
      tradeOf(buy, 0.1, { currency: 'ETH', cost: 0.0001 }, 50_000),
      tradeOf(sell, 0.04, { currency: 'USDT', cost: 0.0804 }, 51_000),
      tradeOf(sell, 0.02, { currency: 'USDT', cost: 0.0402 }, 52_000),
    ];
    const { tracker, asked } = venue([stateOf(sell, 0.06)], [stateOf(buy, 0.1)], trades);
    tracker.load([buy, sell]);
    const { fills } = await tracker.reconcile(60_000);
    expect(asked).toHaveLength(1);
    // From when the older order was sent (less a margin for the venue's clock): its first trade is later.
    expect(asked[0]!.since).toBeLessThanOrEqual(buy.createdAt);
    expect(fills.map((fill) => [fill.clientOrderId, fill.amount, fill.feeAsset])).toEqual([
      [buy.clientOrderId, 0.1, 'ETH'],
      [sell.clientOrderId, 0.06, 'USDT'],
    ]);
    expect(fills[0]!.fee).toBeCloseTo(0.0001, 15);
    expect(fills[1]!.fee).toBeCloseTo(0.1206, 12);
  });

  it('count only the trades since the part recorded before, when an order fills across reconciles', async () => {
    const trades = [
      tradeOf(sell, 0.04, { currency: 'USDT', cost: 0.0804 }, 51_000),
      tradeOf(sell, 0.06, { currency: 'USDT', cost: 0.1206 }, 70_000),
    ];
    const { tracker } = venue([], [stateOf(sell, 0.1)], trades);
    tracker.load([{ ...sell, filled: 0.04, average: 2010 }]);
    const { fills } = await tracker.reconcile(80_000);
    expect(fills).toHaveLength(1);
    expect(fills[0]!.amount).toBeCloseTo(0.06, 12);
    expect(fills[0]!.fee).toBeCloseTo(0.1206, 12);
  });

  it('need no trade list when the order state carries the fee', async () => {
    const { tracker, asked } = venue([], [stateOf(buy, 0.1, { currency: 'ETH', cost: 0.0001 })], []);
    tracker.load([buy]);
    const { fills } = await tracker.reconcile(60_000);
    expect(asked).toHaveLength(0);
    expect(fills[0]).toMatchObject({ fee: 0.0001, feeAsset: 'ETH' });
  });

  it('stay unknown, the fill still recorded, when the venue refuses the trade list', async () => {
    const { tracker, asked } = venue(
      [],
      [stateOf(buy, 0.1)],
      new RateLimitedError({ venue: 'sandbox-a', operation: 'fetchMyTrades' }, 'busy', 1000),
    );
    tracker.load([buy]);
    const { fills, changed, events } = await tracker.reconcile(60_000);
    expect(asked).toHaveLength(1);
    expect(fills).toHaveLength(1);
    expect(fills[0]).toMatchObject({ amount: 0.1, price: 1990 });
    expect(fills[0]!.fee ?? null).toBeNull();
    expect(changed[0]).toMatchObject({ status: 'closed', filled: 0.1 });
    expect(events.map((event) => event.type)).toEqual(['fill', 'closed']);
  });
});
