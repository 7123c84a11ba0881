// add_new_token on a Solana venue (spec §3 "New token": the pair is required for Solana tokens). A
// mint carries its decimals but no symbol, so the symbol is the one the user gives. The pair given
// must be a pool of the two mints (every Solana AMM's pool state holds both mints' keys) and the
// venue must quote the pair, so the pair's market data and swaps work once it is added.
import { fetchMaybeMint } from '@solana-program/token';
import { address, fetchEncodedAccount, getAddressEncoder, isAddress } from '@solana/kit';
import type { SolanaVenueDefinition } from '../../../engine/connectors/solana/solana-venue-registry.ts';
import type { addNewToken } from '../../../shared/contracts/markets/add-new-token.ts';
import { coinField } from '../../../shared/contracts/markets/pair.ts';
import type { ParsedRequestOf, ResponseOf } from '../../../shared/contracts/define-call.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import type { DexTokenRepository } from './dex-token-repository.ts';
import type { MarketDeps } from './market-deps.ts';
import { solanaTokensOf } from './solana-market.ts';
import { viaVenue } from './venue-failure.ts';

/** The fee kept when the user gives none: the common pools' 0.25%. */
const DEFAULT_FEE_PERCENT = 0.25;

/** Whether `data` holds the 32 bytes of `key` anywhere. */
function holdsKey(data: Uint8Array, key: string): boolean {
  const needle = getAddressEncoder().encode(address(key));
  outer: for (let at = 0; at + needle.length <= data.length; at += 1) {
    for (let i = 0; i < needle.length; i += 1) if (data[at + i] !== needle[i]) continue outer;
    return true;
  }
  return false;
}

export async function addSolanaToken(
  deps: MarketDeps,
  tokens: DexTokenRepository,
  venue: SolanaVenueDefinition,
  userId: number,
  input: ParsedRequestOf<typeof addNewToken>,
): Promise<ResponseOf<typeof addNewToken>> {
  if (!input.pair_address) throw new ApiError(CODE.solanaPairRequired);
  if (!isAddress(input.address) || !isAddress(input.pair_address)) throw new ApiError(CODE.invalidParams, 'validation.bots.address');
  if (!input.token) throw new ApiError(CODE.invalidParams, 'validation.bots.tokenSymbol');
  if (!coinField.safeParse(input.token).success) throw new ApiError(CODE.tokenFormat, undefined, { params: { token: input.token } });
  const symbol = input.token.toUpperCase();
  const known = await solanaTokensOf(venue, tokens, userId);
  const quote = known.find((token) => token.symbol === input.quote.toUpperCase());
  if (!quote) throw new ApiError(CODE.unknownMarket);
  const connector = deps.venues.solana.connector(venue.id);

  const mint = await viaVenue(() => fetchMaybeMint(connector.rpc, address(input.address)).catch(() => null));
  if (!mint?.exists) throw new ApiError(CODE.tokenNotFound, undefined, { params: { chain: venue.network.name } });
  const noPool = () => new ApiError(CODE.poolNotFound, undefined, { params: { token: symbol, quote: quote.symbol, exchange: venue.name } });
  const pool = await viaVenue(() => fetchEncodedAccount(connector.rpc, address(input.pair_address!)));
  if (!pool.exists || !holdsKey(pool.data, input.address) || !holdsKey(pool.data, quote.mint)) throw noPool();
  // The venue must route the pair: a whole token's quote (a token worth nothing quotes nothing).
  const out = await viaVenue(() => connector.quote(input.address, quote.mint, 10n ** BigInt(mint.data.decimals)).catch(() => 0n));
  if (out <= 0n) throw noPool();

  const fee = input.fee ?? DEFAULT_FEE_PERCENT;
  if (!venue.tokens.some((token) => token.mint === input.address)) {
    await tokens.save(
      {
        userId,
        web: venue.id,
        symbol,
        address: input.address,
        decimals: mint.data.decimals,
        quote: quote.symbol,
        pairAddress: input.pair_address,
        fee,
      },
      new Date(deps.now()),
    );
  }
  return {
    web: venue.id,
    yenUnit1: symbol,
    yenUnit2: quote.symbol,
    address: input.address,
    decimals: mint.data.decimals,
    pair_address: input.pair_address,
    fee,
  };
}
