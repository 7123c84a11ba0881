// /Trade/cex_orders: the order history's orders or trades, newest first, a page at a time.
import { cexOrders } from '../../../shared/contracts/trade/cex-orders.ts';
import { answer } from '../../http/call-registry.ts';
import { userIdOf } from '../markets/favourites.ts';
import { historyOrders, historyTrades, orderFilterOf } from './history.ts';
import type { OrderRepository } from './order-repository.ts';
import type { TradeDeps } from './trade-deps.ts';

export const cexOrdersCall = (deps: TradeDeps, orders: OrderRepository) =>
  answer(cexOrders, async (input, ctx) => {
    const filter = orderFilterOf(userIdOf(ctx), input, deps.now());
    if (input.kind === 'trades') {
      const all = await historyTrades(deps, orders, filter, 10_000);
      const start = (input.page - 1) * input.page_size;
      return { orders: [], trades: all.slice(start, start + input.page_size), total: all.length, page: input.page };
    }
    const { rows, total } = await historyOrders(deps, orders, filter, input.page, input.page_size);
    return { orders: rows, trades: [], total, page: input.page };
  });
