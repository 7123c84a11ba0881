// What the chain holds beyond its DEX: the launchpad, the NFT market and collections, and the
// funded wallets of the simulations around them (launchers, the new-pair lister, NFT traders with
// the collections' items and a few opening listings). Deployed on first start right after
// deploy.ts's world, and on a chain whose chain.json predates them: whatever is missing is
// deployed and funded, and the caller saves chain.json again.
import type { Address, Hash, Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createRng } from '../random.ts';
import { SANDBOX_COLLECTION, SANDBOX_LAUNCHPAD, SANDBOX_NFT_MARKET } from './artifacts.ts';
import type { NodeClients } from './chain-client.ts';
import type { ChainNode } from './chain-node.ts';
import type { ChainContracts } from './deploy.ts';
import { LAUNCHER_FUNDING, launcherKeys } from './launchers.ts';
import { LISTER_FUNDING, listerKey } from './new-pairs.ts';
import { listingPrice, NFT_TRADER_FUNDING, nftTraderKeys } from './nft-traders.ts';
import { type CollectionSpec, NFT_COLLECTIONS } from './world.ts';

/** Opening listings per trader and collection, so a collection has a floor from its first block. */
const OPENING_LISTINGS = 2;
/** Gas for minting one item (its owner's slot and balance), with room. */
const MINT_GAS_EACH = 80_000n;

/** Mines blocks until every transaction is in one (a large batch spans several blocks); throws if
 *  one reverted, since a half-built world is worse than none. */
async function settle(node: ChainNode, clients: NodeClients, hashes: Hash[]): Promise<{ contractAddress?: Address | null }[]> {
  for (let blocks = 0; blocks < 20; blocks++) {
    await node.mineBlock();
    const receipts = (await Promise.all(
      hashes.map((hash) => clients.publicClient.request({ method: 'eth_getTransactionReceipt', params: [hash] })),
    )) as ({ status: Hex; contractAddress?: Address | null } | null)[];
    if (receipts.some((receipt) => receipt === null)) continue;
    const failed = hashes.filter((_, index) => receipts[index]!.status !== '0x1');
    if (failed.length > 0) throw new Error(`sandbox chain set-up transactions reverted: ${failed.join(', ')}`);
    return receipts as { contractAddress?: Address | null }[];
  }
  throw new Error('sandbox chain set-up transactions were not mined in 20 blocks');
}

export async function deployExtras(
  node: ChainNode,
  clients: NodeClients,
  deployerKey: Hex,
  contracts: ChainContracts,
  seed: string,
): Promise<ChainContracts> {
  const deployer = clients.walletFor(deployerKey);
  const deploy = async (contract: { abi: readonly unknown[]; bytecode: Hex }, args: readonly unknown[]) => {
    const [receipt] = await settle(node, clients, [
      await deployer.deployContract({ abi: contract.abi, bytecode: contract.bytecode, args }),
    ]);
    return receipt!.contractAddress as Address;
  };
  const fund = async (keys: Hex[], amount: bigint) => {
    const hashes: Hash[] = [];
    for (const key of keys) hashes.push(await deployer.sendTransaction({ to: privateKeyToAccount(key).address, value: amount }));
    await settle(node, clients, hashes);
  };

  const result: ChainContracts = { ...contracts, nftCollections: { ...contracts.nftCollections } };
  if (!result.launchpad) {
    result.launchpad = await deploy(SANDBOX_LAUNCHPAD, [contracts.router]);
    await fund(launcherKeys(seed), LAUNCHER_FUNDING);
    await fund([listerKey(seed)], LISTER_FUNDING);
  }
  if (!result.nftMarket) {
    result.nftMarket = await deploy(SANDBOX_NFT_MARKET, []);
    await fund(nftTraderKeys(seed), NFT_TRADER_FUNDING);
  }
  for (const spec of NFT_COLLECTIONS) {
    if (result.nftCollections![spec.symbol]) continue;
    const collection = await deploy(SANDBOX_COLLECTION, [spec.name, spec.symbol, BigInt(spec.supply)]);
    await shareCollection(node, clients, deployerKey, result.nftMarket, collection, spec, seed);
    result.nftCollections![spec.symbol] = collection;
  }
  return result;
}

/** Mints a collection's items to the NFT traders in equal shares; each trader lets the market move
 *  its items and lists a couple around the opening floor. */
async function shareCollection(
  node: ChainNode,
  clients: NodeClients,
  deployerKey: Hex,
  market: Address,
  collection: Address,
  spec: CollectionSpec,
  seed: string,
): Promise<void> {
  const traders = nftTraderKeys(seed).map((key) => clients.walletFor(key));
  const deployer = clients.walletFor(deployerKey);
  const share = Math.ceil(spec.supply / traders.length);
  // Counted here: the node's pending count leaves out what does not fit its next block, and the
  // mints take several blocks.
  let nonce = await clients.publicClient.getTransactionCount({ address: deployer.account.address });
  const mints: Hash[] = [];
  for (const [index, trader] of traders.entries()) {
    const count = Math.min(share, spec.supply - index * share);
    if (count <= 0) break;
    mints.push(
      await deployer.writeContract({
        address: collection,
        abi: SANDBOX_COLLECTION.abi,
        functionName: 'mint',
        args: [trader.account.address, BigInt(count)],
        nonce: nonce++,
        gas: MINT_GAS_EACH * BigInt(count),
      }),
    );
  }
  await settle(node, clients, mints);
  const approvals: Hash[] = [];
  for (const trader of traders) {
    approvals.push(
      await trader.writeContract({
        address: collection,
        abi: SANDBOX_COLLECTION.abi,
        functionName: 'setApprovalForAll',
        args: [market, true],
      }),
    );
  }
  await settle(node, clients, approvals);
  const listings: Hash[] = [];
  for (const [index, trader] of traders.entries()) {
    const rng = createRng(seed, 'nft opening', spec.symbol, index);
    for (let item = 1; item <= OPENING_LISTINGS && index * share + item <= spec.supply; item++) {
      listings.push(
        await trader.writeContract({
          address: market,
          abi: SANDBOX_NFT_MARKET.abi,
          functionName: 'list',
          args: [collection, BigInt(index * share + item), listingPrice(rng, spec.openingFloor, spec.openingFloor)],
        }),
      );
    }
  }
  await settle(node, clients, listings);
}
