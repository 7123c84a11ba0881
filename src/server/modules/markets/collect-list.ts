import { collectList } from '../../../shared/contracts/markets/collect-list.ts';
import { answer } from '../../http/call-registry.ts';
import type { FavouriteRepository } from './favourite-repository.ts';
import { favouriteEntries, userIdOf } from './favourites.ts';
import type { MarketDeps } from './market-deps.ts';

export const collectListCall = (deps: MarketDeps, favourites: FavouriteRepository) =>
  answer(collectList, async (_input, ctx) => ({ list: favouriteEntries(deps, await favourites.ofUser(userIdOf(ctx))) }));
