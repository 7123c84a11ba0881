import { getKline } from '../../../shared/contracts/markets/get-kline.ts';
import { answer } from '../../http/call-registry.ts';
import type { MarketDeps } from './market-deps.ts';
import { marketOf } from './market-of.ts';
import { viaVenue } from './venue-failure.ts';

/** Candles from the market's shared candle feed of that period. */
export const getKlineCall = (deps: MarketDeps) =>
  answer(getKline, async (input) => {
    const { venue, symbol } = marketOf(deps.venues, input);
    const snapshot = await viaVenue(() =>
      deps.venues.hub.read(venue.id, symbol, { kind: 'candles', timeframe: input.period, limit: input.limit }),
    );
    return { candles: snapshot.value, updated_at: snapshot.receivedAt, stale: snapshot.stale, stale_reason: snapshot.staleReason };
  });
