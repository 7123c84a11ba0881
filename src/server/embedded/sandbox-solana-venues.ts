// The embedded sandbox Solana network's venues: the spec's five Solana venue ids, each trading the
// pools its DEX label holds on the sandbox network (world/genesis-pools.ts), through the sandbox's
// Jupiter-shaped swap API. They replace mainnet's venues of the same ids while the sandbox runs.
import { type SolanaNetwork, type SolanaVenueDefinition, solanaVenuesOn } from '../../engine/connectors/solana/solana-venue-registry.ts';
import { GENESIS_POOLS } from '../../sandbox/solana/world/genesis-pools.ts';
import type { SandboxSolanaWorld } from '../../sandbox/solana/world/sandbox-solana-world.ts';

export function sandboxSolanaVenues(world: Pick<SandboxSolanaWorld, 'rpcUrl' | 'wsUrl' | 'swapApiUrl' | 'mints'>): SolanaVenueDefinition[] {
  const network: SolanaNetwork = {
    key: 'SOLANA',
    name: 'Sandbox Solana',
    nativeSymbol: 'SOL',
    rpcUrl: world.rpcUrl,
    wsUrl: world.wsUrl,
    swapApiUrl: world.swapApiUrl,
  };
  const tokens = Object.entries(world.mints).map(([symbol, mint]) => ({ symbol, mint: mint.address, decimals: mint.decimals }));
  return solanaVenuesOn(network, {
    tokens,
    pairs: GENESIS_POOLS.map((pool) => ({ base: pool.base, quote: pool.quote })),
    defaultPair: { base: 'SOL', quote: 'USDC' },
    simulated: true,
  });
}
