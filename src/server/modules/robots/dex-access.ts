// The runner's way to a DEX bot's market and wallets: the venue's pool of the bot's pair (the
// venue's tokens and those the user added; a sniper's token by its address), the enabled trading
// wallets of the bot's group with their keys opened from the secret box, balances read in batches,
// and the chain's one journalled sender (the wallet module's), so a bot's swaps and the wallet
// tasks keep one nonce order per wallet. Pool reads are shared: bots on one pool read it once.
import { and, eq } from 'drizzle-orm';
import { type Address, erc20Abi, formatUnits, getAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { VenueStopError } from '../../../engine/connectors/errors.ts';
import type { DexVenueDefinition } from '../../../engine/connectors/evm/dex-venues.ts';
import type { DexAccess, DexMarket, DexMarketToken } from '../../../engine/runner/dex/dex-ports.ts';
import type { PoolView, WalletRestriction } from '../../../engine/runner/dex/dex-types.ts';
import { readBalances } from '../../../engine/wallets/balance-reader.ts';
import { NATIVE_TOKEN } from '../../../shared/contracts/wallet/wallet-fields.ts';
import type { Db } from '../../db/database.ts';
import { wallets } from '../../db/schema/index.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import type { VenueServices } from '../../venues/venue-services.ts';
import { dexTokenRepository } from '../markets/dex-token-repository.ts';
import type { WalletServices } from '../wallets/wallet-services.ts';
import { openKey } from '../wallets/wallet-keys.ts';
import { SharedReads } from './shared-reads.ts';

export interface DexAccessDeps {
  db: Db;
  secretBox: SecretBox;
  venues: VenueServices;
  /** The wallet module's services (made after the robots module; asked for when a DEX bot opens). */
  wallets: () => WalletServices;
  /** The runner's clock (pool reads are shared for half a second of it). */
  now: () => number;
}

/** Pool reads younger than this are shared by every bot on the pool. */
const POOL_READ_MS = 500;

export function dexAccess(deps: DexAccessDeps): DexAccess {
  const pools = new SharedReads<PoolView>(POOL_READ_MS, deps.now);
  const tokens = dexTokenRepository(deps.db);

  async function tokenOf(venue: DexVenueDefinition, userId: number, symbol: string, address?: string): Promise<DexMarketToken> {
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
      const venue = deps.venues.dex.get(bot.venue);
      if (!venue) throw new VenueStopError('badSymbol', { venue: bot.venue, operation: 'openMarket' }, new Error('unknown DEX venue'));
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
      const market: DexMarket = {
        venueId: venue.id,
        chainKey: venue.chain.key,
        base,
        quote,
        connector,
        sender: tools.sender,
        pool: () =>
          pools.read(poolKey, async () => {
            const reserves = await connector.reserves(base.address, quote.address);
            const pool = {
              base: Number(formatUnits(reserves.base, base.decimals)),
              quote: Number(formatUnits(reserves.quote, quote.decimals)),
              feePercent: venue.feePercent,
            };
            if (!(pool.base > 0 && pool.quote > 0)) throw new Error('the pool holds no liquidity');
            return { ...pool, price: pool.quote / pool.base };
          }),
        async wallets() {
          if (!params.wallet_group_id) return [];
          const rows = await deps.db
            .select()
            .from(wallets)
            .where(
              and(
                eq(wallets.userId, bot.userId),
                eq(wallets.chain, venue.chain.key),
                eq(wallets.role, 'trading'),
                eq(wallets.groupId, params.wallet_group_id),
                eq(wallets.enabled, true),
              ),
            );
          return rows.map((row) => ({
            id: row.id,
            address: getAddress(row.address),
            restriction: row.restriction as WalletRestriction,
            account: privateKeyToAccount(openKey(deps.secretBox, row.address, row.sealedKey)),
          }));
        },
        async balances(addresses) {
          const table = await readBalances(tools.wallet, addresses, [...new Set([keyOf(base), keyOf(quote), NATIVE_TOKEN])]);
          const answer = new Map<string, { base: bigint; quote: bigint; native: bigint }>();
          for (const [address, amounts] of table) {
            answer.set(address.toLowerCase(), {
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
