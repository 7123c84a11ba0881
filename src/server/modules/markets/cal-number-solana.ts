// The price-impact calculator on a Solana venue: measured with the venue's quotes
// (quote-impact.ts), since its routes may cross pools of any design and there are no reserves to
// read. The answer has the EVM calculator's shape, without reserves.
import type { QuotedImpact } from '../../../engine/connectors/solana/quote-impact.ts';
import type { SolanaVenueDefinition } from '../../../engine/connectors/solana/solana-venue-registry.ts';
import type { calNumberDex } from '../../../shared/contracts/markets/cal-number-dex.ts';
import type { ParsedRequestOf, ResponseOf } from '../../../shared/contracts/define-call.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import type { DexTokenRepository } from './dex-token-repository.ts';
import type { MarketDeps } from './market-deps.ts';
import { quoteImpactOf, solanaPairOf } from './solana-market.ts';
import { viaVenue } from './venue-failure.ts';

const round = (value: number) => Number(value.toPrecision(12));
const units = (amount: number, decimals: number) => BigInt(Math.floor(amount * 10 ** decimals));

export async function calNumberSolana(
  deps: MarketDeps,
  tokens: DexTokenRepository,
  venue: SolanaVenueDefinition,
  userId: number,
  input: ParsedRequestOf<typeof calNumberDex>,
): Promise<ResponseOf<typeof calNumberDex>> {
  const { base, quote } = await solanaPairOf(venue, tokens, userId, input);
  const calculator = quoteImpactOf(deps.venues.solana.connector(venue.id), base, quote);
  let impact: QuotedImpact;
  if (input.mode === 'price') {
    if (input.target_price === undefined) throw new ApiError(CODE.invalidParams, 'validation.dex.targetPrice');
    const target = input.target_price;
    const before = await viaVenue(() => calculator.priceBefore());
    const wrongSide = input.side === 'buy' ? target <= before : target >= before;
    if (wrongSide) throw new ApiError(CODE.invalidParams, 'validation.dex.targetSide', { params: { price: round(before) } });
    impact = await viaVenue(() => calculator.toPrice(input.side, target));
  } else {
    if (input.amount === undefined) throw new ApiError(CODE.invalidParams, 'validation.dex.amount');
    const amount = input.amount;
    const unitsIn = units(amount, input.side === 'sell' ? base.decimals : quote.decimals);
    if (unitsIn <= 0n) throw new ApiError(CODE.invalidParams, 'validation.dex.amount');
    impact = await viaVenue(() => calculator.ofSize(input.side, unitsIn));
  }
  const [tokenIn, tokenOut] = input.side === 'buy' ? [quote.symbol, base.symbol] : [base.symbol, quote.symbol];
  return {
    price_before: round(impact.priceBefore),
    price_after: round(impact.priceAfter),
    amount_in: impact.amountIn,
    amount_out: impact.amountOut,
    token_in: tokenIn,
    token_out: tokenOut,
    impact_percent: round(((impact.priceAfter - impact.priceBefore) / impact.priceBefore) * 100),
    fee_percent: impact.feePercent,
    reserves: null,
  };
}
