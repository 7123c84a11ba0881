// A swap venue on a Solana network: routes from the venue's Jupiter-shaped API, nothing to
// approve (the wallet signs each swap itself), and a swap's cost in SOL counted as Solana charges
// it (solana-swap-cost.ts).
import type { Address } from '@solana/kit';
import { ChainError } from '../../../engine/connectors/evm/chain-errors.ts';
import { WRAPPED_SOL_MINT } from '../../../engine/connectors/solana/executed-amounts.ts';
import type { SolanaToken } from '../../../engine/connectors/solana/solana-venue-registry.ts';
import { readSolanaBalanceTable } from '../../../engine/wallets/solana/solana-balances.ts';
import { NATIVE_TOKEN } from '../../../shared/contracts/wallet/wallet-fields.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { dexTokenRepository } from '../markets/dex-token-repository.ts';
import { solanaPairOf } from '../markets/solana-market.ts';
import { viaVenue } from '../markets/venue-failure.ts';
import { SOL_DECIMALS } from '../wallets/solana-wallet-chain.ts';
import type { DexTradeDeps } from './dex-trade-deps.ts';
import { solanaSwapCost } from './solana-swap-cost.ts';
import type { AnySwapToken, SwapVenue } from './swap-venue.ts';

/** A venue's Solana token as the swap tools (and the bots' markets) name one: by its mint; wrapped SOL is the coin. */
export const swapToken = (token: SolanaToken): AnySwapToken => ({
  symbol: token.symbol,
  address: token.mint,
  decimals: token.decimals,
  native: token.mint === WRAPPED_SOL_MINT,
});

export async function solanaSwapVenueOf(
  d: DexTradeDeps,
  userId: number,
  pair: { web: string; yenUnit1: string; yenUnit2: string },
): Promise<SwapVenue> {
  const venue = d.venues.solana.get(pair.web);
  if (!venue) throw new ApiError(CODE.unknownExchange);
  const { base, quote } = await solanaPairOf(venue, dexTokenRepository(d.db), userId, pair);
  const connector = d.venues.solana.connector(venue.id);
  // The venue must route the pair: a whole base token's quote (no pool, no route).
  const routed = await viaVenue(() =>
    connector.quote(base.mint, quote.mint, 10n ** BigInt(base.decimals)).catch((error: unknown) => {
      if (error instanceof ChainError && error.reason === 'noRoute') return 0n;
      throw error;
    }),
  );
  if (routed <= 0n)
    throw new ApiError(CODE.poolNotFound, 'code.4112', { params: { token: base.symbol, quote: quote.symbol, exchange: venue.name } });
  const { rpc } = d.wallets.chains.solana(venue.network.key);
  return {
    venueId: venue.id,
    chain: { key: venue.network.key, name: venue.network.name, nativeSymbol: venue.network.nativeSymbol, nativeDecimals: SOL_DECIMALS },
    base: swapToken(base),
    quote: swapToken(quote),
    async holdings(addresses, token) {
      const table = await readSolanaBalanceTable(
        rpc,
        addresses as Address[],
        token.native ? [NATIVE_TOKEN] : [token.address, NATIVE_TOKEN],
      );
      return new Map(
        addresses.map((owner) => {
          const held = table.get(owner as Address)!;
          return [owner, { token: held.get(token.native ? NATIVE_TOKEN : token.address)!, native: held.get(NATIVE_TOKEN)! }];
        }),
      );
    },
    swapCost: (gasMultiplier) => solanaSwapCost(rpc, gasMultiplier),
    async allowances(addresses) {
      return addresses.map(() => 2n ** 256n - 1n);
    },
    async estimate(swap) {
      const [inMint, outMint] = swap.side === 'buy' ? [quote.mint, base.mint] : [base.mint, quote.mint];
      await connector.route(inMint, outMint, swap.amountIn);
    },
  };
}
