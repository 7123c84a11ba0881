// Simulated traders on the sandbox chain's pools, so prices move and Swap events flow. Each block,
// each pool draws from a stream seeded by (seed, block number, pool): whether someone trades, which
// swapper, which side and how much. The side leans back toward the pool's opening price, so prices
// wander without running away. The draws depend only on the seed and the chain, never on when the
// process started, so a run repeats under the same seed.
import { type Address, erc20Abi, type Hex, keccak256, maxUint256, parseEther, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createRng } from '../random.ts';
import { UNISWAP_V2_PAIR, UNISWAP_V2_ROUTER, WRAPPED_NATIVE } from './artifacts.ts';
import type { NodeClients } from './chain-client.ts';
import type { ChainNode, MinedBlock } from './chain-node.ts';
import type { ChainContracts } from './deploy.ts';
import { DEADLINE, GAS_PRICE, type Simulation, SimWallets } from './simulations.ts';
import { POOLS, TOKENS } from './world.ts';

const SWAPPER_COUNT = 4;
/** Chance a pool trades in a block. */
const TRADE_CHANCE = 0.35;
const GAS_LIMIT = 250_000n;

export function swapperKeys(seed: string): Hex[] {
  return Array.from({ length: SWAPPER_COUNT }, (_, index) => keccak256(toHex(`mm-console sandbox chain ${seed} swapper ${index}`)));
}

/** First start: gives every swapper coins and tokens and the router's allowance for each. */
export async function fundSwappers(
  node: ChainNode,
  clients: NodeClients,
  deployerKey: Hex,
  contracts: ChainContracts,
  seed: string,
): Promise<void> {
  const deployer = clients.walletFor(deployerKey);
  const keys = swapperKeys(seed);
  for (const key of keys) {
    const to = privateKeyToAccount(key).address;
    await deployer.sendTransaction({ to, value: parseEther('20000') });
    for (const token of TOKENS) {
      await deployer.writeContract({
        address: contracts.tokens[token.symbol]!,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, parseEther(String(token.supply / 500n))],
      });
    }
  }
  await node.mineBlock();
  for (const key of keys) {
    const swapper = clients.walletFor(key);
    await swapper.writeContract({
      address: contracts.tokens.WBNB!,
      abi: WRAPPED_NATIVE.abi,
      functionName: 'deposit',
      value: parseEther('10000'),
    });
    for (const symbol of Object.keys(contracts.tokens)) {
      await swapper.writeContract({
        address: contracts.tokens[symbol]!,
        abi: erc20Abi,
        functionName: 'approve',
        args: [contracts.router, maxUint256],
      });
    }
  }
  await node.mineBlock();
}

interface PoolState {
  base: Address;
  quote: Address;
  pair: Address;
  /** Quote per base at the start. */
  openingPrice: number;
}

export function createSwappers(clients: NodeClients, contracts: ChainContracts, seed: string): Simulation {
  const wallets = new SimWallets(clients, swapperKeys(seed));
  const pools: PoolState[] = POOLS.map((pool) => ({
    base: contracts.tokens[pool.base]!,
    quote: contracts.tokens[pool.quote]!,
    pair: contracts.pairs[`${pool.base}/${pool.quote}`]!,
    openingPrice: Number(pool.quoteAmount) / Number(pool.baseAmount),
  }));

  async function trade(block: MinedBlock, poolIndex: number, pool: PoolState): Promise<void> {
    const rng = createRng(seed, 'swap', block.number, poolIndex);
    if (rng.next() >= TRADE_CHANCE) return;
    const [reserve0, reserve1] = (await clients.publicClient.readContract({
      address: pool.pair,
      abi: UNISWAP_V2_PAIR.abi,
      functionName: 'getReserves',
    })) as [bigint, bigint];
    const baseIsToken0 = pool.base.toLowerCase() < pool.quote.toLowerCase();
    const [baseReserve, quoteReserve] = baseIsToken0 ? [reserve0, reserve1] : [reserve1, reserve0];
    const price = Number(quoteReserve) / Number(baseReserve);
    const buyChance = Math.min(0.9, Math.max(0.1, 0.5 + 2 * Math.log(pool.openingPrice / price)));
    const buy = rng.next() < buyChance;
    const share = 0.0002 + rng.next() * 0.003;
    const amountIn = BigInt(Math.floor(Number(buy ? quoteReserve : baseReserve) * share));
    const index = rng.int(wallets.size);
    await wallets.send(index, (wallet, nonce) =>
      wallet.writeContract({
        address: contracts.router,
        abi: UNISWAP_V2_ROUTER.abi,
        functionName: 'swapExactTokensForTokens',
        args: [amountIn, 0n, buy ? [pool.quote, pool.base] : [pool.base, pool.quote], wallet.account.address, DEADLINE],
        nonce,
        gas: GAS_LIMIT,
        gasPrice: GAS_PRICE,
      }),
    );
  }

  return {
    async onBlock({ block }) {
      for (const [index, pool] of pools.entries()) await trade(block, index, pool);
    },
  };
}
