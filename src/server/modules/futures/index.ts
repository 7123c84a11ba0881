// Futures (/positionManagement): open positions across the user's futures accounts, closing them
// with reduce-only orders, and each market's leverage and margin mode.
import type { RegisteredCall } from '../../http/call-registry.ts';
import type { OrderRepository } from '../trade/order-repository.ts';
import type { TradeDeps } from '../trade/trade-deps.ts';
import { closePositionCall } from './close-position.ts';
import { futurePositionManagementCall } from './future-position-management.ts';
import { setLeverageCall, setMarginModeCall } from './position-settings.ts';

export function futuresCalls(deps: TradeDeps, orders: OrderRepository): RegisteredCall[] {
  return [futurePositionManagementCall(deps), closePositionCall(deps, orders), setLeverageCall(deps), setMarginModeCall(deps)];
}
