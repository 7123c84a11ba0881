// Simulated NFT traders on the marketplace, so each collection has listings, sales and a floor
// price that moves: every few seconds of chain time a trader lists one of its items (now and then
// under the floor, more often above it), another buys the floor item when its price suits them,
// and listings are sometimes withdrawn. Undercuts grow rarer and purchases likelier as the floor
// sinks below the collection's opening floor (and the reverse above it), so the floor wanders
// without running away. Every draw comes from (seed, block number, collection), so a run repeats.
import { type Address, type Hex, keccak256, parseEther, toHex } from 'viem';
import { createRng, type Rng } from '../random.ts';
import { SANDBOX_COLLECTION, SANDBOX_NFT_MARKET } from './artifacts.ts';
import type { NodeClients } from './chain-client.ts';
import type { ChainContracts } from './deploy.ts';
import { chanceWithin, coins, GAS_PRICE, type Simulation, SimWallets } from './simulations.ts';
import { type CollectionSpec, NFT_COLLECTIONS } from './world.ts';

const NFT_TRADER_COUNT = 8;
/** Each trader's coins at start; sales move coins between traders, less the market's 2%. */
export const NFT_TRADER_FUNDING = parseEther('1000');
/** Mean chain seconds between new listings, purchases and withdrawn listings of a collection. */
const LIST_EVERY_SECONDS = 15;
const BUY_EVERY_SECONDS = 25;
const CANCEL_EVERY_SECONDS = 90;
/** No new listings past this many, so a collection's listings fit one listingsOf page. */
const MAX_LISTINGS = 60;
/** The market's page limit (SandboxNftMarket.MAX_PAGE). */
const PAGE = 100n;
const LIST_GAS = 250_000n;
const BUY_GAS = 300_000n;
const CANCEL_GAS = 150_000n;

export function nftTraderKeys(seed: string): Hex[] {
  return Array.from({ length: NFT_TRADER_COUNT }, (_, index) => keccak256(toHex(`mm-console sandbox chain ${seed} nft trader ${index}`)));
}

interface Listed {
  tokenId: bigint;
  seller: Address;
  price: bigint;
}

/** A listing price around `reference` (whole coins): under it with a chance that falls as the
 *  reference sinks below the opening floor, otherwise 2-50% above it. */
export function listingPrice(rng: Rng, reference: number, openingFloor: number): bigint {
  const undercutChance = Math.min(0.8, Math.max(0.1, 0.4 + 1.5 * Math.log(reference / openingFloor)));
  const factor = rng.next() < undercutChance ? 0.9 + rng.next() * 0.09 : 1.02 + rng.next() * 0.48;
  return coins(reference * factor);
}

export function createNftTraders(clients: NodeClients, contracts: ChainContracts, seed: string): Simulation {
  const wallets = new SimWallets(clients, nftTraderKeys(seed));
  const market = contracts.nftMarket!;
  const traderIndex = (address: Address) => wallets.wallets.findIndex((wallet) => wallet.account.address === address);

  async function listings(collection: Address): Promise<Listed[]> {
    const [tokenIds, sellers, prices] = (await clients.publicClient.readContract({
      address: market,
      abi: SANDBOX_NFT_MARKET.abi,
      functionName: 'listingsOf',
      args: [collection, 0n, PAGE],
    })) as [bigint[], Address[], bigint[]];
    return tokenIds.map((tokenId, index) => ({ tokenId, seller: sellers[index]!, price: prices[index]! }));
  }

  /** Lists one of a trader's items; never `sold`, the item bought in this block. */
  async function list(rng: Rng, collection: Address, spec: CollectionSpec, floor: Listed | undefined, sold?: bigint): Promise<void> {
    const who = rng.int(wallets.size);
    const held = (await clients.publicClient.readContract({
      address: collection,
      abi: SANDBOX_COLLECTION.abi,
      functionName: 'balanceOf',
      args: [wallets.address(who)],
    })) as bigint;
    if (held === 0n) return;
    const tokenId = (await clients.publicClient.readContract({
      address: collection,
      abi: SANDBOX_COLLECTION.abi,
      functionName: 'tokenOfOwnerByIndex',
      args: [wallets.address(who), BigInt(rng.int(Number(held)))],
    })) as bigint;
    if (tokenId === sold) return;
    const reference = floor ? Number(floor.price) / 1e18 : spec.openingFloor;
    const price = listingPrice(rng, reference, spec.openingFloor);
    await wallets.send(who, (wallet, nonce) =>
      wallet.writeContract({
        address: market,
        abi: SANDBOX_NFT_MARKET.abi,
        functionName: 'list',
        args: [collection, tokenId, price],
        nonce,
        gas: LIST_GAS,
        gasPrice: GAS_PRICE,
      }),
    );
  }

  /** Buys the floor item if its price is within what a trader will pay today. */
  async function buyFloor(rng: Rng, collection: Address, spec: CollectionSpec, floor: Listed): Promise<void> {
    const willing = spec.openingFloor * (0.8 + rng.next() * 0.8);
    if (Number(floor.price) / 1e18 > willing) return;
    const seller = traderIndex(floor.seller);
    const who = seller < 0 ? rng.int(wallets.size) : (seller + 1 + rng.int(wallets.size - 1)) % wallets.size;
    await wallets.send(who, (wallet, nonce) =>
      wallet.writeContract({
        address: market,
        abi: SANDBOX_NFT_MARKET.abi,
        functionName: 'buy',
        args: [collection, floor.tokenId],
        value: floor.price,
        nonce,
        gas: BUY_GAS,
        gasPrice: GAS_PRICE,
      }),
    );
  }

  async function cancel(rng: Rng, collection: Address, listed: Listed[]): Promise<void> {
    const chosen = listed[rng.int(listed.length)]!;
    const who = traderIndex(chosen.seller);
    if (who < 0) return;
    await wallets.send(who, (wallet, nonce) =>
      wallet.writeContract({
        address: market,
        abi: SANDBOX_NFT_MARKET.abi,
        functionName: 'cancel',
        args: [collection, chosen.tokenId],
        nonce,
        gas: CANCEL_GAS,
        gasPrice: GAS_PRICE,
      }),
    );
  }

  return {
    async onBlock({ block, elapsed }) {
      for (const [index, spec] of NFT_COLLECTIONS.entries()) {
        const collection = contracts.nftCollections?.[spec.symbol];
        if (!collection) continue;
        const rng = createRng(seed, 'nft', block.number, index);
        const buying = rng.next() < chanceWithin(elapsed, BUY_EVERY_SECONDS);
        const listing = rng.next() < chanceWithin(elapsed, LIST_EVERY_SECONDS);
        const cancelling = rng.next() < chanceWithin(elapsed, CANCEL_EVERY_SECONDS);
        if (!buying && !listing && !cancelling) continue;
        const listed = await listings(collection);
        const floor = listed.reduce<Listed | undefined>((low, entry) => (!low || entry.price < low.price ? entry : low), undefined);
        if (buying && floor) await buyFloor(rng, collection, spec, floor);
        if (listing && listed.length < MAX_LISTINGS) await list(rng, collection, spec, floor, buying ? floor?.tokenId : undefined);
        const others = listed.filter((entry) => !(buying && entry === floor));
        if (cancelling && others.length > 0) await cancel(rng, collection, others);
      }
    },
  };
}
