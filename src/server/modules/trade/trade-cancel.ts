// /Trade/trade_cancel: one open order by its venue id, or all open orders of the pair.
import { tradeCancel } from '../../../shared/contracts/trade/trade-cancel.ts';
import { answer } from '../../http/call-registry.ts';
import { userIdOf } from '../markets/favourites.ts';
import type { OrderRepository } from './order-repository.ts';
import { orderViewOf } from './order-view.ts';
import { tradeAccountOf } from './trade-account.ts';
import type { TradeDeps } from './trade-deps.ts';
import { viaTrade } from './trade-failure.ts';

export const tradeCancelCall = (deps: TradeDeps, orders: OrderRepository) =>
  answer(tradeCancel, async (input, ctx) => {
    const userId = userIdOf(ctx);
    const { connector, symbol, web } = await tradeAccountOf(deps, userId, input);
    const cancelled = input.order_id
      ? [await viaTrade(() => connector.cancelOrder(symbol, { id: input.order_id! }))]
      : await viaTrade(() => connector.cancelAllOrders(symbol));
    for (const order of cancelled)
      if (order.clientOrderId && (await orders.byClientOrderId(order.clientOrderId)))
        await orders.markStatus(order.clientOrderId, 'canceled');
    return { orders: cancelled.map((order) => orderViewOf(web, { ...order, status: 'canceled' })) };
  });
