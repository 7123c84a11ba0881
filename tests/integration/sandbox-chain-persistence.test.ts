// The sandbox chain keeps its state across restarts: a clean stop, and kill -9 in the middle of
// mining, swapping and checkpointing. Balances, pools, deployed addresses and the block height
// survive; a transaction the chain acknowledged is mined exactly once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Address, createPublicClient, createWalletClient, erc20Abi, type Hex, http, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterEach, describe, expect, it } from 'vitest';
import { UNISWAP_V2_PAIR } from '../../src/sandbox/chain/artifacts.ts';
import { sandboxChain } from '../../src/sandbox/chain/chain-client.ts';
import { type SandboxChain, startSandboxChain } from '../../src/sandbox/chain/sandbox-chain.ts';
import { type ChainProcess, startChainProcess } from '../support/chain-process.ts';

const dirs: string[] = [];
const running: SandboxChain[] = [];
const processes: ChainProcess[] = [];
afterEach(async () => {
  for (const chain of running.splice(0)) await chain.close();
  for (const child of processes.splice(0)) await child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function newDir() {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-chain-persist-'));
  dirs.push(dir);
  return dir;
}

async function start(dataDir: string, options: Partial<Parameters<typeof startSandboxChain>[0]> = {}) {
  const chain = await startSandboxChain({ dataDir, blockIntervalMs: 0, ...options });
  running.push(chain);
  return chain;
}

function clientsFor(rpcUrl: string, chainId: number, privateKey: Hex) {
  const chain = sandboxChain(chainId, rpcUrl);
  return {
    publicClient: createPublicClient({ chain, transport: http(rpcUrl), pollingInterval: 50 }),
    wallet: createWalletClient({ chain, transport: http(rpcUrl), account: privateKeyToAccount(privateKey) }),
  };
}

/** A pool's reserves and the tokens its pair actually holds: equal whenever the pool is consistent. */
async function poolState(publicClient: ReturnType<typeof clientsFor>['publicClient'], pair: Address, tokens: [Address, Address]) {
  const [reserve0, reserve1] = (await publicClient.readContract({
    address: pair,
    abi: UNISWAP_V2_PAIR.abi,
    functionName: 'getReserves',
  })) as [bigint, bigint];
  const [token0, token1] = [...tokens].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)) as [Address, Address];
  const held0 = await publicClient.readContract({ address: token0, abi: erc20Abi, functionName: 'balanceOf', args: [pair] });
  const held1 = await publicClient.readContract({ address: token1, abi: erc20Abi, functionName: 'balanceOf', args: [pair] });
  return { reserve0, reserve1, held0, held1 };
}

describe('the sandbox chain across restarts', () => {
  it('carries on after a clean stop with the same addresses, balances, pools and height', async () => {
    const dataDir = newDir();
    const first = await start(dataDir, { swappers: true, checkpointEveryBlocks: 4 });
    const { publicClient, wallet } = clientsFor(first.rpcUrl, first.chainId, first.privateKey);
    // Mined long before the last checkpoint: its block is folded away, its receipt must not be.
    const early = await wallet.writeContract({
      address: first.contracts.tokens.CAKE!,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [privateKeyToAccount(`0x${'43'.repeat(32)}`).address, parseEther('3')],
    });
    for (let i = 0; i < 10; i++) await first.mine();
    const earlyReceipt = await publicClient.getTransactionReceipt({ hash: early });
    const pair = first.contracts.pairs['CAKE/WBNB']!;
    const before = {
      height: await publicClient.getBlockNumber(),
      pool: await poolState(publicClient, pair, [first.contracts.tokens.CAKE!, first.contracts.tokens.WBNB!]),
      native: await publicClient.getBalance({ address: first.address }),
    };
    await first.close();
    running.splice(0);

    const second = await start(dataDir, { swappers: true });
    expect(second.contracts).toEqual(first.contracts);
    const after = clientsFor(second.rpcUrl, second.chainId, second.privateKey).publicClient;
    expect(await after.getBlockNumber()).toBe(before.height);
    expect(await poolState(after, pair, [first.contracts.tokens.CAKE!, first.contracts.tokens.WBNB!])).toEqual(before.pool);
    expect(await after.getBalance({ address: first.address })).toBe(before.native);
    expect(await after.getTransactionReceipt({ hash: early })).toEqual(earlyReceipt);
    expect((await after.getTransaction({ hash: early })).from.toLowerCase()).toBe(first.address.toLowerCase());
    const next = await second.mine();
    expect(BigInt(next.number)).toBe(before.height + 1n);
  });

  it('loses nothing it acknowledged when killed with -9 while mining, swapping and checkpointing', async () => {
    const dataDir = newDir();
    const child = await startChainProcess({
      SANDBOX_CHAIN_DATA_DIR: dataDir,
      SANDBOX_CHAIN_BLOCK_MS: '150',
      SANDBOX_CHAIN_CHECKPOINT_BLOCKS: '3',
    });
    processes.push(child);
    const { rpc, privateKey, CAKE, chainId } = child.printed as Record<string, string>;
    const { publicClient, wallet } = clientsFor(rpc!, Number(chainId), privateKey as Hex);
    const recipient = privateKeyToAccount(`0x${'42'.repeat(32)}`).address;
    const cake = CAKE as Address;

    const mined = await wallet.writeContract({
      address: cake,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, parseEther('5')],
    });
    await publicClient.waitForTransactionReceipt({ hash: mined });
    // Swaps and checkpoints go on meanwhile; the second transfer is acknowledged and may or may
    // not make it into a block before the kill.
    await new Promise((resolve) => setTimeout(resolve, 700));
    const acknowledged = await wallet.writeContract({
      address: cake,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, parseEther('7')],
    });
    const heightSeen = await publicClient.getBlockNumber();
    await child.kill('SIGKILL');

    const restarted = await start(dataDir, { swappers: false });
    const after = clientsFor(restarted.rpcUrl, restarted.chainId, restarted.privateKey).publicClient;
    expect(restarted.contracts.tokens.CAKE).toBe(cake);
    expect(await after.getBlockNumber()).toBeGreaterThanOrEqual(heightSeen);
    await restarted.mine();
    expect((await after.getTransactionReceipt({ hash: acknowledged })).status).toBe('success');
    expect(await after.readContract({ address: cake, abi: erc20Abi, functionName: 'balanceOf', args: [recipient] })).toBe(parseEther('12'));
    for (const [name, pair] of Object.entries(restarted.contracts.pairs)) {
      const [base, quote] = name.split('/') as [string, string];
      const pool = await poolState(after, pair, [restarted.contracts.tokens[base]!, restarted.contracts.tokens[quote]!]);
      expect([pool.reserve0, pool.reserve1], name).toEqual([pool.held0, pool.held1]);
    }
  });
});
