// /Trade/close_position: closes all or part of a futures position with a reduce-only order, placed
// at most once per form submission. A market close is an immediate-or-cancel order at the price the
// user confirmed (the worst fill accepted), so a mark that ran away cannot fill it far from there.
import { closePosition } from '../../../shared/contracts/futures/close-position.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { floorToStep, roundToStep } from '../../../shared/trade/decimals.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import { userIdOf } from '../markets/favourites.ts';
import { marketRulesOf } from '../trade/market-rules.ts';
import type { OrderRepository } from '../trade/order-repository.ts';
import { orderViewOf } from '../trade/order-view.ts';
import { manualOrderId, placeManualOrder } from '../trade/place-manual-order.ts';
import { tradeAccountOf } from '../trade/trade-account.ts';
import type { TradeDeps } from '../trade/trade-deps.ts';
import { viaTrade } from '../trade/trade-failure.ts';
import { closableOf, closingSide } from './position-views.ts';

export const closePositionCall = (deps: TradeDeps, orders: OrderRepository) =>
  answer(closePosition, async (input, ctx) => {
    const userId = userIdOf(ctx);
    const { connector, symbol, web } = await tradeAccountOf(deps, userId, { ...input, web_type: 3 });
    const market = await marketRulesOf(connector, symbol, deps.now());
    const quantity = floorToStep(input.quantity, market.amount_step);
    if (!(quantity > 0)) throw new ApiError(CODE.invalidParams, 'validation.trade.quantity');
    const price = roundToStep(input.price, market.price_step);
    const clientOrderId = manualOrderId(userId, input.request_id);
    const owner = { userId, web, base: input.yenUnit1, quote: input.yenUnit2, scheduleCode: null, marketKind: 'swap' as const };

    const order = await placeManualOrder(
      connector,
      orders,
      owner,
      {
        symbol,
        side: closingSide(input.side),
        type: 'limit',
        price,
        amount: quantity,
        clientOrderId,
        reduceOnly: true,
        ...(input.type === 'market' ? { timeInForce: 'IOC' as const } : {}),
      },
      async () => {
        // Checked here rather than left to the venue so the user learns how much is still closable.
        const [positions, openOrders] = await Promise.all([
          viaTrade(() => connector.fetchPositions([symbol])),
          viaTrade(() => connector.fetchOpenOrders(symbol)),
        ]);
        const position = positions.find((candidate) => candidate.symbol === symbol && candidate.side === input.side);
        if (!position) throw new ApiError(CODE.noOpenPosition);
        const closable = closableOf(position, openOrders);
        if (quantity > closable + 1e-12) throw new ApiError(CODE.closeAboveClosable, undefined, { params: { closable } });
      },
    );
    return { order: orderViewOf(web, order) };
  });
