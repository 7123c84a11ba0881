// The sandbox chain's NFT marketplace through viem over JSON-RPC, with the engine's own ABIs: the
// Sandbox Apes shared among the simulated traders with a floor from the start; a listing bought
// at its price with 2% to the market's owner; refusals (no approval, not the owner, wrong price,
// not listed, not the seller); a cancelled listing; and a listing gone stale when its item moved.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  getAddress,
  type Hash,
  type Hex,
  http,
  keccak256,
  parseEther,
  parseEventLogs,
  toHex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERC721_ABI, NFT_MARKET_ABI } from '../../src/engine/connectors/evm/nft-market-abi.ts';
import { SANDBOX_COLLECTION } from '../../src/sandbox/chain/artifacts.ts';
import { sandboxChain } from '../../src/sandbox/chain/chain-client.ts';
import { type SandboxChain, startSandboxChain } from '../../src/sandbox/chain/sandbox-chain.ts';

let chain: SandboxChain;
let dataDir: string;
let publicClient: ReturnType<typeof createPublicClient>;
/** A collection of our own (the deployer owns it), items 1-3 minted to alice. */
let collection: Address;

const walletOf = (key: Hex) =>
  createWalletClient({
    chain: sandboxChain(chain.chainId, chain.rpcUrl),
    transport: http(chain.rpcUrl),
    account: privateKeyToAccount(key),
  });
const alice = () => walletOf(keccak256(toHex('nft market test alice')));
const bob = () => walletOf(keccak256(toHex('nft market test bob')));
const carol = () => walletOf(keccak256(toHex('nft market test carol')));
const market = () => chain.contracts.nftMarket!;

