import { getPankou } from '../../../shared/contracts/markets/get-pankou.ts';
import { answer } from '../../http/call-registry.ts';
import type { MarketDeps } from './market-deps.ts';
import { marketOf } from './market-of.ts';
import { viaVenue } from './venue-failure.ts';

/** The book from the market's shared feed: every client polling it is served by one upstream stream. */
export const getPankouCall = (deps: MarketDeps) =>
  answer(getPankou, async (input) => {
    const { venue, symbol } = marketOf(deps.venues, input);
    const snapshot = await viaVenue(() => deps.venues.hub.read(venue.id, symbol, { kind: 'book', depth: input.depth }));
    return {
      bids: snapshot.value.bids,
      asks: snapshot.value.asks,
      nonce: snapshot.value.nonce,
      updated_at: snapshot.receivedAt,
      stale: snapshot.stale,
      stale_reason: snapshot.staleReason,
    };
  });
