// An NFT bot scenario: the DEX bot scenario's sandbox chain under a virtual clock, real runner,
// PGlite database and funded wallet group (dex-bot-scenario.ts; its runner opens NFT bots too), with
// the marketplace's side of it. The Sandbox Apes all belong to the chain's simulated NFT traders
// (their simulation is off here, so nothing trades unless a test says so): a test hands items to
// the group's wallets, lists and buys as an outside trader, and reads the market as a checker
// would: the listings and floor, and every Sold and Listed event of the collection.
import { eq } from 'drizzle-orm';
import { type Address, type Hash, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll } from 'vitest';
import { NFT_MARKET_ABI } from '../../src/engine/connectors/evm/nft-market-abi.ts';
import { readListings } from '../../src/engine/connectors/evm/nft-market-calls.ts';
import type { NftAccess } from '../../src/engine/runner/nft/nft-ports.ts';
import { SANDBOX_COLLECTION } from '../../src/sandbox/chain/artifacts.ts';
import { nodeClients } from '../../src/sandbox/chain/chain-client.ts';
import { nftTraderKeys } from '../../src/sandbox/chain/nft-traders.ts';
import { wallets } from '../../src/server/db/schema/index.ts';
import { SANDBOX_CHAIN_KEY } from '../../src/server/embedded/sandbox-dex-venue.ts';
import type { BotKey } from '../../src/shared/bots/catalogue.ts';
import { dexBotScenario } from './dex-bot-scenario.ts';
import { lateBound } from './late-bound.ts';

export interface NftScenarioOptions {
  seed?: string;
  /** Trading wallets in the group, each funded with `coins` BNB. */
  wallets?: number;
  coins?: string;
  /** Wraps the NFT bots' market access (dex-bot-scenario.ts). */
  wrapNftAccess?: (access: NftAccess) => NftAccess;
}

export interface MarketEvent {
  tokenId: number;
  seller: string;
  buyer?: string;
  price: number;
}

const GAS = 300_000n;

