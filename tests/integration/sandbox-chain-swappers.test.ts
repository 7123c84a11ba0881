// The simulated swappers keep the sandbox chain's pools moving with Swap events, and do exactly
// the same under the same seed (and something else under another).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAbiItem } from 'viem';
import { afterEach, expect, it } from 'vitest';
import { nodeClients } from '../../src/sandbox/chain/chain-client.ts';
import { type SandboxChain, startSandboxChain } from '../../src/sandbox/chain/sandbox-chain.ts';
import { UNISWAP_V2_PAIR } from '../../src/sandbox/chain/artifacts.ts';

const running: SandboxChain[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const chain of running.splice(0)) await chain.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const SWAP = parseAbiItem(
  'event Swap(address indexed sender, uint amount0In, uint amount1In, uint amount0Out, uint amount1Out, address indexed to)',
);

/** Runs a fresh chain on a virtual clock for `blocks` blocks; answers every pool's reserves and the swaps seen. */
async function run(seed: string, blocks: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-chain-swappers-'));
  dirs.push(dataDir);
  let now = 1_800_000_000;
  const chain = await startSandboxChain({ dataDir, seed, blockIntervalMs: 0, now: () => now });
  running.push(chain);
  for (let i = 0; i < blocks; i++) {
    now += 3;
    await chain.mine();
  }
  const { publicClient } = nodeClients(chain.node, chain.chainId);
  const reserves: Record<string, unknown> = {};
  let swaps = 0;
  for (const [name, pair] of Object.entries(chain.contracts.pairs)) {
    reserves[name] = await publicClient.readContract({ address: pair, abi: UNISWAP_V2_PAIR.abi, functionName: 'getReserves' });
    swaps += (await publicClient.getLogs({ address: pair, event: SWAP, fromBlock: 0n })).length;
  }
  return { reserves, swaps };
}

it('moves every pool with Swap events, the same way under the same seed', async () => {
  const first = await run('7', 30);
  const again = await run('7', 30);
  const other = await run('8', 30);
  expect(first.swaps).toBeGreaterThan(10);
  expect(again).toEqual(first);
  expect(other.reserves).not.toEqual(first.reserves);
}, 120_000);
