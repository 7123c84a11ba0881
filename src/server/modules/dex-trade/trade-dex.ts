// /Trade/trade_dex: a funding-wallet order on /stocks, one swap from the user's main wallet on the
// venue's chain (EVM or Solana). Everything that would refuse it is checked first (the wallet, its
// balance, its gas, the router's allowance, and the chain's or the venue's own view of the swap);
// then it runs as a task of one swap, journalled like a batch's, so a restart neither loses nor repeats it. Its item carries
// a client order id derived from the form's request id: the same submission sent again finds the
// first task (trade_task_items' unique client order id) instead of sending a second swap.
import { createHash } from 'node:crypto';
import { formatUnits } from 'viem';
import { ChainError } from '../../../engine/connectors/evm/chain-errors.ts';
import { tradeDex } from '../../../shared/contracts/trade/trade-dex.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer, type CallContext } from '../../http/call-registry.ts';
import { userIdOf } from '../markets/favourites.ts';
import { unitsOf } from './dex-market.ts';
import type { DexTradeDeps } from './dex-trade-deps.ts';
import type { SwapRepository } from './swap-repository.ts';
import { MAIN_SWAP, startSwapTask } from './swap-task.ts';
import { swapVenueOf } from './swap-venue-of.ts';

/** "d" and 22 characters of a hash of the user and the form's request id. */
const mainSwapOrderId = (userId: number, requestId: string) =>
  `d${createHash('sha256').update(`${userId}:${requestId}`).digest('base64url').slice(0, 22)}`;

/** What the chain's estimate of the swap refused, as the caller's code. */
function estimateRefusal(error: ChainError, ctx: CallContext, token: string): ApiError {
  if (error.action === 'retry') return new ApiError(CODE.exchangeUnavailable);
  if (error.reason === 'insufficientBalance') return new ApiError(CODE.amountExceedsBalance);
  if (error.code !== undefined) return new ApiError(error.code, `code.${error.code}`, { params: { token } });
  return new ApiError(CODE.swapRefused, 'code.4504', { params: { reason: ctx.t(`dexSwap.reason.${error.reason}`) } });
}

export const tradeDexCall = (d: DexTradeDeps, swaps: SwapRepository) =>
  answer(tradeDex, async (input, ctx) => {
    const userId = userIdOf(ctx);
    const clientOrderId = mainSwapOrderId(userId, input.request_id);
    const started = async () => {
      const earlier = await swaps.taskOfOrder(userId, clientOrderId);
      return earlier ? { schedule_code: earlier.code, total: earlier.total, type: 'swap' as const } : null;
    };
    const again = await started();
    if (again) return again;

    const venue = await swapVenueOf(d, userId, input);
    const chain = venue.chain.key;
    const main = await d.wallets.requireMain(userId, chain);
    if (!main.enabled) throw new ApiError(CODE.mainWalletOff);
    const inToken = input.side === 'buy' ? venue.quote : venue.base;
    const amountIn = unitsOf(input.amount, inToken);
    const [holdings, swapCost, [allowance]] = await Promise.all([
      venue.holdings([main.address], inToken),
      venue.swapCost(input.gas_multiplier),
      venue.allowances([main.address], inToken),
    ]);
    const held = holdings.get(main.address)!;
    const spendable = inToken.native ? held.native - swapCost : held.token;
    if (spendable < amountIn) throw new ApiError(CODE.amountExceedsBalance);
    if (held.native < swapCost + (inToken.native ? amountIn : 0n)) throw new ApiError(CODE.mainWalletGasLow);
    if (allowance! < amountIn)
      throw new ApiError(CODE.tokenNotAuthorisedMain, 'code.2108', {
        params: { token: inToken.symbol },
        data: { token: inToken.address.toLowerCase() },
      });
    try {
      await venue.estimate({
        from: main.address,
        side: input.side,
        amountIn,
        slippage: input.slippage,
        gasMultiplier: input.gas_multiplier,
        role: 'main',
      });
    } catch (error) {
      if (error instanceof ChainError) throw estimateRefusal(error, ctx, inToken.symbol);
      throw error;
    }

    try {
      const task = await startSwapTask(
        d,
        ctx,
        {
          userId,
          action: MAIN_SWAP,
          venue,
          params: {
            source: 'main',
            web: venue.venueId,
            chain,
            base: venue.base,
            quote: venue.quote,
            slippage: input.slippage,
            gasMultiplier: input.gas_multiplier,
            request: input,
          },
        },
        [
          {
            clientOrderId,
            intent: {
              kind: 'swap',
              wallet: main.id,
              address: main.address,
              role: 'main',
              side: input.side,
              amountIn: amountIn.toString(),
              requested: Number(formatUnits(amountIn, inToken.decimals)),
              gapMs: 0,
            },
          },
        ],
      );
      return { schedule_code: task.code, total: task.total, type: 'swap' as const };
    } catch (error) {
      // The same submission, sent twice at once: the other one stored the task first.
      const raced = await started();
      if (raced) return raced;
      throw error;
    }
  });
