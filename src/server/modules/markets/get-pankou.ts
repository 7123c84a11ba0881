import { getPankou } from '../../../shared/contracts/markets/get-pankou.ts';
import { answer } from '../../http/call-registry.ts';
import type { DexTokenRepository } from './dex-token-repository.ts';
import { feedMarketOf } from './feed-market.ts';
import { userIdOf } from './favourites.ts';
import type { MarketDeps } from './market-deps.ts';
import { viaVenue } from './venue-failure.ts';

/** The book from the market's shared feed: every client polling it is served by one upstream stream. */
export const getPankouCall = (deps: MarketDeps, tokens: DexTokenRepository) =>
  answer(getPankou, async (input, ctx) => {
    const { venueId, symbol } = await feedMarketOf(deps, tokens, userIdOf(ctx), input);
    const snapshot = await viaVenue(() => deps.venues.hub.read(venueId, symbol, { kind: 'book', depth: input.depth }));
    return {
      bids: snapshot.value.bids,
      asks: snapshot.value.asks,
      nonce: snapshot.value.nonce,
      updated_at: snapshot.receivedAt,
      stale: snapshot.stale,
      stale_reason: snapshot.staleReason,
    };
  });
