// The favourite pairs (collect list) of a user, as exchange entries.
import type { ExchangeEntry } from '../../../shared/contracts/markets/pair.ts';
import { webIdOf } from '../../../shared/contracts/markets/pair.ts';
import type { CallContext } from '../../http/call-registry.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import type { MarketDeps } from './market-deps.ts';
import type { FavouriteRow } from './favourite-repository.ts';

export function userIdOf(ctx: CallContext): number {
  if (!ctx.user) throw new ApiError(CODE.notLoggedIn);
  return ctx.user.userId;
}

export function favouriteEntries(deps: MarketDeps, rows: FavouriteRow[]): ExchangeEntry[] {
  return rows.map((row) => ({
    exchange: deps.venues.venueName(row.web),
    web: row.web,
    yenUnit1: row.base,
    yenUnit2: row.quote,
    web_id: webIdOf(row.web, row.webType),
    web_type: row.webType,
  }));
}
