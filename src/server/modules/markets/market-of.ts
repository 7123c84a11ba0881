// Turns the app's name of a market (web, web_type, yenUnit1, yenUnit2) into the venue and the
// symbol ccxt knows, refusing venues that do not exist or do not offer that kind of market.
import { ccxtSymbol, type MarketKind, type VenueDefinition } from '../../../engine/connectors/venue-definition.ts';
import type { PairRequest } from '../../../shared/contracts/markets/pair.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import type { VenueServices } from '../../venues/venue-services.ts';

export interface ResolvedMarket {
  venue: VenueDefinition;
  kind: MarketKind;
  symbol: string;
}

export function marketOf(venues: VenueServices, pair: PairRequest): ResolvedMarket {
  const venue = venues.registry.get(pair.web);
  const kind: MarketKind = pair.web_type === 3 ? 'swap' : 'spot';
  if (!venue?.marketKinds.includes(kind)) throw new ApiError(CODE.unknownExchange);
  return { venue, kind, symbol: ccxtSymbol(pair.yenUnit1, pair.yenUnit2, kind) };
}
