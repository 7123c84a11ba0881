// A swap venue on an EVM chain: a Uniswap-V2-style router whose tokens need approving, gas priced
// by the chain, and the chain's own estimate of the swap (dex-market.ts, swap-funds.ts).
import type { Address } from 'viem';
import { dexMarketOf, EVM_NATIVE_DECIMALS, routeOf } from './dex-market.ts';
import type { DexTradeDeps } from './dex-trade-deps.ts';
import { allowancesOf, holdingsOf, swapGasCost } from './swap-funds.ts';
import type { SwapVenue } from './swap-venue.ts';

export async function evmSwapVenueOf(
  d: DexTradeDeps,
  userId: number,
  pair: { web: string; yenUnit1: string; yenUnit2: string },
): Promise<SwapVenue> {
  const market = await dexMarketOf(d, userId, pair);
  const tools = d.wallets.chains.of(market.chain.key);
  return {
    venueId: market.venue.id,
    chain: { key: market.chain.key, name: market.chain.name, nativeSymbol: market.chain.nativeSymbol, nativeDecimals: EVM_NATIVE_DECIMALS },
    base: market.base,
    quote: market.quote,
    holdings: (addresses, token) => holdingsOf(tools, addresses, token),
    swapCost: (gasMultiplier) => swapGasCost(tools, gasMultiplier),
    allowances: (addresses, token) => allowancesOf(tools, addresses, token, market.chain.router),
    async estimate(swap) {
      const route = routeOf(market, swap.side);
      await market.connector.prepareSwap({
        from: swap.from as Address,
        tokenIn: route.tokenIn,
        tokenOut: route.tokenOut,
        amountIn: swap.amountIn,
        slippagePercent: swap.slippage,
        gasMultiplier: swap.gasMultiplier,
        role: swap.role,
      });
    },
  };
}
