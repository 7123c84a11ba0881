// The runner's way to a DEX bot's market and wallets (a Solana venue's: solana-dex-market.ts): the venue's pool of the bot's pair (the
// venue's tokens and those the user added; a sniper's token by its address), the enabled trading
// wallets of the bot's group with their keys opened from the secret box, balances read in batches,
// and the chain's one journalled sender (the wallet module's), so a bot's swaps and the wallet
// tasks keep one nonce order per wallet. The balances a bot reads are kept for the wallet page. Pool reads are shared: bots on one pool read it once.
import { type Address, erc20Abi, formatUnits, getAddress, zeroAddress } from 'viem';
import { VenueStopError } from '../../../engine/connectors/errors.ts';
import type { DexVenueDefinition } from '../../../engine/connectors/evm/dex-venues.ts';
import type { EvmDexConnector } from '../../../engine/connectors/evm/evm-dex-connector.ts';
import { PAIR_ABI } from '../../../engine/connectors/evm/uniswap-v2-abi.ts';
import type { DexAccess, DexMarket, DexMarketToken } from '../../../engine/runner/dex/dex-ports.ts';
import { evmSwapper, evmSwapReserve } from '../../../engine/runner/dex/evm-swapper.ts';
import type { PoolView } from '../../../engine/runner/dex/dex-types.ts';
import { readBalances } from '../../../engine/wallets/balance-reader.ts';
import { NATIVE_TOKEN } from '../../../shared/contracts/wallet/wallet-fields.ts';
import { dexTokenRepository } from '../markets/dex-token-repository.ts';
import { balanceKeeper } from '../wallets/balance-keeping.ts';
import type { DexAccessDeps } from './chain-access-deps.ts';
import { groupWallets } from './group-wallets.ts';
import { LAUNCH_KINDS, openLaunchMarket } from './launch-access.ts';
import { SharedReads } from './shared-reads.ts';
import { openSolanaMarket } from './solana-dex-market.ts';
import { openSolanaLaunchMarket } from './solana-launch-market.ts';

/** A token of an EVM market: its contract's address. */
type EvmToken = DexMarketToken & { address: Address };

/** Pool reads younger than this are shared by every bot on the pool. */
const POOL_READ_MS = 500;
/** How far back a pool's first liquidity still counts as a launch (about an hour of BSC blocks). */
const LAUNCH_LOOKBACK_BLOCKS = 1_000n;

/**
 * The block of the pool's first liquidity when it lies within the look-back; null when older (or
 * none). A V2 pair's very first mint locks its minimum liquidity by minting it to the zero address,
 * which no later mint does: that transfer marks the launch.
 */
async function firstLiquidity(connector: EvmDexConnector, base: Address, quote: Address): Promise<number | null> {
  const pair = await connector.pairOf(base, quote);
  if (pair === zeroAddress) return null;
  const latest = await connector.client.getBlockNumber({ cacheTime: 0 });
  const fromBlock = latest > LAUNCH_LOOKBACK_BLOCKS ? latest - LAUNCH_LOOKBACK_BLOCKS : 0n;
  const locks = await connector.client.getContractEvents({
    address: pair,
    abi: PAIR_ABI,
    eventName: 'Transfer',
    args: { from: zeroAddress, to: zeroAddress },
    fromBlock,
    toBlock: latest,
  });
  const first = locks[0]?.blockNumber;
  return first === undefined || first === null ? null : Number(first);
}

