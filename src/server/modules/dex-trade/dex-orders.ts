// /Trade/dex_orders: the DEX order history, every swap the console sent for the user (bots, DEX
// batch orders, main-wallet orders) in the last 3 months, newest first, with why a failed one
// failed in the caller's language.
import { dexOrders } from '../../../shared/contracts/trade/dex-orders.ts';
import type { DexSwapView, SwapSource, SwapStatus } from '../../../shared/contracts/trade/dex-swap-fields.ts';
import type { TradeSide } from '../../../shared/contracts/trade/fields.ts';
import { HISTORY_DAYS } from '../../../shared/contracts/trade/fields.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import type { CallContext } from '../../http/call-registry.ts';
import { answer } from '../../http/call-registry.ts';
import { userIdOf } from '../markets/favourites.ts';
import type { DexTradeDeps } from './dex-trade-deps.ts';
import type { SwapRepository, SwapRow } from './swap-repository.ts';

/** The failure reasons the swap paths record (chain-errors.ts reasons, and those of swap-item.ts). */
export const SWAP_REASONS = [
  'rpcDown',
  'nonceTooLow',
  'outOfGas',
  'insufficientGas',
  'allowanceMissing',
  'slippage',
  'deadline',
  'insufficientBalance',
  'feeOnTransfer',
  'blockhashExpired',
  'rentMissing',
  'accountMissing',
  'noRoute',
  'reverted',
  'notSent',
  'walletMissing',
] as const;

function reasonText(ctx: CallContext, reason: string | null): string | null {
  if (reason === null) return null;
  return (SWAP_REASONS as readonly string[]).includes(reason) ? ctx.t(`dexSwap.reason.${reason}`) : reason;
}

export function swapView(d: DexTradeDeps, ctx: CallContext, swap: SwapRow, code: string | null): DexSwapView {
  return {
    id: swap.id,
    source: swap.source as SwapSource,
    robot_id: swap.robotId,
    schedule_code: code,
    web: swap.web,
    chain: swap.chain,
    yenUnit1: swap.base,
    yenUnit2: swap.quote,
    side: swap.side as TradeSide,
    wallet_address: swap.walletAddress,
    requested: swap.requested,
    base_amount: swap.baseAmount,
    quote_amount: swap.quoteAmount,
    price: swap.price,
    gas_fee: swap.gasFee,
    gas_coin: d.venues.dex.get(swap.web)?.chain.nativeSymbol ?? swap.chain,
    hash: swap.hash,
    status: swap.status as SwapStatus,
    reason: reasonText(ctx, swap.reason),
    reason_key: swap.reason,
    time: swap.createdAt.getTime(),
    settled_at: swap.settledAt?.getTime() ?? null,
  };
}

export const dexOrdersCall = (d: DexTradeDeps, swaps: SwapRepository) =>
  answer(dexOrders, async (input, ctx) => {
    if (input.schedule_code) {
      const task = await d.tasks.repo.byCode(input.schedule_code);
      if (!task || task.userId !== userIdOf(ctx)) throw new ApiError(CODE.taskNotFound);
    }
    const { rows, total } = await swaps.page(
      {
        userId: userIdOf(ctx),
        since: new Date(d.now() - HISTORY_DAYS * 86_400_000),
        web: input.web,
        base: input.yenUnit1,
        quote: input.yenUnit2,
        source: input.source,
        status: input.status,
        side: input.side,
        scheduleCode: input.schedule_code,
      },
      input.page,
      input.page_size,
    );
    return {
      list: rows.map((row) => swapView(d, ctx, row.swap, row.code)),
      total,
      page: input.page,
      page_size: input.page_size,
    };
  });
