// A Solana venue's pairs as the market calls name them: the venue's own tokens and those the caller
// added (add_new_token), each a mint; a pair's shared feed is "<base mint>/<quote mint>"
// (solana-market-source.ts). The EVM venues' counterpart is feed-market.ts.
import { QuoteImpact } from '../../../engine/connectors/solana/quote-impact.ts';
import type { SolanaSwapConnector } from '../../../engine/connectors/solana/solana-swap-connector.ts';
import type { SolanaToken, SolanaVenueDefinition } from '../../../engine/connectors/solana/solana-venue-registry.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import type { DexTokenRepository } from './dex-token-repository.ts';
import type { MarketDeps } from './market-deps.ts';

/** The Solana venue `web`, or null when `web` is not one. */
export const solanaVenueOf = (deps: MarketDeps, web: string): SolanaVenueDefinition | null => deps.venues.solana.get(web) ?? null;

/** The venue's tokens as the caller sees them: the venue's own, then those the caller added. */
export async function solanaTokensOf(venue: SolanaVenueDefinition, tokens: DexTokenRepository, userId: number): Promise<SolanaToken[]> {
  const added = (await tokens.ofUser(userId, venue.id)).map((row) => ({ symbol: row.symbol, mint: row.address, decimals: row.decimals }));
  return [...venue.tokens, ...added.filter((token) => !venue.tokens.some((own) => own.symbol === token.symbol))];
}

/** A Solana pair's two tokens, named by their symbols. */
export async function solanaPairOf(
  venue: SolanaVenueDefinition,
  tokens: DexTokenRepository,
  userId: number,
  pair: { yenUnit1: string; yenUnit2: string },
): Promise<{ base: SolanaToken; quote: SolanaToken }> {
  // Clients poll the market calls every second or two: the database is asked only for a token
  // the venue does not know itself.
  const own = (symbol: string) => venue.tokens.some((token) => token.symbol === symbol);
  const known = own(pair.yenUnit1) && own(pair.yenUnit2) ? venue.tokens : await solanaTokensOf(venue, tokens, userId);
  const base = known.find((token) => token.symbol === pair.yenUnit1);
  const quote = known.find((token) => token.symbol === pair.yenUnit2);
  if (!base || !quote || base.mint === quote.mint) throw new ApiError(CODE.unknownMarket);
  return { base, quote };
}

/** The shared feed's symbol of a Solana pair named by its tokens' symbols. */
export async function solanaFeedSymbol(
  venue: SolanaVenueDefinition,
  tokens: DexTokenRepository,
  userId: number,
  pair: { yenUnit1: string; yenUnit2: string },
): Promise<string> {
  const { base, quote } = await solanaPairOf(venue, tokens, userId, pair);
  return `${base.mint}/${quote.mint}`;
}

/** The price-impact calculator of a pair on the venue's quotes, probed from one whole base token. */
export function quoteImpactOf(
  connector: SolanaSwapConnector,
  base: Pick<SolanaToken, 'mint' | 'decimals'>,
  quote: Pick<SolanaToken, 'mint' | 'decimals'>,
): QuoteImpact {
  return new QuoteImpact(
    (side, unitsIn) =>
      side === 'sell' ? connector.quote(base.mint, quote.mint, unitsIn) : connector.quote(quote.mint, base.mint, unitsIn),
    { baseDecimals: base.decimals, quoteDecimals: quote.decimals, probe: 10n ** BigInt(base.decimals) },
  );
}