async function mined(sent: Promise<Hash>) {
  const hash = await sent;
  await chain.mine();
  const receipt = await publicClient.getTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
  return receipt;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sandbox-chain-nft-'));
  chain = await startSandboxChain({ dataDir, swappers: false, blockIntervalMs: 0 });
  publicClient = createPublicClient({ chain: sandboxChain(chain.chainId, chain.rpcUrl), transport: http(chain.rpcUrl) });
  const deployer = walletOf(chain.privateKey);
  for (const wallet of [alice(), bob(), carol()])
    await mined(deployer.sendTransaction({ to: wallet.account.address, value: parseEther('50') }));
  const deployed = await mined(
    deployer.deployContract({ abi: SANDBOX_COLLECTION.abi, bytecode: SANDBOX_COLLECTION.bytecode, args: ['Test Cats', 'TCAT', 10n] }),
  );
  collection = getAddress(deployed.contractAddress!);
  await mined(
    deployer.writeContract({ address: collection, abi: SANDBOX_COLLECTION.abi, functionName: 'mint', args: [alice().account.address, 3n] }),
  );
});
afterAll(async () => {
  await chain?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const listings = (address: Address) =>
  publicClient.readContract({ address: market(), abi: NFT_MARKET_ABI, functionName: 'listingsOf', args: [address, 0n, 100n] });

describe('the sandbox NFT market', () => {
  it('opens with the Sandbox Apes shared among the traders and listed around a 2 BNB floor', async () => {
    const apes = chain.contracts.nftCollections!.SAPE!;
    expect(await publicClient.readContract({ address: apes, abi: ERC721_ABI, functionName: 'name' })).toBe('Sandbox Apes');
    expect(await publicClient.readContract({ address: apes, abi: ERC721_ABI, functionName: 'totalSupply' })).toBe(500n);
    const [tokenIds, sellers, prices] = await listings(apes);
    expect(tokenIds.length).toBe(16);
    const [floor] = [...prices].sort((a, b) => (a < b ? -1 : 1));
    expect(floor).toBeGreaterThan(parseEther('1.7'));
    expect(floor).toBeLessThan(parseEther('2.2'));
    const seller = sellers[0]!;
    expect(await publicClient.readContract({ address: apes, abi: ERC721_ABI, functionName: 'ownerOf', args: [tokenIds[0]!] })).toBe(seller);
    const held = await publicClient.readContract({ address: apes, abi: ERC721_ABI, functionName: 'balanceOf', args: [seller] });
    expect(held).toBeGreaterThan(60n);
  });

  it('sells a listed item at its price, 2% to the market owner, and refuses what is not for sale', async () => {
    const [seller, buyer] = [alice(), bob()];
    const list = (tokenId: bigint, price: bigint, wallet = seller) =>
      wallet.writeContract({ address: market(), abi: NFT_MARKET_ABI, functionName: 'list', args: [collection, tokenId, price] });
    await expect(list(1n, parseEther('1.5'))).rejects.toThrow(/Market: NOT_APPROVED/);
    await expect(list(1n, parseEther('1.5'), buyer)).rejects.toThrow(/Market: NOT_OWNER/);
    await mined(seller.writeContract({ address: collection, abi: ERC721_ABI, functionName: 'setApprovalForAll', args: [market(), true] }));
    const listed = await mined(list(1n, parseEther('1.5')));
    expect(parseEventLogs({ abi: NFT_MARKET_ABI, eventName: 'Listed', logs: listed.logs })[0]!.args).toEqual({
      collection,
      tokenId: 1n,
      seller: seller.account.address,
      price: parseEther('1.5'),
    });
    expect(
      await publicClient.readContract({ address: market(), abi: NFT_MARKET_ABI, functionName: 'listing', args: [collection, 1n] }),
    ).toEqual([seller.account.address, parseEther('1.5')]);
    expect(await listings(collection)).toEqual([[1n], [seller.account.address], [parseEther('1.5')]]);

    const buy = (tokenId: bigint, value: bigint) =>
      buyer.writeContract({ address: market(), abi: NFT_MARKET_ABI, functionName: 'buy', args: [collection, tokenId], value });
    await expect(buy(1n, parseEther('1.4'))).rejects.toThrow(/Market: WRONG_PRICE/);
    await expect(buy(2n, parseEther('1.5'))).rejects.toThrow(/Market: NOT_LISTED/);
    const sellerBefore = await publicClient.getBalance({ address: seller.account.address });
    const ownerBefore = await publicClient.getBalance({ address: chain.address });
    const sold = await mined(buy(1n, parseEther('1.5')));
    expect(parseEventLogs({ abi: NFT_MARKET_ABI, eventName: 'Sold', logs: sold.logs })[0]!.args).toEqual({
      collection,
      tokenId: 1n,
      seller: seller.account.address,
      buyer: buyer.account.address,
      price: parseEther('1.5'),
    });
    expect(await publicClient.readContract({ address: collection, abi: ERC721_ABI, functionName: 'ownerOf', args: [1n] })).toBe(
      buyer.account.address,
    );
    expect(await publicClient.getBalance({ address: seller.account.address })).toBe(sellerBefore + parseEther('1.47'));
    expect(await publicClient.getBalance({ address: chain.address })).toBe(ownerBefore + parseEther('0.03'));
    await expect(buy(1n, parseEther('1.5'))).rejects.toThrow(/Market: NOT_LISTED/);
    expect(await listings(collection)).toEqual([[], [], []]);
  });

  it('lets the seller, and nobody else, cancel a listing', async () => {
    const list = await mined(
      alice().writeContract({ address: market(), abi: NFT_MARKET_ABI, functionName: 'list', args: [collection, 2n, parseEther('3')] }),
    );
    expect(list.status).toBe('success');
    const cancel = (wallet: ReturnType<typeof walletOf>) =>
      wallet.writeContract({ address: market(), abi: NFT_MARKET_ABI, functionName: 'cancel', args: [collection, 2n] });
    await expect(cancel(bob())).rejects.toThrow(/Market: NOT_SELLER/);
    const cancelled = await mined(cancel(alice()));
    expect(parseEventLogs({ abi: NFT_MARKET_ABI, eventName: 'Cancelled', logs: cancelled.logs })[0]!.args).toEqual({
      collection,
      tokenId: 2n,
      seller: alice().account.address,
    });
    expect(
      await publicClient.readContract({ address: market(), abi: NFT_MARKET_ABI, functionName: 'listing', args: [collection, 2n] }),
    ).toEqual(['0x0000000000000000000000000000000000000000', 0n]);
    expect(
      await publicClient.readContract({ address: market(), abi: NFT_MARKET_ABI, functionName: 'listingCount', args: [collection] }),
    ).toBe(0n);
  });

  it('leaves out and refuses a listing whose item has moved, which its new owner may clear', async () => {
    await mined(
      alice().writeContract({ address: market(), abi: NFT_MARKET_ABI, functionName: 'list', args: [collection, 3n, parseEther('2')] }),
    );
    await mined(
      alice().writeContract({
        address: collection,
        abi: SANDBOX_COLLECTION.abi,
        functionName: 'transferFrom',
        args: [alice().account.address, carol().account.address, 3n],
      }),
    );
    expect(await listings(collection)).toEqual([[], [], []]);
    await expect(
      bob().writeContract({ address: market(), abi: NFT_MARKET_ABI, functionName: 'buy', args: [collection, 3n], value: parseEther('2') }),
    ).rejects.toThrow(/Market: STALE_LISTING/);
    await mined(carol().writeContract({ address: market(), abi: NFT_MARKET_ABI, functionName: 'cancel', args: [collection, 3n] }));
    expect(
      await publicClient.readContract({ address: market(), abi: NFT_MARKET_ABI, functionName: 'listingCount', args: [collection] }),
    ).toBe(0n);
  });
});
