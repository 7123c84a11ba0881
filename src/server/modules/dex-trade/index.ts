// DEX swaps (/Api/Trade/batch_trade_dex, trade_dex, dex_position, dex_orders): the DEX batch order
// and the funding-wallet order, both run as background tasks of type "swap" through the chain's
// journalled sender, and the DEX order history of every swap the console sent.
import type { RegisteredCall } from '../../http/call-registry.ts';
import { answeringChainFailures } from '../wallets/chain-failure.ts';
import { batchTradeDexCall } from './batch-trade-dex.ts';
import { dexOrdersCall } from './dex-orders.ts';
import { dexPositionCall } from './dex-position.ts';
import type { DexTradeDeps } from './dex-trade-deps.ts';
import { swapRepository } from './swap-repository.ts';
import { BATCH_SWAP, MAIN_SWAP } from './swap-task.ts';
import { swapTaskExecutor } from './swap-task-executor.ts';
import { tradeDexCall } from './trade-dex.ts';

export type { DexTradeDeps } from './dex-trade-deps.ts';

/** Registers the swap task executor with the task service and answers the calls. */
export function dexTradeCalls(deps: DexTradeDeps): RegisteredCall[] {
  const swaps = swapRepository(deps.db, deps.now);
  const executor = swapTaskExecutor(deps, swaps);
  deps.tasks.register(BATCH_SWAP, executor);
  deps.tasks.register(MAIN_SWAP, executor);
  return [batchTradeDexCall(deps), tradeDexCall(deps, swaps), dexPositionCall(deps), dexOrdersCall(deps, swaps)].map(
    answeringChainFailures,
  );
}
