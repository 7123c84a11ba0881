// The market a market-data call names, as the shared feeds know it: an exchange's ccxt symbol, or
// a DEX pool's two token addresses. A DEX pair's tokens are the venue's own or ones the caller
// added; the native coin's symbol stands for its wrapped token.
import type { DexToken } from '../../../engine/connectors/evm/dex-venues.ts';
import { poolSymbol } from '../../../engine/connectors/evm/pool-market-source.ts';
import type { MarketPairRequest } from '../../../shared/contracts/markets/pair.ts';
import { WEB_TYPES } from '../../../shared/catalogue/venue-kinds.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import type { DexTokenRepository } from './dex-token-repository.ts';
import type { MarketDeps } from './market-deps.ts';
import { marketOf } from './market-of.ts';

export interface FeedMarket {
  venueId: string;
  /** The venue's name as shown. */
  name: string;
  symbol: string;
}

/** A DEX venue's tokens as the caller sees them: the venue's own and those the caller added. */
export async function dexTokensOf(deps: MarketDeps, tokens: DexTokenRepository, userId: number, web: string): Promise<DexToken[]> {
  const venue = deps.venues.dex.get(web);
  if (!venue) throw new ApiError(CODE.unknownExchange);
  const added = (await tokens.ofUser(userId, web)).map((row) => ({
    symbol: row.symbol,
    address: row.address as DexToken['address'],
    decimals: row.decimals,
  }));
  return [...venue.tokens, ...added.filter((token) => !venue.tokens.some((own) => own.symbol === token.symbol))];
}

export async function feedMarketOf(
  deps: MarketDeps,
  tokens: DexTokenRepository,
  userId: number,
  pair: MarketPairRequest,
): Promise<FeedMarket> {
  if (pair.web_type !== WEB_TYPES.dex) {
    const { venue, symbol } = marketOf(deps.venues, { ...pair, web_type: pair.web_type });
    return { venueId: venue.id, name: venue.name, symbol };
  }
  const known = await dexTokensOf(deps, tokens, userId, pair.web);
  const base = known.find((token) => token.symbol === pair.yenUnit1);
  const quote = known.find((token) => token.symbol === pair.yenUnit2);
  if (!base || !quote || base.address === quote.address) throw new ApiError(CODE.unknownMarket);
  return { venueId: pair.web, name: deps.venues.dex.get(pair.web)!.name, symbol: poolSymbol(base.address, quote.address) };
}
