// What both swap APIs stand on: the chain's RPC for pools, the latest blockhash and the going
// compute-unit price, and the route and transaction builders. A request names its mints, amount,
// slippage and allowed DEXes; the answer is a route, or the reason there is none.
import type { Address, GetLatestBlockhashApi, GetRecentPrioritizationFeesApi, Rpc } from '@solana/kit';
import { computeUnitPrice } from '../../../engine/connectors/solana/priority-fee.ts';
import { bestDirectRoute, type DirectRoute, type PoolView, type RouteRefusal } from './direct-routes.ts';
import { loadPools, type PoolRpc } from './pool-directory.ts';
import { buildSwapTransaction } from './swap-transaction.ts';

export type SwapRpc = PoolRpc & Rpc<GetLatestBlockhashApi & GetRecentPrioritizationFeesApi>;

export interface RouteRequest {
  inputMint: Address;
  outputMint: Address;
  amount: bigint;
  slippageBps: number;
  dexes: readonly string[];
}

export interface SwapSource {
  route(request: RouteRequest): Promise<{ route: DirectRoute | RouteRefusal; slot: bigint }>;
  /** A pool by address, with its reserves now; null when the program has no such pool. */
  pool(address: Address): Promise<PoolView | null>;
  /** The unsigned transaction for a route, and the block height its blockhash stays valid to. */
  transaction(
    route: DirectRoute,
    options: { user: Address; wrapSol: boolean; unwrapSol: boolean; computeUnitPrice: bigint | 'auto' },
  ): Promise<{
    base64: string;
    lastValidBlockHeight: bigint;
    computeUnitLimit: number;
    computeUnitPrice: bigint;
    priorityFeeLamports: bigint;
  }>;
}

export function swapSource(rpc: SwapRpc): SwapSource {
  return {
    async route(request) {
      const { pools, slot } = await loadPools(rpc);
      return { route: bestDirectRoute(pools, request), slot };
    },
    async pool(address) {
      const { pools } = await loadPools(rpc);
      return pools.find((pool) => pool.address === address) ?? null;
    },
    async transaction(route, options) {
      const { value: blockhash } = await rpc.getLatestBlockhash().send();
      // 'auto' offers what recent transactions on the pool's vaults paid (Jupiter's default).
      const price =
        options.computeUnitPrice === 'auto'
          ? computeUnitPrice(0, await rpc.getRecentPrioritizationFees([route.pool.state.vaultA, route.pool.state.vaultB]).send())
          : options.computeUnitPrice;
      const built = await buildSwapTransaction({ route, ...options, computeUnitPrice: price, blockhash });
      return { ...built, lastValidBlockHeight: blockhash.lastValidBlockHeight, computeUnitPrice: price };
    },
  };
}
