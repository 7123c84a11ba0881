// A DEX swap task as it is stored (spec §4): the pair, slippage and gas multiplier with the task,
// and each swap's intent (which wallet, which side, how much in base units, the wait before it)
// with its item, all written before anything is signed. Two actions share it: a DEX batch order
// and a funding-wallet (main wallet) order, which is a task of one swap.
import type { TradeSide } from '../../../shared/contracts/trade/fields.ts';
import type { SwapSource } from '../../../shared/contracts/trade/dex-swap-fields.ts';
import type { CallContext } from '../../http/call-registry.ts';
import type { TaskRow } from '../tasks/task-repository.ts';
import type { SwapToken } from './dex-market.ts';
import type { DexTradeDeps } from './dex-trade-deps.ts';
import type { SwapVenue } from './swap-venue.ts';

export const BATCH_SWAP = 'batch_swap';
export const MAIN_SWAP = 'main_swap';

/** A swap task's stored parameters; its tokens are EVM addresses or, on a Solana network, mints. */
export interface SwapTaskParams<T extends SwapToken<string> = SwapToken> {
  source: Exclude<SwapSource, 'bot'>;
  web: string;
  chain: string;
  base: T;
  quote: T;
  slippage: number;
  gasMultiplier: number;
  /** The request as validated. */
  request: unknown;
}

export interface SwapIntent {
  kind: 'swap';
  wallet: number;
  address: string;
  role: 'main' | 'trading';
  side: TradeSide;
  /** What the wallet spends, in base units (quote on a buy, base on a sell). */
  amountIn: string;
  /** The same in whole tokens, for the history. */
  requested: number;
  /** How long this swap waits after the one before it ended. */
  gapMs: number;
}

export interface PlannedSwap {
  intent: SwapIntent;
  /** The item's client order id: set for a main-wallet order, whose request id makes it idempotent. */
  clientOrderId?: string;
}

export async function startSwapTask(
  d: DexTradeDeps,
  ctx: CallContext,
  task: { userId: number; action: typeof BATCH_SWAP | typeof MAIN_SWAP; venue: SwapVenue; params: SwapTaskParams<SwapToken<string>> },
  swaps: PlannedSwap[],
): Promise<TaskRow> {
  return d.tasks.create(
    {
      userId: task.userId,
      type: 'swap',
      action: task.action,
      web: task.venue.venueId,
      base: task.venue.base.symbol,
      quote: task.venue.quote.symbol,
      params: task.params,
      language: ctx.language,
    },
    () =>
      swaps.map(({ intent, clientOrderId }, index) => ({
        index,
        side: intent.side,
        amount: intent.requested,
        intent,
        ...(clientOrderId ? { clientOrderId } : {}),
      })),
  );
}

/** A task's parameters, its tokens typed as its chain family's (the caller knows which). */
export const swapParamsOf = <T extends SwapToken<string> = SwapToken>(task: TaskRow) => task.params as SwapTaskParams<T>;
