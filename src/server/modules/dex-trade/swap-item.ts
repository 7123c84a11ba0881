// Carries out one swap of a task so that a crash at any point neither loses nor repeats it. The
// swap's row (dex_swaps) and its transaction (chain_sends, under the task, item and step 0) are
// both written before the transaction leaves. A first attempt prepares the swap (a fresh quote, the
// slippage floor, the gas), records it as pending and hands it to the chain's journalled sender. An
// item attempted before (a retry, or the task resuming after a restart) first asks the journal what
// became of its transaction, without signing anything: mined, its receipt settles the swap; still
// waiting with its nonce free, the same signed bytes go out again; never journalled, or its nonce
// taken by another transaction so that it can never land, only then is a new swap prepared.
import type { Account, Address, TransactionReceipt } from 'viem';
import { ChainError, type ChainCallContext } from '../../../engine/connectors/evm/chain-errors.ts';
import type { EvmDexConnector } from '../../../engine/connectors/evm/evm-dex-connector.ts';
import type { JournalledSender } from '../../../engine/wallets/journalled-sender.ts';
import type { ItemOutcome } from '../tasks/task-executor.ts';
import type { TaskItemRow, TaskRow } from '../tasks/task-repository.ts';
import { routeOf, type SwapToken } from './dex-market.ts';
import type { NewSwap, SwapRepository, SwapRow } from './swap-repository.ts';
import { settlementOf } from './swap-settlement.ts';
import type { SwapIntent, SwapTaskParams } from './swap-task.ts';

export interface SwapItemTools {
  task: TaskRow;
  params: SwapTaskParams;
  connector: EvmDexConnector;
  sender: JournalledSender;
  swaps: SwapRepository;
  /** The wallet's signing account, or null when the wallet is gone. */
  accountOf(walletId: number): Promise<Account | null>;
}

/** The journal key of a task's swap: one transaction per item. */
export const swapKey = (taskId: number, index: number) => ({ taskId, itemIndex: index, step: 0 });

const outcomeOfRow = (row: SwapRow): ItemOutcome =>
  row.status === 'done' ? { result: 'use', venueOrderId: row.hash } : { result: 'fail', reason: row.reason ?? 'reverted' };

export function swapContext(params: SwapTaskParams, intent: SwapIntent): Omit<ChainCallContext, 'chain' | 'wallet'> {
  const { tokenIn } = routeOf(params, intent.side);
  return { operation: 'swap', role: intent.role, ...(tokenIn === 'native' ? {} : { token: tokenIn }) };
}

/** The swap's row in the DEX order history, as written before it is sent. */
export function swapRowOf(task: TaskRow, params: SwapTaskParams<SwapToken<string>>, index: number, intent: SwapIntent): NewSwap {
  return {
    userId: task.userId,
    source: params.source,
    taskId: task.id,
    step: index,
    chain: params.chain,
    web: params.web,
    base: params.base.symbol,
    quote: params.quote.symbol,
    walletId: intent.wallet,
    walletAddress: intent.address,
    side: intent.side,
    requested: intent.requested,
  };
}

/** Settles the swap's row from its receipt and answers the item's outcome. */
export async function settleSwap(tools: SwapItemTools, index: number, intent: SwapIntent, receipt: TransactionReceipt) {
  const settlement = settlementOf(tools.connector, receipt, {
    ...tools.params,
    side: intent.side,
    amountIn: BigInt(intent.amountIn),
    wallet: intent.address as Address,
  });
  await tools.swaps.settle(tools.task.id, index, settlement);
  return settlement.status === 'done'
    ? ({ result: 'use', venueOrderId: settlement.hash ?? null } satisfies ItemOutcome)
    : ({ result: 'fail', reason: settlement.reason ?? 'reverted' } satisfies ItemOutcome);
}

const refusal = (error: unknown) => (error instanceof ChainError && error.action !== 'retry' ? error.reason : null);

export async function runSwapItem(tools: SwapItemTools, item: TaskItemRow, resumed: boolean): Promise<ItemOutcome> {
  const intent = item.intent as SwapIntent;
  const { task, params, swaps } = tools;
  const recorded = await swaps.ofItem(task.id, item.index);
  if (recorded && recorded.status !== 'pending') return outcomeOfRow(recorded);
  const key = swapKey(task.id, item.index);
  const context = swapContext(params, intent);
  if (resumed) {
    const receipt = await tools.sender.recover(key, context);
    if (receipt) return settleSwap(tools, item.index, intent, receipt);
  }
  // Nothing of this item is on its way: a new swap may be prepared and sent.
  const row = swapRowOf(task, params, item.index, intent);
  const account = await tools.accountOf(intent.wallet);
  if (!account) {
    await swaps.refuse(row, 'walletMissing');
    return { result: 'fail', reason: 'walletMissing' };
  }
  const route = routeOf(params, intent.side);
  let prepared: Awaited<ReturnType<EvmDexConnector['prepareSwap']>>;
  try {
    prepared = await tools.connector.prepareSwap({
      from: account.address,
      tokenIn: route.tokenIn,
      tokenOut: route.tokenOut,
      amountIn: BigInt(intent.amountIn),
      slippagePercent: params.slippage,
      gasMultiplier: params.gasMultiplier,
      role: intent.role,
    });
  } catch (error) {
    const reason = refusal(error);
    if (!reason) throw error; // retried, resumed first
    await swaps.refuse(row, reason);
    return { result: 'fail', reason };
  }
  await swaps.intend(row);
  let receipt: TransactionReceipt;
  try {
    receipt = await tools.sender.send(key, account, prepared, context, false);
  } catch (error) {
    const reason = refusal(error);
    if (!reason) throw error; // outcome unknown: the retry asks the journal first
    await swaps.settle(task.id, item.index, { status: 'failed', reason });
    return { result: 'fail', reason };
  }
  return settleSwap(tools, item.index, intent, receipt);
}
