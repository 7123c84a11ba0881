import { collect } from '../../../shared/contracts/markets/collect.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import type { FavouriteRepository } from './favourite-repository.ts';
import { favouriteEntries, userIdOf } from './favourites.ts';
import type { DexTokenRepository } from './dex-token-repository.ts';
import { feedMarketOf } from './feed-market.ts';
import type { MarketDeps } from './market-deps.ts';
import { viaVenue } from './venue-failure.ts';

/** Adds a pair the venue really lists (an exchange's markets are loaded once per venue and kept;
 *  a DEX pair needs its pool, a Solana pair the venue's quote). */
export const collectCall = (deps: MarketDeps, favourites: FavouriteRepository, tokens: DexTokenRepository) =>
  answer(collect, async (input, ctx) => {
    const userId = userIdOf(ctx);
    const { venueId, symbol } = await feedMarketOf(deps, tokens, userId, input);
    if (deps.venues.dex.has(venueId)) {
      await viaVenue(() => deps.venues.dex.marketSource(venueId).reserves(symbol));
    } else if (deps.venues.solana.has(venueId)) {
      // A Solana pair is listed when the venue quotes it (an unknown mint answers as a bad symbol).
      await viaVenue(() => deps.venues.solana.marketSource(venueId).fetchTicker(symbol));
    } else {
      const markets = await viaVenue(() => deps.venues.pool.publicConnector(venueId).loadMarkets());
      if (!markets.some((market) => market.symbol === symbol)) throw new ApiError(CODE.unknownMarket);
    }
    await favourites.add(
      { userId, web: venueId, webType: input.web_type, base: input.yenUnit1, quote: input.yenUnit2 },
      new Date(deps.now()),
    );
    return { list: favouriteEntries(deps, await favourites.ofUser(userId)) };
  });
