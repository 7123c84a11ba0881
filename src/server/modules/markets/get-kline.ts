import { getKline } from '../../../shared/contracts/markets/get-kline.ts';
import { answer } from '../../http/call-registry.ts';
import type { DexTokenRepository } from './dex-token-repository.ts';
import { feedMarketOf } from './feed-market.ts';
import { userIdOf } from './favourites.ts';
import type { MarketDeps } from './market-deps.ts';
import { viaVenue } from './venue-failure.ts';

/** Candles from the market's shared candle feed of that period. */
export const getKlineCall = (deps: MarketDeps, tokens: DexTokenRepository) =>
  answer(getKline, async (input, ctx) => {
    const { venueId, symbol } = await feedMarketOf(deps, tokens, userIdOf(ctx), input);
    const snapshot = await viaVenue(() =>
      deps.venues.hub.read(venueId, symbol, { kind: 'candles', timeframe: input.period, limit: input.limit }),
    );
    return { candles: snapshot.value, updated_at: snapshot.receivedAt, stale: snapshot.stale, stale_reason: snapshot.staleReason };
  });
