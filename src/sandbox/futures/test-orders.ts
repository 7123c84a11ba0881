// Orders on the BTCUSDT perpetual written as a test reads them (quantity and price as decimal
// strings, a market order when no price is given), for the futures venue's in-process tests.
import { atoms } from '../decimal.ts';
import type { Futures } from './futures.ts';
import type { FuturesPlaceCommand } from './types.ts';

export type TestOrder = Partial<FuturesPlaceCommand> & Pick<FuturesPlaceCommand, 'side'> & { quantity: string; price?: string };

export function btcOrders(futures: Futures) {
  const btc = futures.contract('BTCUSDT');
  const lots = (amount: string) => Number(atoms(amount) / btc.stepAtoms);
  const ticks = (price: string) => Number(atoms(price) / btc.tickAtoms);
  /** Places an order for the account, under a fresh client order id. */
  const placeFor = (accountId: number, order: TestOrder) =>
    futures.placeOrder({
      accountId,
      symbol: 'BTCUSDT',
      type: order.price ? 'LIMIT' : 'MARKET',
      timeInForce: order.timeInForce ?? 'GTC',
      reduceOnly: order.reduceOnly ?? false,
      clientOrderId: `c-${futures.ledger.nextOrderId}`,
      side: order.side,
      lots: lots(order.quantity),
      priceTicks: order.price ? ticks(order.price) : 0,
    });
  return { lots, ticks, placeFor };
}
