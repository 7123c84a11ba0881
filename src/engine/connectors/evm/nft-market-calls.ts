// The NFT marketplace and one collection as the bots use them, through viem: the collection's
// buyable listings read page by page, what wallets hold (items, the market's approval, the coin
// that pays prices and gas), the four transactions a bot sends (let the market move every item,
// list, buy at exactly the listed price, withdraw a listing) built unsigned with their gas, and
// what a mined one did, read from the market's events. Building a transaction estimates its gas,
// so a call the market would refuse (not listed, price changed, not the owner) fails here, before
// anything is recorded or signed; errors are converted to ChainErrors as the DEX connector's are.
import { type Address, encodeFunctionData, type Hex, parseEventLogs, type PublicClient, type TransactionReceipt } from 'viem';
import { convertChainError } from './chain-errors.ts';
import { ERC721_ABI, NFT_MARKET_ABI } from './nft-market-abi.ts';

export interface NftListing {
  tokenId: bigint;
  seller: Address;
  /** In wei of the chain's coin: a buy sends exactly this. */
  price: bigint;
}

export interface NftHoldings {
  /** Item ids held, in the collection's order (at most MAX_ITEMS_READ). */
  items: bigint[];
  /** Whether the market may move every item of the wallet (setApprovalForAll). */
  approved: boolean;
  /** The chain's coin, in wei. */
  native: bigint;
}

export type NftCall =
  | { operation: 'approve' }
  | { operation: 'list'; tokenId: bigint; price: bigint }
  | { operation: 'buy'; tokenId: bigint; price: bigint }
  | { operation: 'cancel'; tokenId: bigint };

/** Where the calls go: the market and the collection traded on it. */
export interface NftVenue {
  chainKey: string;
  market: Address;
  collection: Address;
}

export interface PreparedNftCall {
  to: Address;
  data: Hex;
  value: bigint;
  gas: bigint;
  gasPrice: bigint;
}

/** What a mined market transaction did, from its events. */
export interface NftOutcome {
  listed?: { tokenId: bigint; seller: Address; price: bigint };
  sold?: { tokenId: bigint; seller: Address; buyer: Address; price: bigint };
  cancelled?: { tokenId: bigint; seller: Address };
}

/** listingsOf answers at most this many entries a call (the market's MAX_PAGE). */
const PAGE = 100n;
/** A wallet's items read at most: each is one call; a bot needs a few to list, not a whale's all. */
export const MAX_ITEMS_READ = 200;
/** Gas limit over the estimate, in percent (as for swaps: only gas used is paid). */
const GAS_LIMIT_MARGIN_PERCENT = 50n;

/** The connector's operation names (an approval fails for gas with the spec's authorisation code). */
export const nftOperationName = (operation: NftCall['operation']) =>
  operation === 'approve' ? 'approve' : `nft${operation[0]!.toUpperCase()}${operation.slice(1)}`;

/** Every buyable listing of the collection (stale ones the market leaves out). */
export async function readListings(client: PublicClient, venue: NftVenue): Promise<NftListing[]> {
  const count = await client.readContract({
    address: venue.market,
    abi: NFT_MARKET_ABI,
    functionName: 'listingCount',
    args: [venue.collection],
  });
  const pages: Array<Promise<readonly [readonly bigint[], readonly Address[], readonly bigint[]]>> = [];
  for (let offset = 0n; offset < count; offset += PAGE) {
    pages.push(
      client.readContract({
        address: venue.market,
        abi: NFT_MARKET_ABI,
        functionName: 'listingsOf',
        args: [venue.collection, offset, PAGE],
      }),
    );
  }
  const answers = await Promise.all(pages);
  return answers.flatMap(([tokenIds, sellers, prices]) =>
    tokenIds.map((tokenId, index) => ({ tokenId, seller: sellers[index]!, price: prices[index]! })),
  );
}

/**
 * One item's listing, its seller and price in wei, or null when it is not listed: as the next block
 * would find it (transactions waiting to be mined included), which is what a purchase sent now meets.
 */
