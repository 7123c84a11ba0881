// /Trade/batch_trade_coin: plans the batch with the shared planner (the client's preview is the
// same computation from the same seed), refuses it whole when the balance does not cover it, and
// stores it as a background task whose items carry their client order ids before any is sent.
import { batchTradeCoin } from '../../../shared/contracts/trade/batch-trade-coin.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { planBatch } from '../../../shared/trade/batch-distribution.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import { userIdOf } from '../markets/favourites.ts';
import { itemClientOrderId } from '../tasks/schedule-code.ts';
import type { NewTaskItem } from '../tasks/task-repository.ts';
import { checkAvailable } from './balance-check.ts';
import type { BatchTradeParams } from './batch-executors.ts';
import { marketRulesOf } from './market-rules.ts';
import { tradeAccountOf } from './trade-account.ts';
import type { TradeDeps } from './trade-deps.ts';

export const BATCH_TRADE = 'batch_trade';

export const batchTradeCoinCall = (deps: TradeDeps) =>
  answer(batchTradeCoin, async (input, ctx) => {
    const userId = userIdOf(ctx);
    const { connector, symbol, web } = await tradeAccountOf(deps, userId, input);
    const market = await marketRulesOf(connector, symbol, deps.now());
    const plan = planBatch({
      side: input.side,
      priceMin: input.price_min,
      priceMax: input.price_max,
      count: input.order_count,
      totalQuantity: input.total_quantity,
      floatRange: input.float_range,
      seed: input.seed,
      priceStep: market.price_step,
      amountStep: market.amount_step,
      minAmount: market.min_amount,
    });
    if (!plan.ok || plan.orders.some((order) => market.min_cost && order.price * order.quantity < market.min_cost))
      throw new ApiError(CODE.batchTooSmall);
    const cost = plan.orders.reduce((sum, order) => sum + order.price * order.quantity, 0);
    const buys = input.side === 'buy' || input.self_trade;
    const sells = input.side === 'sell' || input.self_trade;
    await checkAvailable(
      connector,
      { base: input.yenUnit1, quote: input.yenUnit2 },
      {
        quote: buys ? cost : 0,
        base: sells ? plan.totalQuantity : 0,
      },
    );
    // Self-trade mode: each order is followed by its opposite at the same price and size.
    const opposite = input.side === 'buy' ? 'sell' : 'buy';
    const legs = plan.orders.flatMap((order) =>
      input.self_trade
        ? [
            { ...order, side: input.side },
            { ...order, side: opposite },
          ]
        : [{ ...order, side: input.side }],
    );
    const params: BatchTradeParams = { symbol, selfTrade: input.self_trade };
    const items = (scheduleCode: string): NewTaskItem[] =>
      legs.map((leg, index) => ({
        index,
        clientOrderId: itemClientOrderId(scheduleCode, index),
        side: leg.side,
        price: leg.price,
        amount: leg.quantity,
      }));
    const task = await deps.tasks.create(
      {
        userId,
        type: 'order',
        action: BATCH_TRADE,
        web,
        base: input.yenUnit1,
        quote: input.yenUnit2,
        params: { ...params, request: input },
        language: ctx.language,
      },
      items,
    );
    return { schedule_code: task.code, total: task.total };
  });
