// /Trade/trade_coin: one limit or market order. The order is recorded as pending under a client
// order id derived from the form submission before it leaves, so the same submission sent again
// (a lost answer, a double click) finds the first order instead of placing a second.
import { createHash, randomBytes } from 'node:crypto';
import { DuplicateOrderError, RetryableVenueError } from '../../../engine/connectors/errors.ts';
import type { OrderState } from '../../../engine/connectors/types.ts';
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
import { tradeAccountOf } from './trade-account.ts';
import type { TradeDeps } from './trade-deps.ts';
import { tradeFailure, viaTrade } from './trade-failure.ts';

/** At most 36 characters, as Binance allows: "m" and 22 characters of a hash. */
const manualOrderId = (userId: number, requestId: string | undefined) =>
  `m${createHash('sha256')
    .update(`${userId}:${requestId ?? randomBytes(16).toString('hex')}`)
    .digest('base64url')
    .slice(0, 22)
    .replace(/[^A-Za-z0-9]/g, 'x')}`;

export const tradeCoinCall = (deps: TradeDeps, orders: OrderRepository) =>
  answer(tradeCoin, async (input, ctx) => {
    const userId = userIdOf(ctx);
    const account = await tradeAccountOf(deps, userId, input);
    const { connector, symbol, web } = account;
    const market = await marketRulesOf(connector, symbol, deps.now());
    const quantity = floorToStep(input.quantity, market.amount_step);
    if (!(quantity > 0)) throw new ApiError(CODE.invalidParams, 'validation.trade.quantity');
    const price = input.type === 'limit' ? roundToStep(input.price!, market.price_step) : undefined;
    const clientOrderId = manualOrderId(userId, input.request_id);
    const owner = { userId, web, base: input.yenUnit1, quote: input.yenUnit2, scheduleCode: null };

    const earlier = await orders.byClientOrderId(clientOrderId);
    if (earlier?.venueOrderId) {
      const order = await viaTrade(() => connector.fetchOrder(symbol, { clientOrderId }));
      return { order: orderViewOf(web, order), market };
    }

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

    await orders.insertPending(owner, { clientOrderId, side: input.side, type: input.type, price: price ?? null, amount: quantity });
    let order: OrderState;
    try {
      order = await connector.createOrder({
        symbol,
        side: input.side,
        type: input.type,
        amount: quantity,
        ...(price === undefined ? {} : { price }),
        clientOrderId,
      });
    } catch (error) {
      // The first attempt reached the venue, or the answer was lost: the venue knows the order by its id.
      if (error instanceof DuplicateOrderError || error instanceof RetryableVenueError) {
        const found = await connector.fetchOrder(symbol, { clientOrderId }).catch(() => null);
        if (!found) throw tradeFailure(error);
        order = found;
      } else {
        await orders.markStatus(clientOrderId, 'rejected');
        throw tradeFailure(error);
      }
    }
    await orders.record(owner, order, clientOrderId);
    return { order: orderViewOf(web, order), market };
  });
