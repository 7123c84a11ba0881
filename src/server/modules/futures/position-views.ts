// An account's open positions as /positionManagement shows them. The closable quantity is the size
// less what resting reduce-only orders on the closing side already close, so a user cannot stack
// closing orders beyond the position.
import type { OrderState, PositionState } from '../../../engine/connectors/types.ts';
import type { PositionView } from '../../../shared/contracts/futures/fields.ts';
import type { FuturesAccount } from './futures-accounts.ts';
import { yenUnitsOf } from '../../../engine/connectors/venue-definition.ts';

/** The side of an order that shrinks a position of this side. */
export const closingSide = (side: PositionState['side']) => (side === 'long' ? 'sell' : 'buy');

export function closableOf(position: PositionState, openOrders: OrderState[]): number {
  const closing = openOrders
    .filter((order) => order.symbol === position.symbol && order.reduceOnly && order.side === closingSide(position.side))
    .reduce((sum, order) => sum + order.remaining, 0);
  // Rounded to 12 places: sums of decimal steps in binary floating point leave dust.
  return Math.max(0, Math.round((position.size - closing) * 1e12) / 1e12);
}

export function positionViewOf(
  account: Pick<FuturesAccount, 'web' | 'exchange'>,
  position: PositionState,
  openOrders: OrderState[],
): PositionView {
  return {
    web: account.web,
    exchange: account.exchange,
    ...yenUnitsOf(position.symbol),
    side: position.side,
    size: position.size,
    closable: closableOf(position, openOrders),
    value: position.notional,
    entry_price: position.entryPrice,
    mark_price: position.markPrice,
    unrealized_pnl: position.unrealizedPnl,
    liquidation_price: position.liquidationPrice,
    margin: position.margin,
    margin_ratio: position.marginRatio,
    margin_mode: position.marginMode,
    leverage: position.leverage,
  };
}

/** Reads an account's positions and, when it has any, its open orders (for the closable quantity). */
export async function accountPositions(account: FuturesAccount): Promise<PositionView[]> {
  const positions = await account.connector.fetchPositions();
  if (positions.length === 0) return [];
  const symbols = [...new Set(positions.map((position) => position.symbol))];
  const openOrders = (await Promise.all(symbols.map((symbol) => account.connector.fetchOpenOrders(symbol)))).flat();
  return positions.map((position) => positionViewOf(account, position, openOrders));
}