export async function nftBotScenario(options: NftScenarioOptions = {}) {
  const seed = options.seed ?? 'nft-scenario';
  const s = await dexBotScenario({
    seed,
    wallets: options.wallets ?? 4,
    funds: { BNB: options.coins ?? '20' },
    ...(options.wrapNftAccess ? { wrapNftAccess: options.wrapNftAccess } : {}),
  });
  const { chain } = s;
  const apes = chain.contracts.nftCollections!.SAPE!;
  const market = chain.contracts.nftMarket!;
  const clients = nodeClients(chain.node, chain.chainId);
  const traders = nftTraderKeys(seed).map((key) => clients.walletFor(key));
  const group = s.walletRows.map((row) => row.address.toLowerCase());
  const venue = { chainKey: SANDBOX_CHAIN_KEY, market, collection: apes };

  async function mined(sent: Promise<Hash>): Promise<void> {
    const hash = await sent;
    await chain.mine();
    const receipt = await clients.publicClient.getTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`outside NFT transaction ${hash} reverted`);
  }

  async function ownerOf(tokenId: number): Promise<string> {
    const owner = await clients.publicClient.readContract({
      address: apes,
      abi: SANDBOX_COLLECTION.abi,
      functionName: 'ownerOf',
      args: [BigInt(tokenId)],
    });
    return (owner as string).toLowerCase();
  }

  async function traderHolding(tokenId: number) {
    const owner = await ownerOf(tokenId);
    const trader = traders.find((candidate) => candidate.account.address.toLowerCase() === owner);
    if (!trader) throw new Error(`item ${tokenId} is not a simulated trader's (held by ${owner})`);
    return trader;
  }

  async function events(eventName: 'Sold' | 'Listed'): Promise<MarketEvent[]> {
    const logs = await clients.publicClient.getContractEvents({ address: market, abi: NFT_MARKET_ABI, eventName, fromBlock: 0n });
    return logs
      .map((log) => log.args as { collection: Address; tokenId: bigint; seller: Address; buyer?: Address; price: bigint })
      .filter((args) => args.collection.toLowerCase() === apes.toLowerCase())
      .map((args) => ({
        tokenId: Number(args.tokenId),
        seller: args.seller.toLowerCase(),
        ...(args.buyer ? { buyer: args.buyer.toLowerCase() } : {}),
        price: Number(args.price) / 1e18,
      }));
  }

  const nft = {
    apes,
    market,
    /** The group's wallet addresses, lower-case, in walletRows order. */
    group,
    inGroup: (address: string | undefined) => address !== undefined && group.includes(address),
    /** Simulated traders hand these items to the group's `index`-th wallet. */
    async giveItems(index: number, tokenIds: number[]) {
      for (const tokenId of tokenIds) {
        const trader = await traderHolding(tokenId);
        await mined(
          trader.writeContract({
            address: apes,
            abi: SANDBOX_COLLECTION.abi,
            functionName: 'transferFrom',
            args: [trader.account.address, group[index] as Address, BigInt(tokenId)],
            gas: GAS,
          }),
        );
      }
    },
    /** The trader holding the item lists it at `price` BNB. */
    async outsideList(tokenId: number, price: string) {
      const trader = await traderHolding(tokenId);
      await mined(
        trader.writeContract({
          address: market,
          abi: NFT_MARKET_ABI,
          functionName: 'list',
          args: [apes, BigInt(tokenId), parseEther(price)],
          gas: GAS,
        }),
      );
    },
    /** A simulated trader buys the item at its listed price. */
    async outsideBuy(tokenId: number) {
      await mined(nft.outsideBuyUnmined(tokenId));
    },
    /** A simulated trader sends a purchase of the item that waits to be mined, ahead of any sent after it. */
    async outsideBuyUnmined(tokenId: number): Promise<Hash> {
      const [seller, price] = await clients.publicClient.readContract({
        address: market,
        abi: NFT_MARKET_ABI,
        functionName: 'listing',
        args: [apes, BigInt(tokenId)],
      });
      const buyer = traders.find((trader) => trader.account.address.toLowerCase() !== seller.toLowerCase())!;
      return buyer.writeContract({
        address: market,
        abi: NFT_MARKET_ABI,
        functionName: 'buy',
        args: [apes, BigInt(tokenId)],
        value: price,
        gas: GAS,
      });
    },
    /** The collection's buyable listings, as the market answers them. */
    async listings() {
      const listed = await readListings(clients.publicClient, venue);
      return listed.map((listing) => ({
        tokenId: Number(listing.tokenId),
        seller: listing.seller.toLowerCase(),
        price: Number(listing.price) / 1e18,
      }));
    },
    async floor(): Promise<number | null> {
      const prices = (await nft.listings()).map((listing) => listing.price);
      return prices.length > 0 ? Math.min(...prices) : null;
    },
    sales: () => events('Sold'),
    listed: () => events('Listed'),
    ownerOf,
    async setRestriction(index: number, restriction: 'unlimited' | 'buy' | 'sell') {
      await s.db.update(wallets).set({ restriction }).where(eq(wallets.id, s.walletRows[index]!.id));
    },
    addNftBot: (kind: Extract<BotKey, 'shua_nft' | 'buy_sell_nft'>, params: Record<string, unknown>) =>
      s.addBot(kind, { collection_address: apes, ...params }, { base: 'SAPE', quote: 'BNB' }),
  };
  return Object.assign(s, nft);
}

export type NftBotScenario = Awaited<ReturnType<typeof nftBotScenario>>;

export function fileNftBotScenario(options: NftScenarioOptions = {}): NftBotScenario {
  let scenario: NftBotScenario | undefined;
  beforeAll(async () => {
    scenario = await nftBotScenario(options);
  }, 240_000);
  afterAll(async () => {
    await scenario?.close();
  }, 60_000);
  return lateBound(() => scenario, 'NFT bot scenario');
}

/** Whether an address is one of the simulated traders' (an outside party to the bot). */
export const isTrader = (seed: string, address: string) =>
  nftTraderKeys(seed).some((key) => privateKeyToAccount(key).address.toLowerCase() === address);
