// The market a market-data call names, as the shared feeds know it: an exchange's ccxt symbol, or
// a DEX pool's two token addresses. A DEX pair's tokens are the venue's own or ones the caller
// added; the native coin's symbol stands for its wrapped token. A Solana pair is its two mints
// (solana-market.ts).
import type { DexToken } from '../../../engine/connectors/evm/dex-venues.ts';
import { poolSymbol } from '../../../engine/connectors/evm/pool-market-source.ts';
import type { MarketSnapshot } from '../../../engine/market-data/market-data-hub.ts';
import type { Topic, ValueOf } from '../../../engine/market-data/topics.ts';
import type { MarketPairRequest } from '../../../shared/contracts/markets/pair.ts';
import { WEB_TYPES } from '../../../shared/catalogue/venue-kinds.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import type { CallContext } from '../../http/call-registry.ts';
import type { DexTokenRepository } from './dex-token-repository.ts';
import { userIdOf } from './favourites.ts';
import type { MarketDeps } from './market-deps.ts';
import { marketOf } from './market-of.ts';
import { solanaFeedSymbol, solanaVenueOf } from './solana-market.ts';
import { viaVenue } from './venue-failure.ts';

export interface FeedMarket {
  venueId: string;
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
    return { venueId: venue.id, symbol };
  }
  const solana = solanaVenueOf(deps, pair.web);
  if (solana) return { venueId: solana.id, symbol: await solanaFeedSymbol(solana, tokens, userId, pair) };
  const venue = deps.venues.dex.get(pair.web);
  if (!venue) throw new ApiError(CODE.unknownExchange);
  // Clients poll these calls every second or two: the database is asked only for a token the
  // venue does not know itself.
  const own = (symbol: string) => venue.tokens.find((token) => token.symbol === symbol);
  const known = own(pair.yenUnit1) && own(pair.yenUnit2) ? venue.tokens : await dexTokensOf(deps, tokens, userId, pair.web);
  const base = known.find((token) => token.symbol === pair.yenUnit1);
  const quote = known.find((token) => token.symbol === pair.yenUnit2);
  if (!base || !quote || base.address === quote.address) throw new ApiError(CODE.unknownMarket);
  return { venueId: venue.id, symbol: poolSymbol(base.address, quote.address) };
}

/** The caller's market's shared feed of a topic: its latest value, venue failures as response codes. */
export async function readMarketFeed<T extends Topic>(
  deps: MarketDeps,
  tokens: DexTokenRepository,
  ctx: CallContext,
  pair: MarketPairRequest,
  topic: T,
): Promise<MarketSnapshot<ValueOf<T>>> {
  const { venueId, symbol } = await feedMarketOf(deps, tokens, userIdOf(ctx), pair);
  // The read may start the market's shared feed, whose polling outlives this call.
  return viaVenue(() => deps.venues.hub.read(venueId, symbol, topic), { interactive: false });
}

/** A snapshot's freshness fields, as every market-data answer carries them. */
export const freshnessOf = (snapshot: MarketSnapshot<unknown>) => ({
  updated_at: snapshot.receivedAt,
  stale: snapshot.stale,
  stale_reason: snapshot.staleReason,
});
