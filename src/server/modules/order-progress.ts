// Both order tables (robot_orders, trade_orders) keep the same picture of an order: the columns of
// orderColumns() in src/server/db/schema/columns.ts. This picks them from an order as the runner or
// the venue describes it, and nothing else of it, so the two writers cannot drift apart.
import type { tradeOrders } from '../db/schema/index.ts';

/** What an order is and how far it got: side, type, price, amount, filled, average price, status. */
export type OrderProgress = Pick<typeof tradeOrders.$inferInsert, 'side' | 'type' | 'price' | 'amount' | 'filled' | 'average' | 'status'>;

export function orderProgress(order: OrderProgress): OrderProgress {
  return {
    side: order.side,
    type: order.type,
    price: order.price,
    amount: order.amount,
    filled: order.filled,
    average: order.average,
    status: order.status,
  };
}
