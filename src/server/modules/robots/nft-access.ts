// The runner's way to an NFT bot's marketplace: the bot's venue is a DEX venue with an NFT market
// (dex-venues.ts nftMarket), its collection the one its parameters name (known to the venue, or
// any ERC-721 on the chain, named by its own symbol); the enabled trading wallets of its group with
// their keys; what they hold and the collection's listings, read through the chain's batched client;
// and the chain's one journalled sender (the wallet module's), so a bot's market transactions, the
// DEX bots' swaps and the wallet tasks keep one nonce order per wallet. Listing reads are shared:
// bots on one collection read its listings once.
import { type Address, getAddress, isAddress } from 'viem';
import { VenueStopError } from '../../../engine/connectors/errors.ts';
import { ChainError, convertChainError } from '../../../engine/connectors/evm/chain-errors.ts';
import { ERC721_ABI } from '../../../engine/connectors/evm/nft-market-abi.ts';
import { type NftListing, readHoldings, readListings } from '../../../engine/connectors/evm/nft-market-calls.ts';
import type { NftAccess, NftMarket } from '../../../engine/runner/nft/nft-ports.ts';
import type { DexAccessDeps } from './chain-access-deps.ts';
import { groupWallets } from './group-wallets.ts';
import { SharedReads } from './shared-reads.ts';

/** Listing reads younger than this are shared by every bot on the collection. */
const LISTINGS_READ_MS = 500;

export function nftAccess(deps: DexAccessDeps): NftAccess {
  const listings = new SharedReads<NftListing[]>(LISTINGS_READ_MS, deps.now);

  return {
    async open(bot) {
      const venue = deps.venues.dex.get(bot.venue);
      const context = { venue: bot.venue, operation: 'openNftMarket' };
      if (!venue) throw new VenueStopError('badSymbol', context, new Error('unknown DEX venue'));
      if (!venue.nftMarket) throw new VenueStopError('notSupported', context, new Error('the venue has no NFT market'));
      const params = bot.params as { wallet_group_id?: number; collection_address?: string };
      if (!params.collection_address || !isAddress(params.collection_address, { strict: false }))
        throw new VenueStopError('badSymbol', context, new Error('no collection address'));
      const collection = getAddress(params.collection_address);
      const tools = deps.wallets().chains.of(venue.chain.key);
      const client = deps.venues.dex.connector(venue.id).client;
      const known = venue.nftCollections?.find((entry) => entry.address.toLowerCase() === collection.toLowerCase());
      const collectionSymbol = known?.symbol ?? (await symbolOf(client, collection, context));
      const where = { chainKey: venue.chain.key, market: venue.nftMarket, collection };
      const market: NftMarket = {
        venueId: venue.id,
        venue: where,
        collectionSymbol,
        coin: venue.chain.nativeSymbol,
        client,
        sender: tools.sender,
        wallets: () => groupWallets(deps, { userId: bot.userId, chainKey: venue.chain.key, groupId: params.wallet_group_id }),
        listings: (options) => {
          const read = () => readListings(tools.wallet.client, where);
          return options?.fresh ? read() : listings.read(`${venue.nftMarket}|${collection}`, read);
        },
        holdings: (addresses: Address[]) => readHoldings(tools.wallet.client, where, addresses),
      };
      return market;
    },
  };
}

/** The collection's own symbol; an address that answers none is not a collection (a silent chain is retried). */
async function symbolOf(
  client: ReturnType<DexAccessDeps['venues']['dex']['connector']>['client'],
  collection: Address,
  context: { venue: string; operation: string },
): Promise<string> {
  try {
    return await client.readContract({ address: collection, abi: ERC721_ABI, functionName: 'symbol' });
  } catch (error) {
    const converted = convertChainError(error, { chain: context.venue, operation: context.operation });
    if (converted instanceof ChainError && converted.action === 'retry') throw converted;
    throw new VenueStopError('badSymbol', context, error);
  }
}
