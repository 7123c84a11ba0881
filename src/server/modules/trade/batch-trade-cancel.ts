// /Trade/batch_trade_cancel: the pair's open orders that match (all, one side, or a price range)
// become the items of a background task that cancels them within the account's rate limit.
import { batchTradeCancel } from '../../../shared/contracts/trade/batch-trade-cancel.ts';
import { answer } from '../../http/call-registry.ts';
import { userIdOf } from '../markets/favourites.ts';
import { tradeAccountOf } from './trade-account.ts';
import type { TradeDeps } from './trade-deps.ts';
import { viaTrade } from './trade-failure.ts';

export const BATCH_CANCEL = 'batch_cancel';

export const batchTradeCancelCall = (deps: TradeDeps) =>
  answer(batchTradeCancel, async (input, ctx) => {
    const userId = userIdOf(ctx);
    const { connector, symbol, web } = await tradeAccountOf(deps, userId, input);
    const open = await viaTrade(() => connector.fetchOpenOrders(symbol));
    const matching = open.filter((order) => {
      if (input.side && input.mode !== 'all' && order.side !== input.side) return false;
      if (input.mode !== 'range') return true;
      return order.price !== null && order.price >= input.price_min! && order.price <= input.price_max!;
    });
    const task = await deps.tasks.create(
      {
        userId,
        type: 'order',
        action: BATCH_CANCEL,
        web,
        base: input.yenUnit1,
        quote: input.yenUnit2,
        params: { symbol, request: input },
        language: ctx.language,
      },
      () =>
        matching.map((order, index) => ({
          index,
          clientOrderId: null,
          venueOrderId: order.id,
          side: order.side,
          price: order.price,
          amount: order.remaining,
        })),
    );
    return { schedule_code: task.code, total: task.total };
  });
