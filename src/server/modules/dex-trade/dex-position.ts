// /Trade/dex_position: the main wallet's balances of a DEX pair's tokens and the chain's coin, read
// from the chain now, and whether the router may spend each, for the funding-wallet order form.
import { type Address, formatUnits } from 'viem';
import { readBalances } from '../../../engine/wallets/balance-reader.ts';
import { dexPosition } from '../../../shared/contracts/trade/dex-position.ts';
import { NATIVE_TOKEN } from '../../../shared/contracts/wallet/wallet-fields.ts';
import { answer } from '../../http/call-registry.ts';
import { userIdOf } from '../markets/favourites.ts';
import { dexMarketOf, type SwapToken } from './dex-market.ts';
import type { DexTradeDeps } from './dex-trade-deps.ts';
import { allowancesOf } from './swap-funds.ts';

/** An allowance above this is taken as approved, as the wallet tools take it (an unlimited approval only shrinks as it is spent). */
const APPROVED = 2n ** 128n;

export const dexPositionCall = (d: DexTradeDeps) =>
  answer(dexPosition, async (input, ctx) => {
    const userId = userIdOf(ctx);
    const market = await dexMarketOf(d, userId, input);
    const chain = market.chain;
    const main = await d.wallets.repo.main(userId, chain.key);
    const keyOf = (token: SwapToken) => (token.native ? NATIVE_TOKEN : token.address.toLowerCase());
    const nativeToken: SwapToken = { symbol: chain.nativeSymbol, address: chain.wrappedNative, decimals: 18, native: true };
    if (!main) {
      const empty = (token: SwapToken) => ({ symbol: token.symbol, amount: '0', approved: token.native });
      return {
        chain: chain.key,
        chain_name: chain.name,
        wallet: null,
        base: empty(market.base),
        quote: empty(market.quote),
        native: empty(nativeToken),
      };
    }
    const tools = d.wallets.chains.of(chain.key);
    const tokens = [market.base, market.quote];
    const [table, allowances] = await Promise.all([
      readBalances(tools.wallet, [main.address as Address], [NATIVE_TOKEN, ...tokens.filter((token) => !token.native).map(keyOf)]),
      Promise.all(tokens.map((token) => allowancesOf(tools, [main.address], token, chain.router).then(([amount]) => amount!))),
    ]);
    const balances = table.get(main.address as Address)!;
    const holding = (token: SwapToken, allowance: bigint) => ({
      symbol: token.symbol,
      amount: formatUnits(balances.get(keyOf(token)) ?? 0n, token.decimals),
      approved: token.native || allowance >= APPROVED,
    });
    return {
      chain: chain.key,
      chain_name: chain.name,
      wallet: { id: main.id, address: main.address, enabled: main.enabled },
      base: holding(market.base, allowances[0]!),
      quote: holding(market.quote, allowances[1]!),
      native: holding(nativeToken, 0n),
    };
  });