export async function readListing(client: PublicClient, venue: NftVenue, tokenId: bigint): Promise<NftListing | null> {
  const [seller, price] = await client.readContract({
    address: venue.market,
    abi: NFT_MARKET_ABI,
    functionName: 'listing',
    args: [venue.collection, tokenId],
    blockTag: 'pending',
  });
  return /^0x0{40}$/i.test(seller) ? null : { tokenId, seller, price };
}

/** Each wallet's items of the collection, the market's approval and its coin (keys lower-case). */
export async function readHoldings(client: PublicClient, venue: NftVenue, owners: Address[]): Promise<Map<string, NftHoldings>> {
  const read = async (owner: Address): Promise<[string, NftHoldings]> => {
    const [count, approved, native] = await Promise.all([
      client.readContract({ address: venue.collection, abi: ERC721_ABI, functionName: 'balanceOf', args: [owner] }),
      client.readContract({ address: venue.collection, abi: ERC721_ABI, functionName: 'isApprovedForAll', args: [owner, venue.market] }),
      client.getBalance({ address: owner }),
    ]);
    const items = await Promise.all(
      Array.from({ length: Math.min(Number(count), MAX_ITEMS_READ) }, (_, index) =>
        client.readContract({
          address: venue.collection,
          abi: ERC721_ABI,
          functionName: 'tokenOfOwnerByIndex',
          args: [owner, BigInt(index)],
        }),
      ),
    );
    return [owner.toLowerCase(), { items, approved, native }];
  };
  return new Map(await Promise.all(owners.map(read)));
}

function callData(venue: NftVenue, call: NftCall): { to: Address; data: Hex; value: bigint } {
  switch (call.operation) {
    case 'approve':
      return {
        to: venue.collection,
        data: encodeFunctionData({ abi: ERC721_ABI, functionName: 'setApprovalForAll', args: [venue.market, true] }),
        value: 0n,
      };
    case 'list':
      return {
        to: venue.market,
        data: encodeFunctionData({ abi: NFT_MARKET_ABI, functionName: 'list', args: [venue.collection, call.tokenId, call.price] }),
        value: 0n,
      };
    case 'buy':
      return {
        to: venue.market,
        data: encodeFunctionData({ abi: NFT_MARKET_ABI, functionName: 'buy', args: [venue.collection, call.tokenId] }),
        value: call.price,
      };
    case 'cancel':
      return {
        to: venue.market,
        data: encodeFunctionData({ abi: NFT_MARKET_ABI, functionName: 'cancel', args: [venue.collection, call.tokenId] }),
        value: 0n,
      };
  }
}

/**
 * The call from `from`, its gas limit (estimate + margin) and gas price (the chain's × the
 * multiplier; 0 offers the chain's own), unsigned: the caller records it, then signs it with an
 * explicit nonce. The estimate fails as the call would.
 */
export async function prepareNftCall(
  client: PublicClient,
  venue: NftVenue,
  from: Address,
  call: NftCall,
  gasMultiplier: number,
): Promise<PreparedNftCall> {
  try {
    const { to, data, value } = callData(venue, call);
    const [estimate, gasPrice] = await Promise.all([client.estimateGas({ account: from, to, data, value }), client.getGasPrice()]);
    return {
      to,
      data,
      value,
      gas: estimate + (estimate * GAS_LIMIT_MARGIN_PERCENT) / 100n,
      gasPrice: gasMultiplier === 0 ? gasPrice : (gasPrice * BigInt(Math.round(gasMultiplier * 100))) / 100n,
    };
  } catch (error) {
    throw convertChainError(error, { chain: venue.chainKey, operation: nftOperationName(call.operation), wallet: from, role: 'trading' });
  }
}

/** The market's events of the collection in a mined transaction. */
export function nftOutcome(receipt: TransactionReceipt, venue: NftVenue): NftOutcome {
  const ours = receipt.logs.filter((log) => log.address.toLowerCase() === venue.market.toLowerCase());
  const outcome: NftOutcome = {};
  for (const event of parseEventLogs({ abi: NFT_MARKET_ABI, logs: ours })) {
    if (event.args.collection.toLowerCase() !== venue.collection.toLowerCase()) continue;
    if (event.eventName === 'Listed') outcome.listed = event.args;
    else if (event.eventName === 'Sold') outcome.sold = event.args;
    else if (event.eventName === 'Cancelled') outcome.cancelled = event.args;
  }
  return outcome;
}
