import { collect } from '../../../shared/contracts/markets/collect.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import type { FavouriteRepository } from './favourite-repository.ts';
import { favouriteEntries, userIdOf } from './favourites.ts';
import type { MarketDeps } from './market-deps.ts';
import { marketOf } from './market-of.ts';
import { viaVenue } from './venue-failure.ts';

/** Adds a pair the venue really lists (its markets are loaded once per venue and kept). */
export const collectCall = (deps: MarketDeps, favourites: FavouriteRepository) =>
  answer(collect, async (input, ctx) => {
    const userId = userIdOf(ctx);
    const { venue, symbol } = marketOf(deps.venues, input);
    const markets = await viaVenue(() => deps.venues.pool.publicConnector(venue.id).loadMarkets());
    if (!markets.some((market) => market.symbol === symbol)) throw new ApiError(CODE.unknownMarket);
    await favourites.add(
      { userId, web: venue.id, webType: input.web_type, base: input.yenUnit1, quote: input.yenUnit2 },
      new Date(deps.now()),
    );
    return { list: favouriteEntries(deps, await favourites.ofUser(userId)) };
  });
