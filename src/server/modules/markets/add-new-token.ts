// Adds a token to the caller's pairs on a DEX venue by its contract address (spec §3 "New token"):
// symbol and decimals are read from the chain, the pool from the venue's factory (or checked
// against the pair given), and the pair then shows in the caller's exchange list. Solana venues:
// add-solana-token.ts.
import { type Address, erc20Abi, getAddress, isAddress, zeroAddress } from 'viem';
import { SOLANA_WEBS } from '../../../engine/connectors/evm/dex-venues.ts';
import { addNewToken } from '../../../shared/contracts/markets/add-new-token.ts';
import { coinField } from '../../../shared/contracts/markets/pair.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import type { DexTokenRepository } from './dex-token-repository.ts';
import { userIdOf } from './favourites.ts';
import { addSolanaToken } from './add-solana-token.ts';
import { dexTokensOf } from './feed-market.ts';
import type { MarketDeps } from './market-deps.ts';
import { solanaVenueOf } from './solana-market.ts';
import { viaVenue } from './venue-failure.ts';

const validSymbol = (symbol: string) => coinField.safeParse(symbol).success;

export const addNewTokenCall = (deps: MarketDeps, tokens: DexTokenRepository) =>
  answer(addNewToken, async (input, ctx) => {
    const userId = userIdOf(ctx);
    if (SOLANA_WEBS.includes(input.web) && !input.pair_address) throw new ApiError(CODE.solanaPairRequired);
    const solana = solanaVenueOf(deps, input.web);
    if (solana) return addSolanaToken(deps, tokens, solana, userId, input);
    const venue = deps.venues.dex.get(input.web);
    if (!venue) throw new ApiError(CODE.unknownExchange);
    if (input.token && !validSymbol(input.token)) throw new ApiError(CODE.tokenFormat, undefined, { params: { token: input.token } });
    if (!isAddress(input.address) || (input.pair_address && !isAddress(input.pair_address))) {
      throw new ApiError(CODE.invalidParams, 'validation.bots.address');
    }
    const known = await dexTokensOf(deps, tokens, userId, input.web);
    const quote = known.find((token) => token.symbol === input.quote.toUpperCase());
    if (!quote) throw new ApiError(CODE.unknownMarket);
    const address = getAddress(input.address);
    const connector = deps.venues.dex.connector(input.web);
    const client = connector.client;

    const code = await viaVenue(() => client.getCode({ address }));
    if (!code || code === '0x') throw new ApiError(CODE.tokenNotFound, undefined, { params: { chain: venue.chain.name } });
    const [symbol, decimals] = await Promise.all([
      client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
      client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
    ]).catch(() => {
      throw new ApiError(CODE.tokenNotFound, undefined, { params: { chain: venue.chain.name } });
    });
    if (!validSymbol(symbol)) throw new ApiError(CODE.tokenFormat, undefined, { params: { token: symbol } });
    const base = symbol.toUpperCase();

    const pair = await viaVenue(() => connector.pairOf(address, quote.address));
    const given = input.pair_address ? getAddress(input.pair_address as Address) : null;
    if (pair === zeroAddress || (given && given !== getAddress(pair))) {
      throw new ApiError(CODE.poolNotFound, undefined, { params: { token: base, quote: quote.symbol, exchange: venue.name } });
    }
    const fee = input.fee ?? venue.feePercent;
    const ownToken = venue.tokens.some((token) => getAddress(token.address) === address);
    if (!ownToken) {
      await tokens.save(
        { userId, web: venue.id, symbol: base, address, decimals, quote: quote.symbol, pairAddress: getAddress(pair), fee },
        new Date(deps.now()),
      );
    }
    return { web: venue.id, yenUnit1: base, yenUnit2: quote.symbol, address, decimals, pair_address: getAddress(pair), fee };
  });
