// The sandbox chain's simulations beyond the swappers: new pairs appear on the DEX with their
// creation and their first liquidity in different blocks; launches, curve trades, new pairs and NFT
// sales repeat exactly under the same seed (and differ under another); and a chain whose chain.json
// was written before the launchpad and the NFT market gains them on its next start.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Address, getAbiItem, parseAbiItem } from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
import { LAUNCHPAD_ABI } from '../../src/engine/connectors/evm/launchpad-abi.ts';
import { NFT_MARKET_ABI } from '../../src/engine/connectors/evm/nft-market-abi.ts';
import { PAIR_ABI } from '../../src/engine/connectors/evm/uniswap-v2-abi.ts';
import { nodeClients } from '../../src/sandbox/chain/chain-client.ts';
import { type SandboxChain, type SandboxChainOptions, startSandboxChain } from '../../src/sandbox/chain/sandbox-chain.ts';

const running: SandboxChain[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const chain of running.splice(0)) await chain.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const PAIR_CREATED = parseAbiItem('event PairCreated(address indexed token0, address indexed token1, address pair, uint)');
const MINT = parseAbiItem('event Mint(address indexed sender, uint amount0, uint amount1)');

function newDir() {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-chain-simulations-'));
  dirs.push(dir);
  return dir;
}

/** A fresh chain on a virtual clock, mined `blocks` blocks `step` chain seconds apart. */
async function run(seed: string, blocks: number, step: number, options: Partial<SandboxChainOptions> = {}) {
  let now = 1_800_000_000;
  const chain = await startSandboxChain({ dataDir: newDir(), seed, blockIntervalMs: 0, now: () => now, ...options });
  running.push(chain);
  const { publicClient } = nodeClients(chain.node, chain.chainId);
  const startHeight = BigInt(chain.node.blockNumber);
  for (let i = 0; i < blocks; i++) {
    now += step;
    await chain.mine();
  }
  return { chain, publicClient, startHeight };
}

describe('the sandbox chain simulations', () => {
  it('lists new pairs on the DEX, each created empty and given its first liquidity in a later block', async () => {
    const { chain, publicClient, startHeight } = await run('11', 40, 30, { swappers: false, newPairs: true });
    const created = await publicClient.getLogs({ address: chain.contracts.factory, event: PAIR_CREATED, fromBlock: startHeight + 1n });
    const settledBefore = BigInt(chain.node.blockNumber) - 2n;
    const opened = created.filter((log) => log.blockNumber <= settledBefore);
    expect(opened.length).toBeGreaterThanOrEqual(2);
    for (const log of opened) {
      const pair = log.args[2] as Address;
      const mints = await publicClient.getLogs({ address: pair, event: MINT, fromBlock: log.blockNumber });
      expect(mints.length, `first liquidity of ${pair}`).toBeGreaterThan(0);
      expect(mints[0]!.blockNumber).toBeGreaterThan(log.blockNumber);
      const [reserve0, reserve1] = await publicClient.readContract({ address: pair, abi: PAIR_ABI, functionName: 'getReserves' });
      expect(reserve0 > 0n && reserve1 > 0n).toBe(true);
    }
  });

  it('launches, trades, lists new pairs and sells NFTs the same way under the same seed', async () => {
    const observe = async (seed: string) => {
      // The swappers have their own test; these are the simulations around them.
      const { chain, publicClient, startHeight } = await run(seed, 30, 20, {
        swappers: false,
        launchers: true,
        newPairs: true,
        nftTraders: true,
      });
      const fromBlock = startHeight + 1n;
      const launched = await publicClient.getLogs({
        address: chain.contracts.launchpad,
        event: getAbiItem({ abi: LAUNCHPAD_ABI, name: 'Launched' }),
        fromBlock,
      });
      const trades = await publicClient.getLogs({
        address: chain.contracts.launchpad,
        event: getAbiItem({ abi: LAUNCHPAD_ABI, name: 'Trade' }),
        fromBlock,
      });
      const sales = await publicClient.getLogs({
        address: chain.contracts.nftMarket,
        event: getAbiItem({ abi: NFT_MARKET_ABI, name: 'Sold' }),
        fromBlock,
      });
      const pairs = await publicClient.getLogs({ address: chain.contracts.factory, event: PAIR_CREATED, fromBlock });
      const seen = {
        launched: launched.map((log) => ({ block: log.blockNumber, ...log.args })),
        trades: trades.map((log) => ({ block: log.blockNumber, ...log.args })),
        sales: sales.map((log) => ({ block: log.blockNumber, ...log.args })),
        pairs: pairs.map((log) => ({ block: log.blockNumber, pair: log.args[2] })),
      };
      await chain.close();
      return seen;
    };
    const first = await observe('5');
    expect(first.launched.length).toBeGreaterThan(0);
    expect(first.trades.length).toBeGreaterThan(first.launched.length);
    expect(first.sales.length).toBeGreaterThan(0);
    expect(await observe('5')).toEqual(first);
    expect((await observe('6')).launched).not.toEqual(first.launched);
  }, 120_000);

  it('deploys the launchpad, the NFT market and the collections on a chain from before them, once', async () => {
    const dataDir = newDir();
    const old = await startSandboxChain({ dataDir, swappers: false, blockIntervalMs: 0 });
    running.push(old);
    const before = old.contracts;
    await old.close();
    running.splice(0);
    const chainFile = join(dataDir, 'chain.json');
    const saved = JSON.parse(readFileSync(chainFile, 'utf8'));
    const { launchpad: _launchpad, nftMarket: _market, nftCollections: _collections, ...dexOnly } = saved.contracts;
    writeFileSync(chainFile, JSON.stringify({ ...saved, contracts: dexOnly }));

    const upgraded = await startSandboxChain({ dataDir, swappers: false, blockIntervalMs: 0 });
    running.push(upgraded);
    const { publicClient } = nodeClients(upgraded.node, upgraded.chainId);
    expect(upgraded.contracts).toMatchObject({
      factory: before.factory,
      router: before.router,
      tokens: before.tokens,
      pairs: before.pairs,
    });
    expect(upgraded.contracts.launchpad).toBeDefined();
    expect(upgraded.contracts.nftCollections?.SAPE).toBeDefined();
    expect(
      await publicClient.readContract({ address: upgraded.contracts.launchpad!, abi: LAUNCHPAD_ABI, functionName: 'tokenCount' }),
    ).toBe(0n);
    const [listed] = await publicClient.readContract({
      address: upgraded.contracts.nftMarket!,
      abi: NFT_MARKET_ABI,
      functionName: 'listingsOf',
      args: [upgraded.contracts.nftCollections!.SAPE!, 0n, 100n],
    });
    expect(listed.length).toBe(16);
    expect(JSON.parse(readFileSync(chainFile, 'utf8')).contracts).toEqual(upgraded.contracts);
    await upgraded.close();
    running.splice(0);

    const again = await startSandboxChain({ dataDir, swappers: false, blockIntervalMs: 0 });
    running.push(again);
    expect(again.contracts).toEqual(upgraded.contracts);
  });
});
