// What an NFT bot session needs from outside, as interfaces the server implements (the engine never
// imports the server): the marketplace and the collection on the bot's chain, the group's wallets
// with their signing keys, what they hold, the collection's listings, and the chain's journalled
// sender. Each transaction is recorded through the DEX bots' SwapStore (dex_swaps) before it is signed,
// and those records say which listings are the bot's own.
import type { Address, PublicClient } from 'viem';
import type { NftHoldings, NftListing, NftVenue } from '../../connectors/evm/nft-market-calls.ts';
import type { JournalledSender } from '../../wallets/journalled-sender.ts';
import type { DexWallet } from '../dex/dex-ports.ts';
import type { BotRecord } from '../store-port.ts';

export interface NftMarket {
  venueId: string;
  /** The market and the collection on the chain (nft-market-calls.ts). */
  venue: NftVenue;
  collectionSymbol: string;
  /** The chain's coin, in which prices are paid. */
  coin: string;
  /** For gas prices and estimates. */
  client: PublicClient;
  /** The chain's one journalled sender, shared with the wallet tasks and DEX bots (one nonce order per wallet). */
  sender: JournalledSender;
  /** The enabled trading wallets of the bot's group. */
  wallets(): Promise<DexWallet[]>;
  /** The collection's buyable listings; a read a moment old may be shared with other bots unless `fresh`. */
  listings(options?: { fresh?: boolean }): Promise<NftListing[]>;
  /** What each wallet holds (keys lower-case). */
  holdings(addresses: Address[]): Promise<Map<string, NftHoldings>>;
}

export interface NftAccess {
  /** The bot's market and collection; fails with a ChainError or a VenueError the session's failure handling understands. */
  open(bot: BotRecord): Promise<NftMarket>;
}

/** A listing the bot made that nothing of the bot has undone since (no purchase, no withdrawal). */
export interface BotListingRecord {
  walletId: number;
  /** The step of the listing transaction. */
  step: number;
}

export interface NftListingRecords {
  /** The bot's listings by item id, read from its settled transaction records. */
  listedByBot(botId: number): Promise<Map<string, BotListingRecord>>;
}
