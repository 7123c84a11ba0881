// Orders as the trade screens show them, from the venue's answer or from the console's record.
import type { OrderState } from '../../../engine/connectors/types.ts';
import type { TradeOrderView } from '../../../shared/contracts/trade/fields.ts';
import type { tradeOrders } from '../../db/schema/index.ts';
import { yenUnitsOf } from '../../../engine/connectors/venue-definition.ts';

type OrderRow = typeof tradeOrders.$inferSelect;

export function orderViewOf(web: string, order: OrderState, scheduleCode: string | null = null): TradeOrderView {
  return {
    order_id: order.id,
    client_order_id: order.clientOrderId,
    web,
    ...yenUnitsOf(order.symbol),
    side: order.side,
    type: order.type,
    price: order.price,
    average: order.average,
    amount: order.amount,
    filled: order.filled,
    status: order.status,
    time: order.timestamp,
    schedule_code: scheduleCode,
  };
}

export function orderViewOfRow(row: OrderRow): TradeOrderView {
  return {
    order_id: row.venueOrderId ?? '',
    client_order_id: row.clientOrderId,
    web: row.web,
    yenUnit1: row.base,
    yenUnit2: row.quote,
    side: row.side === 'sell' ? 'sell' : 'buy',
    type: row.type,
    price: row.price,
    average: row.average,
    amount: row.amount,
    filled: row.filled,
    status: row.status === 'pending' ? 'open' : (row.status as TradeOrderView['status']),
    time: row.createdAt.getTime(),
    schedule_code: row.scheduleCode,
  };
}
