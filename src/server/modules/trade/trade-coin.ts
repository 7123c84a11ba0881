// /Trade/trade_coin: one limit or market order, spot or perpetual futures, placed at most once per
// form submission (place-manual-order.ts).
import { tradeCoin } from '../../../shared/contracts/trade/trade-coin.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { floorToStep, roundToStep } from '../../../shared/trade/decimals.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import { userIdOf } from '../markets/favourites.ts';
import { checkAvailable } from './balance-check.ts';
import { marketRulesOf } from './market-rules.ts';
import type { OrderRepository } from './order-repository.ts';
import { orderViewOf } from './order-view.ts';
import { manualOrderId, placeManualOrder } from './place-manual-order.ts';
import { tradeAccountOf } from './trade-account.ts';
import type { TradeDeps } from './trade-deps.ts';
import { viaTrade } from './trade-failure.ts';

export const tradeCoinCall = (deps: TradeDeps, orders: OrderRepository) =>
  answer(tradeCoin, async (input, ctx) => {
    const userId = userIdOf(ctx);
    const { connector, symbol, web, kind } = await tradeAccountOf(deps, userId, input);
    const market = await marketRulesOf(connector, symbol, deps.now());
    const quantity = floorToStep(input.quantity, market.amount_step);
    if (!(quantity > 0)) throw new ApiError(CODE.invalidParams, 'validation.trade.quantity');
    const price = input.type === 'limit' ? roundToStep(input.price!, market.price_step) : undefined;
    const owner = { userId, web, base: input.yenUnit1, quote: input.yenUnit2, scheduleCode: null, marketKind: kind };

    // Spot spends the coins themselves; a futures order needs margin, which only the venue can
    // weigh (leverage, open positions): its refusal answers the same 4301.
    const checkBalance = async () => {
      if (kind === 'swap') return;
      let spendPrice = price;
      if (spendPrice === undefined && input.side === 'buy')
        spendPrice = (await viaTrade(() => connector.fetchTicker(symbol))).ask ?? undefined;
      await checkAvailable(
        connector,
        { base: input.yenUnit1, quote: input.yenUnit2 },
        {
          quote: input.side === 'buy' ? quantity * (spendPrice ?? 0) : 0,
          base: input.side === 'sell' ? quantity : 0,
        },
      );
    };
    const order = await placeManualOrder(
      connector,
      orders,
      owner,
      {
        symbol,
        side: input.side,
        type: input.type,
        amount: quantity,
        ...(price === undefined ? {} : { price }),
        clientOrderId: manualOrderId(userId, input.request_id),
      },
      checkBalance,
    );
    return { order: orderViewOf(web, order), market };
  });
