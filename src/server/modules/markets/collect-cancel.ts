import { collectCancel } from '../../../shared/contracts/markets/collect-cancel.ts';
import { answer } from '../../http/call-registry.ts';
import type { FavouriteRepository } from './favourite-repository.ts';
import { favouriteEntries, userIdOf } from './favourites.ts';
import type { MarketDeps } from './market-deps.ts';

export const collectCancelCall = (deps: MarketDeps, favourites: FavouriteRepository) =>
  answer(collectCancel, async (input, ctx) => {
    const userId = userIdOf(ctx);
    await favourites.remove({ userId, web: input.web, webType: input.web_type, base: input.yenUnit1, quote: input.yenUnit2 });
    return { list: favouriteEntries(deps, await favourites.ofUser(userId)) };
  });
