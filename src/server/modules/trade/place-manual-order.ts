// One manual order, placed at most once. It is recorded as pending under a client order id derived
// from the form submission before it leaves, so the same submission sent again (a lost answer, a
// double click) finds the first order instead of placing a second. Used by trade_coin and by the
// futures close.
import { createHash, randomBytes } from 'node:crypto';
import type { CcxtConnector } from '../../../engine/connectors/ccxt-connector.ts';
import { DuplicateOrderError, RetryableVenueError } from '../../../engine/connectors/errors.ts';
import type { OrderInput, OrderState } from '../../../engine/connectors/types.ts';
import type { OrderOwner, OrderRepository } from './order-repository.ts';
import { tradeFailure, viaTrade } from './trade-failure.ts';

/** At most 36 characters, as Binance allows: "m" and 22 characters of a hash. */
export const manualOrderId = (userId: number, requestId: string | undefined) =>
  `m${createHash('sha256')
    .update(`${userId}:${requestId ?? randomBytes(16).toString('hex')}`)
    .digest('base64url')
    .slice(0, 22)
    .replace(/[^A-Za-z0-9]/g, 'x')}`;

/**
 * Places `input` unless its client order id was placed before (then answers what the venue says of
 * that order). `beforeSend` runs only for a first submission (the balance check).
 */
export async function placeManualOrder(
  connector: CcxtConnector,
  orders: OrderRepository,
  owner: OrderOwner,
  input: OrderInput,
  beforeSend: () => Promise<void> = async () => {},
): Promise<OrderState> {
  const { clientOrderId, symbol } = input;
  const earlier = await orders.byClientOrderId(clientOrderId);
  if (earlier?.venueOrderId) return viaTrade(() => connector.fetchOrder(symbol, { clientOrderId }));

  await beforeSend();
  await orders.insertPending(owner, {
    clientOrderId,
    side: input.side,
    type: input.type,
    price: input.price ?? null,
    amount: input.amount,
  });
  let order: OrderState;
  try {
    order = await connector.createOrder(input);
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
  return order;
}
