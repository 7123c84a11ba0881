// /Trade/batch_trade_dex: DEX Batch Order (batch swap). The group's wallets that may take the side
// and hold enough are chosen at random, the total is split by the variation and each swap is
// stored with its wallet, amount and wait before anything is signed; the swaps then run as a
// background task, one every `interval` seconds.
import { formatUnits } from 'viem';
import { batchTradeDex } from '../../../shared/contracts/trade/batch-trade-dex.ts';
import { mulberry32 } from '../../../shared/mulberry32.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import { userIdOf } from '../markets/favourites.ts';
import { unitsOf } from './dex-market.ts';
import type { DexTradeDeps } from './dex-trade-deps.ts';
import { planBatchSwaps } from './batch-swap-plan.ts';
import { spendableOf } from './swap-funds.ts';
import { BATCH_SWAP, type PlannedSwap, startSwapTask } from './swap-task.ts';
import { swapVenueOf } from './swap-venue-of.ts';

/** Each gap between two swaps varies by up to ±10% (spec §9 jitter of DEX batch selling), so the swaps keep no fixed beat. */
const GAP_JITTER = 0.1;

export const batchTradeDexCall = (d: DexTradeDeps) =>
  answer(batchTradeDex, async (input, ctx) => {
    const userId = userIdOf(ctx);
    const venue = await swapVenueOf(d, userId, input);
    const chain = venue.chain.key;
    if (input.group_id && !(await d.wallets.repo.group(userId, chain, input.group_id))) throw new ApiError(CODE.groupNotFound);
    const inToken = input.side === 'buy' ? venue.quote : venue.base;
    const total = unitsOf(input.total_amount, inToken);
    const wallets = (await d.wallets.repo.trading(userId, { chain, groupId: input.group_id, enabledOnly: true })).filter(
      (row) => row.ordering,
    );
    const [holdings, swapCost] = await Promise.all([
      venue.holdings(
        wallets.map((row) => row.address),
        inToken,
      ),
      venue.swapCost(input.gas_multiplier),
    ]);
    const random = mulberry32((d.now() ^ userId) >>> 0);
    const plan = planBatchSwaps(
      wallets.map((row) => ({
        wallet: row,
        restriction: row.restriction as 'unlimited' | 'buy' | 'sell',
        ...spendableOf(holdings.get(row.address)!, inToken, swapCost),
      })),
      { side: input.side, count: input.wallet_count, total, variation: input.variation, random },
    );
    if (!plan.ok) {
      if (plan.problem === 'noWallets')
        throw new ApiError(CODE.swapNoWallets, 'code.4501', { params: { side: ctx.t(`dexSwap.side.${input.side}`) } });
      if (plan.problem === 'tooSmall') throw new ApiError(CODE.amountTooSmall, 'code.4415', { params: { count: plan.count } });
      throw new ApiError(CODE.swapNoFunds, 'code.4502', {
        params: { amount: formatUnits(plan.share, inToken.decimals), token: inToken.symbol, coin: venue.chain.nativeSymbol },
      });
    }
    // A wallet that has not approved the token fails its own swap (2107); none approved fails the batch now.
    const allowances = await venue.allowances(
      plan.swaps.map((swap) => swap.wallet.address),
      inToken,
    );
    if (plan.swaps.every((swap, index) => allowances[index]! < swap.amount))
      throw new ApiError(CODE.tokenNotAuthorised, 'code.2107', {
        params: { token: inToken.symbol },
        data: { token: inToken.address.toLowerCase() },
      });
    const swaps: PlannedSwap[] = plan.swaps.map(({ wallet, amount }, index) => ({
      intent: {
        kind: 'swap',
        wallet: wallet.id,
        address: wallet.address,
        role: 'trading',
        side: input.side,
        amountIn: amount.toString(),
        requested: Number(formatUnits(amount, inToken.decimals)),
        gapMs: index === 0 ? 0 : Math.round(input.interval * 1000 * (1 + GAP_JITTER * (2 * random() - 1))),
      },
    }));
    const task = await startSwapTask(
      d,
      ctx,
      {
        userId,
        action: BATCH_SWAP,
        venue,
        params: {
          source: 'batch',
          web: venue.venueId,
          chain,
          base: venue.base,
          quote: venue.quote,
          slippage: input.slippage,
          gasMultiplier: input.gas_multiplier,
          request: input,
        },
      },
      swaps,
    );
    return { schedule_code: task.code, total: task.total, type: 'swap' as const };
  });
