// How a batch task carries out its items on the venue. Placing: an item attempted before (a retry,
// or a restart after a crash) is first looked up by its client order id, so an order that reached
// the venue is never sent twice. Cancelling: an order already gone is skipped.
import { DuplicateOrderError, OrderNotFoundError, OrderRejectedError, VenueStopError } from '../../../engine/connectors/errors.ts';
import type { OrderState } from '../../../engine/connectors/types.ts';
import { exchangeAccountRepository } from '../exchange-accounts/index.ts';
import { openCredentials } from '../exchange-accounts/credential-vault.ts';
import { DEFAULT_TASK_CONCURRENCY, TaskAbort, type TaskExecutor } from '../tasks/index.ts';
import type { TaskItemRow, TaskRow } from '../tasks/task-repository.ts';
import type { OrderRepository } from './order-repository.ts';
import type { TradeDeps } from './trade-deps.ts';
import { venueReason } from './trade-failure.ts';

export interface BatchTradeParams {
  symbol: string;
  selfTrade: boolean;
}

async function accountConnector(deps: TradeDeps, task: TaskRow) {
  const row = await exchangeAccountRepository(deps.db).byWeb(task.userId, task.web);
  if (!row) throw new TaskAbort('no exchange account bound');
  return deps.venues.pool.accountConnector(task.web, openCredentials(deps.secretBox, task.userId, task.web, row.credentialsSealed));
}

const stopReason = (error: unknown) => (error instanceof VenueStopError ? `${error.reason}: ${venueReason(error)}` : null);

export function batchTradeExecutor(deps: TradeDeps, orders: OrderRepository): TaskExecutor {
  return {
    failureKey: 'task.orderFailed',
    // Self-trade legs go strictly in order (a pair's order, then its opposite): with several in
    // flight, one pair's leg can reach the book first and trade with another pair's leg at a better
    // price, leaving both of their opposites resting.
    concurrency: (task) => ((task.params as BatchTradeParams).selfTrade ? 1 : DEFAULT_TASK_CONCURRENCY),
    async prepare(task) {
      const { symbol, selfTrade } = task.params as BatchTradeParams;
      const connector = await accountConnector(deps, task);
      const owner = { userId: task.userId, web: task.web, base: task.base, quote: task.quote, scheduleCode: task.code };
      const placed = async (item: TaskItemRow, order: OrderState) => {
        await orders.record(owner, order, item.clientOrderId!);
        return { result: 'use' as const, venueOrderId: order.id };
      };
      const lookUp = (clientOrderId: string) =>
        connector.fetchOrder(symbol, { clientOrderId }).catch((error: unknown) => {
          if (error instanceof OrderNotFoundError) return null;
          throw error;
        });
      return async (item, resumed) => {
        const clientOrderId = item.clientOrderId!;
        if (resumed) {
          const found = await lookUp(clientOrderId);
          if (found) return placed(item, found);
        }
        try {
          const order = await connector.createOrder({
            symbol,
            side: item.side === 'sell' ? 'sell' : 'buy',
            type: 'limit',
            amount: item.amount,
            price: item.price!,
            clientOrderId,
            ...(selfTrade ? { allowSelfTrade: true } : {}),
          });
          return placed(item, order);
        } catch (error) {
          if (error instanceof DuplicateOrderError) {
            const found = await lookUp(clientOrderId);
            if (found) return placed(item, found);
          }
          const stop = stopReason(error);
          if (stop) throw new TaskAbort(stop);
          if (error instanceof OrderRejectedError) return { result: 'fail', reason: venueReason(error) };
          throw error; // retried: the next attempt looks the order up first
        }
      };
    },
  };
}

export function batchCancelExecutor(deps: TradeDeps, orders: OrderRepository): TaskExecutor {
  return {
    failureKey: 'task.orderFailed',
    async prepare(task) {
      const { symbol } = task.params as { symbol: string };
      const connector = await accountConnector(deps, task);
      return async (item) => {
        try {
          const order = await connector.cancelOrder(symbol, { id: item.venueOrderId! });
          if (order.clientOrderId && (await orders.byClientOrderId(order.clientOrderId)))
            await orders.markStatus(order.clientOrderId, 'canceled');
          return { result: 'use', venueOrderId: order.id };
        } catch (error) {
          // Filled or cancelled meanwhile: nothing left to cancel.
          if (error instanceof OrderNotFoundError) return { result: 'skip', reason: 'not open' };
          const stop = stopReason(error);
          if (stop) throw new TaskAbort(stop);
          if (error instanceof OrderRejectedError) return { result: 'fail', reason: venueReason(error) };
          throw error;
        }
      };
    },
  };
}