export function dexAccess(deps: DexAccessDeps): DexAccess {
  const pools = new SharedReads<PoolView>(POOL_READ_MS, deps.now);
  const tokens = dexTokenRepository(deps.db);

  async function tokenOf(venue: DexVenueDefinition, userId: number, symbol: string, address?: string): Promise<EvmToken> {
    const native = (token: Address) => token.toLowerCase() === venue.chain.wrappedNative.toLowerCase();
    if (address) {
      const token = getAddress(address);
      const client = deps.venues.dex.connector(venue.id).client;
      const [tokenSymbol, decimals] = await Promise.all([
        client.readContract({ address: token, abi: erc20Abi, functionName: 'symbol' }),
        client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' }),
      ]);
      return { symbol: tokenSymbol, address: token, decimals, native: native(token) };
    }
    const own = venue.tokens.find((token) => token.symbol === symbol);
    const added = own ? undefined : (await tokens.ofUser(userId, venue.id)).find((row) => row.symbol === symbol);
    const found = own ?? (added ? { symbol: added.symbol, address: added.address as Address, decimals: added.decimals } : undefined);
    if (!found)
      throw new VenueStopError('badSymbol', { venue: venue.id, operation: 'openMarket', symbol }, new Error('token not on venue'));
    return { ...found, native: native(found.address) };
  }

  return {
    async open(bot) {
      if (deps.venues.solana.has(bot.venue))
        // The launch kinds trade a launch on the network's launch platform (solana-launch-market.ts).
        return LAUNCH_KINDS.has(bot.kind) ? openSolanaLaunchMarket(deps, bot) : openSolanaMarket(deps, pools, bot);
      const venue = deps.venues.dex.get(bot.venue);
      if (!venue) throw new VenueStopError('badSymbol', { venue: bot.venue, operation: 'openMarket' }, new Error('unknown DEX venue'));
      // The launch kinds trade a launch on the venue's launch platform (launch-access.ts).
      if (LAUNCH_KINDS.has(bot.kind)) return openLaunchMarket(deps, venue, bot);
      const params = bot.params as { wallet_group_id?: number; token_address?: string };
      const [baseSymbol, quoteSymbol] = bot.symbol.split('/') as [string, string];
      const [base, quote] = await Promise.all([
        tokenOf(venue, bot.userId, baseSymbol, params.token_address),
        tokenOf(venue, bot.userId, quoteSymbol),
      ]);
      const connector = deps.venues.dex.connector(venue.id);
      const tools = deps.wallets().chains.of(venue.chain.key);
      const keyOf = (token: DexMarketToken) => (token.native ? NATIVE_TOKEN : token.address.toLowerCase());
      const poolKey = `${venue.id}|${base.address}|${quote.address}`;
      let pairExists = false;
      const kept = balanceKeeper(deps.db);
      const market: DexMarket = {
        venueId: venue.id,
        chainKey: venue.chain.key,
        family: 'evm',
        base,
        quote,
        nativeDecimals: 18,
        swapReserve: () => evmSwapReserve(connector),
        swapper: evmSwapper({ connector, sender: tools.sender, tokens: () => ({ base, quote }) }),
        pool: () =>
          pools.read(poolKey, async () => {
            // Read fresh each time (the client would answer a cached block number for seconds).
            const block = Number(await connector.client.getBlockNumber({ cacheTime: 0 }));
            const empty = { base: 0, quote: 0, price: 0, feePercent: venue.feePercent, block };
            // A pair, once created, stays: only a sniper's pool is asked for until it exists.
            pairExists ||= (await connector.pairOf(base.address, quote.address)) !== zeroAddress;
            if (!pairExists) return empty;
            const reserves = await connector.reserves(base.address, quote.address);
            const pool = {
              base: Number(formatUnits(reserves.base, base.decimals)),
              quote: Number(formatUnits(reserves.quote, quote.decimals)),
              feePercent: venue.feePercent,
              block,
            };
            return pool.base > 0 && pool.quote > 0 ? { ...pool, price: pool.quote / pool.base } : empty;
          }),
        liquidSince: () => firstLiquidity(connector, base.address, quote.address),
        poolMoved: () => pools.forget(poolKey),
        wallets: async () =>
          kept.listed(await groupWallets(deps, { userId: bot.userId, chainKey: venue.chain.key, groupId: params.wallet_group_id })),
        async balances(addresses) {
          const table = await readBalances(tools.wallet, addresses as Address[], [...new Set([keyOf(base), keyOf(quote), NATIVE_TOKEN])]);
          // What the bot read is what /subManage shows: its swaps show there at once.
          await kept.keep(new Date(deps.now()), table);
          const answer = new Map<string, { base: bigint; quote: bigint; native: bigint }>();
          for (const [address, amounts] of table) {
            answer.set(address, {
              base: amounts.get(keyOf(base)) ?? 0n,
              quote: amounts.get(keyOf(quote)) ?? 0n,
              native: amounts.get(NATIVE_TOKEN) ?? 0n,
            });
          }
          return answer;
        },
      };
      return market;
    },
  };
}
