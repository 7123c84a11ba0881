// add_new_token on a Solana venue (spec §3 "New token": the pair is required for Solana tokens). A
// mint carries its decimals but no symbol, so the symbol is the one the user gives. The pair given
// must be a pool of the two mints (every Solana AMM's pool state holds both mints' keys) and the
// venue must quote the pair, so the pair's market data and swaps work once it is added. The pool's
// fee, when the user gives none, is read from the venue's quotes.
import { getMintDecoder, getMintSize, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { address, fetchEncodedAccount, getAddressEncoder, isAddress } from '@solana/kit';
import { ChainError } from '../../../engine/connectors/evm/chain-errors.ts';
import { convertSolanaError } from '../../../engine/connectors/solana/solana-errors.ts';
import type { SolanaVenueDefinition } from '../../../engine/connectors/solana/solana-venue-registry.ts';
import type { addNewToken } from '../../../shared/contracts/markets/add-new-token.ts';
import { coinField } from '../../../shared/contracts/markets/pair.ts';
import type { ParsedRequestOf, ResponseOf } from '../../../shared/contracts/define-call.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import type { DexTokenRepository } from './dex-token-repository.ts';
import type { MarketDeps } from './market-deps.ts';
import { quoteImpactOf, solanaTokensOf } from './solana-market.ts';
import { viaVenue } from './venue-failure.ts';

/** Whether `data` holds the 32 bytes of `key` anywhere. */
const holdsKey = (data: Uint8Array, key: string) =>
  Buffer.from(data.buffer, data.byteOffset, data.byteLength).indexOf(Uint8Array.from(getAddressEncoder().encode(address(key)))) >= 0;

export async function addSolanaToken(
  deps: MarketDeps,
  tokens: DexTokenRepository,
  venue: SolanaVenueDefinition,
  userId: number,
  input: ParsedRequestOf<typeof addNewToken>,
): Promise<ResponseOf<typeof addNewToken>> {
  if (!input.pair_address) throw new ApiError(CODE.solanaPairRequired);
  if (!isAddress(input.address) || !isAddress(input.pair_address)) throw new ApiError(CODE.invalidParams, 'validation.bots.address');
  // One of the venue's own tokens keeps its symbol; any other is named by the user.
  const own = venue.tokens.find((token) => token.mint === input.address);
  if (input.token && !coinField.safeParse(input.token).success)
    throw new ApiError(CODE.tokenFormat, undefined, { params: { token: input.token } });
  if (!own && !input.token) throw new ApiError(CODE.invalidParams, 'validation.bots.tokenSymbol');
  const symbol = own?.symbol ?? input.token!.toUpperCase();
  const known = await solanaTokensOf(venue, tokens, userId);
  const quote = known.find((token) => token.symbol === input.quote.toUpperCase());
  if (!quote) throw new ApiError(CODE.unknownMarket);
  const connector = deps.venues.solana.connector(venue.id);

  // An RPC that does not answer is the venue not responding; an account that is not a mint is no token.
  const read = <T>(operation: string, call: () => Promise<T>) =>
    viaVenue(() =>
      call().catch((error: unknown) => {
        throw convertSolanaError(error, { chain: 'SOLANA', operation });
      }),
    );
  const mintAccount = await read('mint', () => fetchEncodedAccount(connector.rpc, address(input.address)));
  if (!mintAccount.exists || mintAccount.programAddress !== TOKEN_PROGRAM_ADDRESS || mintAccount.data.length !== getMintSize())
    throw new ApiError(CODE.tokenNotFound, undefined, { params: { chain: venue.network.name } });
  const { decimals } = getMintDecoder().decode(mintAccount.data);
  const noPool = () => new ApiError(CODE.poolNotFound, undefined, { params: { token: symbol, quote: quote.symbol, exchange: venue.name } });
  const pool = await read('pool', () => fetchEncodedAccount(connector.rpc, address(input.pair_address!)));
  if (!pool.exists || !holdsKey(pool.data, input.address) || !holdsKey(pool.data, quote.mint)) throw noPool();
  // The venue must route the pair: a whole token's quote (a token worth nothing quotes nothing).
  const out = await viaVenue(() =>
    connector.quote(input.address, quote.mint, 10n ** BigInt(decimals)).catch((error: unknown) => {
      if (error instanceof ChainError && error.reason === 'noRoute') return 0n;
      throw error;
    }),
  );
  if (out <= 0n) throw noPool();

  // The pool's fee, unless the user gives it: read from the venue's quotes, as the calculator does.
  const fee = input.fee ?? (await viaVenue(() => quoteImpactOf(connector, { mint: input.address, decimals }, quote).feePercent()));
  if (!own) {
    await tokens.save(
      {
        userId,
        web: venue.id,
        symbol,
        address: input.address,
        decimals,
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
    decimals: decimals,
    pair_address: input.pair_address,
    fee,
  };
}
