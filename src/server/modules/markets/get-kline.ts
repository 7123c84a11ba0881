import { getKline } from '../../../shared/contracts/markets/get-kline.ts';
import { answer } from '../../http/call-registry.ts';
import type { DexTokenRepository } from './dex-token-repository.ts';
import { freshnessOf, readMarketFeed } from './feed-market.ts';
import type { MarketDeps } from './market-deps.ts';

/** Candles from the market's shared candle feed of that period. */
export const getKlineCall = (deps: MarketDeps, tokens: DexTokenRepository) =>
  answer(getKline, async (input, ctx) => {
    const snapshot = await readMarketFeed(deps, tokens, ctx, input, { kind: 'candles', timeframe: input.period, limit: input.limit });
    return { candles: snapshot.value, ...freshnessOf(snapshot) };
  });
