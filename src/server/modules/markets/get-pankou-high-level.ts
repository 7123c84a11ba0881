import { getPankouHighLevel } from '../../../shared/contracts/markets/get-pankou-high-level.ts';
import { cumulative, groupLevels } from '../../../shared/contracts/markets/group-levels.ts';
import { answer } from '../../http/call-registry.ts';
import type { DexTokenRepository } from './dex-token-repository.ts';
import { feedMarketOf } from './feed-market.ts';
import { userIdOf } from './favourites.ts';
import type { MarketDeps } from './market-deps.ts';
import { viaVenue } from './venue-failure.ts';

/** The deeper book from the same shared feed, grouped into price steps when asked. */
export const getPankouHighLevelCall = (deps: MarketDeps, tokens: DexTokenRepository) =>
  answer(getPankouHighLevel, async (input, ctx) => {
    const { venueId, symbol } = await feedMarketOf(deps, tokens, userIdOf(ctx), input);
    const snapshot = await viaVenue(() => deps.venues.hub.read(venueId, symbol, { kind: 'book', depth: input.depth }));
    const step = input.step ?? null;
    const bids = step ? groupLevels(snapshot.value.bids, step, 'bid') : snapshot.value.bids;
    const asks = step ? groupLevels(snapshot.value.asks, step, 'ask') : snapshot.value.asks;
    return {
      bids,
      asks,
      bid_totals: cumulative(bids),
      ask_totals: cumulative(asks),
      step,
      updated_at: snapshot.receivedAt,
      stale: snapshot.stale,
      stale_reason: snapshot.staleReason,
    };
  });
