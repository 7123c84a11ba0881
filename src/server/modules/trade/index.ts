// Manual trading (/Api/Trade/*): single orders and cancels, open orders and holdings, batch orders
// and batch cancels as background tasks, the order history with its export, and futures positions
// (which share the order record, so a close is in the history too).
import type { RegisteredCall } from '../../http/call-registry.ts';
import { batchCancelExecutor, batchTradeExecutor } from './batch-executors.ts';
import { BATCH_CANCEL, batchTradeCancelCall } from './batch-trade-cancel.ts';
import { BATCH_TRADE, batchTradeCoinCall } from './batch-trade-coin.ts';
import { futuresCalls } from '../futures/index.ts';
import { cexOrdersCall } from './cex-orders.ts';
import { exportCexOrdersCall } from './export-cex-orders.ts';
import { orderRepository } from './order-repository.ts';
import { tradeCancelCall } from './trade-cancel.ts';
import { tradeCoinCall } from './trade-coin.ts';
import type { TradeDeps } from './trade-deps.ts';
import { tradeOpenOrdersCall } from './trade-open-orders.ts';
import { tradePositionOrdersCall } from './trade-position-orders.ts';

export type { TradeDeps } from './trade-deps.ts';

/** Registers the batch executors with the task service and answers the calls. */
export function tradeCalls(deps: TradeDeps): RegisteredCall[] {
  const orders = orderRepository(deps.db, deps.now);
  deps.tasks.register(BATCH_TRADE, batchTradeExecutor(deps, orders));
  deps.tasks.register(BATCH_CANCEL, batchCancelExecutor(deps, orders));
  return [
    tradeCoinCall(deps, orders),
    tradeCancelCall(deps, orders),
    tradeOpenOrdersCall(deps),
    tradePositionOrdersCall(deps),
    batchTradeCoinCall(deps),
    batchTradeCancelCall(deps),
    cexOrdersCall(deps, orders),
    exportCexOrdersCall(deps, orders),
    ...futuresCalls(deps, orders),
  ];
}
