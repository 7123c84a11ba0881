// The DEX pair a swap call names, as the chain knows it: the venue, its chain and connector, and
// the two tokens (the venue's own or ones the caller added). The chain's coin trades as its wrapped
// token on the pools but wallets spend and receive the coin itself, so that side is 'native'.
import { type Address, isAddressEqual, parseUnits, zeroAddress } from 'viem';
import type { DexChain } from '../../../engine/connectors/evm/dex-chains.ts';
import type { DexVenueDefinition } from '../../../engine/connectors/evm/dex-venues.ts';
import type { EvmDexConnector, TokenRef } from '../../../engine/connectors/evm/evm-dex-connector.ts';
import type { TradeSide } from '../../../shared/contracts/trade/fields.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { dexTokenRepository } from '../markets/dex-token-repository.ts';
import { dexTokensOf } from '../markets/feed-market.ts';
import { viaVenue } from '../markets/venue-failure.ts';
import type { DexTradeDeps } from './dex-trade-deps.ts';

/** The chain's coin has 18 decimals on every EVM chain the product knows. */
export const EVM_NATIVE_DECIMALS = 18;

/** A pair's token: an EVM address by default (a Solana venue's tokens carry their mints). */
export interface SwapToken<A extends string = Address> {
  symbol: string;
  address: A;
  decimals: number;
  /** The chain's coin: wallets spend and receive it, the pool holds its wrapped token. */
  native: boolean;
}

export interface DexMarket {
  venue: DexVenueDefinition;
  chain: DexChain;
  base: SwapToken;
  quote: SwapToken;
  connector: EvmDexConnector;
}

/** What a side swaps: a buy spends the quote for the base, a sell the base for the quote. */
export interface SwapRoute {
  inToken: SwapToken;
  outToken: SwapToken;
  tokenIn: TokenRef;
  tokenOut: TokenRef;
}

export const tokenRef = (token: SwapToken): TokenRef => (token.native ? 'native' : token.address);

export function routeOf(pair: { base: SwapToken; quote: SwapToken }, side: TradeSide): SwapRoute {
  const [inToken, outToken] = side === 'buy' ? [pair.quote, pair.base] : [pair.base, pair.quote];
  return { inToken, outToken, tokenIn: tokenRef(inToken), tokenOut: tokenRef(outToken) };
}

/** Whole tokens as base units; 4414 when the amount has more decimals than the token. */
export function unitsOf(amount: string, token: SwapToken<string>): bigint {
  const fraction = amount.split('.')[1] ?? '';
  if (fraction.replace(/0+$/, '').length > token.decimals)
    throw new ApiError(CODE.amountPrecision, 'code.4414', { params: { token: token.symbol, decimals: token.decimals } });
  return parseUnits(amount, token.decimals);
}

/** 4103 not a DEX venue, 4106 a token the venue (or the caller) does not know, 4112 no pool of the two. */
export async function dexMarketOf(
  d: DexTradeDeps,
  userId: number,
  pair: { web: string; yenUnit1: string; yenUnit2: string },
): Promise<DexMarket> {
  const venue = d.venues.dex.get(pair.web);
  if (!venue) throw new ApiError(CODE.unknownExchange);
  const known = await dexTokensOf({ db: d.db, venues: d.venues, now: d.now }, dexTokenRepository(d.db), userId, pair.web);
  const find = (symbol: string) => known.find((token) => token.symbol === symbol);
  const base = find(pair.yenUnit1);
  const quote = find(pair.yenUnit2);
  if (!base || !quote || isAddressEqual(base.address, quote.address)) throw new ApiError(CODE.unknownMarket);
  const connector = d.venues.dex.connector(venue.id);
  const pool = await viaVenue(() => connector.pairOf(base.address, quote.address));
  if (isAddressEqual(pool, zeroAddress))
    throw new ApiError(CODE.poolNotFound, 'code.4112', { params: { token: base.symbol, quote: quote.symbol, exchange: venue.name } });
  const native = (address: Address) => isAddressEqual(address, venue.chain.wrappedNative);
  return {
    venue,
    chain: venue.chain,
    base: { ...base, native: native(base.address) },
    quote: { ...quote, native: native(quote.address) },
    connector,
  };
}
