// /Trade/dex_position: the main wallet's balances of a DEX pair's tokens and the chain's coin, read
// from the chain now, and whether the venue may spend each, for the funding-wallet order form (on a
// Solana network nothing needs approving: the wallet signs each swap).
import { formatUnits } from 'viem';
import { dexPosition } from '../../../shared/contracts/trade/dex-position.ts';
import { answer } from '../../http/call-registry.ts';
import { userIdOf } from '../markets/favourites.ts';
import type { DexTradeDeps } from './dex-trade-deps.ts';
import type { AnySwapToken } from './swap-venue.ts';
import { swapVenueOf } from './swap-venue-of.ts';

/** An allowance above this is taken as approved, as the wallet tools take it (an unlimited approval only shrinks as it is spent). */
const APPROVED = 2n ** 128n;

export const dexPositionCall = (d: DexTradeDeps) =>
  answer(dexPosition, async (input, ctx) => {
    const venue = await swapVenueOf(d, userIdOf(ctx), input);
    const chain = venue.chain;
    const main = await d.wallets.repo.main(userIdOf(ctx), chain.key);
    const nativeToken: AnySwapToken = { symbol: chain.nativeSymbol, address: '', decimals: chain.nativeDecimals, native: true };
    if (!main) {
      const empty = (token: AnySwapToken) => ({ symbol: token.symbol, amount: '0', approved: token.native });
      return {
        chain: chain.key,
        chain_name: chain.name,
        wallet: null,
        base: empty(venue.base),
        quote: empty(venue.quote),
        native: empty(nativeToken),
      };
    }
    const tokens = [venue.base, venue.quote];
    const [held, allowances] = await Promise.all([
      Promise.all(tokens.map((token) => venue.holdings([main.address], token).then((table) => table.get(main.address)!))),
      Promise.all(tokens.map((token) => venue.allowances([main.address], token).then(([amount]) => amount!))),
    ]);
    const holding = (token: AnySwapToken, amount: bigint, allowance: bigint) => ({
      symbol: token.symbol,
      amount: formatUnits(amount, token.decimals),
      approved: token.native || allowance >= APPROVED,
    });
    return {
      chain: chain.key,
      chain_name: chain.name,
      wallet: { id: main.id, address: main.address, enabled: main.enabled },
      base: holding(venue.base, held[0]!.token, allowances[0]!),
      quote: holding(venue.quote, held[1]!.token, allowances[1]!),
      native: holding(nativeToken, held[0]!.native, 0n),
    };
  });
