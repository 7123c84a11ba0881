// /Trade/trade_open_orders: the pair's open orders on the bound account, read from the venue now.
import { tradeOpenOrders } from '../../../shared/contracts/trade/trade-open-orders.ts';
import { answer } from '../../http/call-registry.ts';
import { userIdOf } from '../markets/favourites.ts';
import { orderViewOf } from './order-view.ts';
import { tradeAccountOf } from './trade-account.ts';
import type { TradeDeps } from './trade-deps.ts';
import { viaTrade } from './trade-failure.ts';

/** A batch order's client order id is "<schedule code>-<index>". */
const scheduleCodeOf = (clientOrderId: string | null) =>
  clientOrderId && /^T[A-Za-z0-9]+-\d+$/.test(clientOrderId) ? clientOrderId.split('-')[0]! : null;

export const tradeOpenOrdersCall = (deps: TradeDeps) =>
  answer(tradeOpenOrders, async (input, ctx) => {
    const { connector, symbol, web } = await tradeAccountOf(deps, userIdOf(ctx), input);
    const open = await viaTrade(() => connector.fetchOpenOrders(symbol));
    const orders = open
      .map((order) => orderViewOf(web, order, scheduleCodeOf(order.clientOrderId)))
      .sort((a, b) => (b.time ?? 0) - (a.time ?? 0));
    return { orders, updated_at: deps.now() };
  });
