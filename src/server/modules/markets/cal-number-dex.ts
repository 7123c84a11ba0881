import { poolPrice, swapOfSize, swapToPrice } from '../../../engine/connectors/evm/pool-math.ts';
import { calNumberDex } from '../../../shared/contracts/markets/cal-number-dex.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import { calNumberSolana } from './cal-number-solana.ts';
import type { DexTokenRepository } from './dex-token-repository.ts';
import { userIdOf } from './favourites.ts';
import { feedMarketOf } from './feed-market.ts';
import type { MarketDeps } from './market-deps.ts';
import { solanaVenueOf } from './solana-market.ts';
import { viaVenue } from './venue-failure.ts';

/** Prices and percentages to 12 significant digits: the floating-point noise below means nothing. */
const round = (value: number) => Number(value.toPrecision(12));

/** The price-impact calculator over the pool's reserves as they are now (a Solana venue's: cal-number-solana.ts). */
export const calNumberDexCall = (deps: MarketDeps, tokens: DexTokenRepository) =>
  answer(calNumberDex, async (input, ctx) => {
    const solana = solanaVenueOf(deps, input.web);
    if (solana) return calNumberSolana(deps, tokens, solana, userIdOf(ctx), input);
    const { venueId, symbol } = await feedMarketOf(deps, tokens, userIdOf(ctx), input);
    const pool = await viaVenue(() => deps.venues.dex.marketSource(venueId).reserves(symbol));
    const before = poolPrice(pool);
    let swap: ReturnType<typeof swapToPrice>;
    if (input.mode === 'price') {
      if (input.target_price === undefined) throw new ApiError(CODE.invalidParams, 'validation.dex.targetPrice');
      const wrongSide = input.side === 'buy' ? input.target_price <= before : input.target_price >= before;
      if (wrongSide) throw new ApiError(CODE.invalidParams, 'validation.dex.targetSide', { params: { price: round(before) } });
      swap = swapToPrice(pool, input.target_price);
    } else {
      if (input.amount === undefined) throw new ApiError(CODE.invalidParams, 'validation.dex.amount');
      swap = swapOfSize(pool, input.side, input.amount);
    }
    const [tokenIn, tokenOut] = input.side === 'buy' ? [input.yenUnit2, input.yenUnit1] : [input.yenUnit1, input.yenUnit2];
    return {
      price_before: round(before),
      price_after: round(swap.priceAfter),
      amount_in: swap.amountIn,
      amount_out: swap.amountOut,
      token_in: tokenIn,
      token_out: tokenOut,
      impact_percent: round(((swap.priceAfter - before) / before) * 100),
      fee_percent: pool.feePercent,
      reserves: { base: pool.base, quote: pool.quote },
    };
  });
