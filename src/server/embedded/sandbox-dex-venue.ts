// The embedded sandbox chain as a DEX venue ("sandbox-dex"): its chain with the addresses it
// deployed, the tokens by symbol (BNB trades as WBNB, as on PancakeSwap), its pools as pairs, and
// its launchpad, NFT market and collections. Nothing else about it differs from a public DEX
// venue: it is reached over its JSON-RPC URL.
import type { DexChain } from '../../engine/connectors/evm/dex-chains.ts';
import type { DexVenueDefinition } from '../../engine/connectors/evm/dex-venues.ts';
import type { SandboxChain } from '../../sandbox/chain/sandbox-chain.ts';
import { NATIVE_SYMBOL, NFT_COLLECTIONS, POOLS, TOKENS } from '../../sandbox/chain/world.ts';
import { TEST_ACCOUNT_PAIR } from '../../shared/catalogue/test-accounts.ts';

export const SANDBOX_DEX_ID = 'sandbox-dex';
/** The sandbox chain's key, as wallets and get_dex_chain name it. */
export const SANDBOX_CHAIN_KEY = 'SANDBOX';

export function sandboxDexChain(chain: Pick<SandboxChain, 'chainId' | 'contracts' | 'rpcUrl'>): DexChain {
  return {
    key: SANDBOX_CHAIN_KEY,
    name: 'Sandbox chain',
    chainId: chain.chainId,
    dex: 'Sandbox DEX (Uniswap V2)',
    router: chain.contracts.router,
    factory: chain.contracts.factory,
    wrappedNative: chain.contracts.tokens.WBNB!,
    nativeSymbol: NATIVE_SYMBOL,
    rpcUrl: chain.rpcUrl,
  };
}

const shown = (symbol: string) => (symbol === 'WBNB' ? NATIVE_SYMBOL : symbol);

export function sandboxDexVenue(chain: Pick<SandboxChain, 'chainId' | 'contracts' | 'rpcUrl'>): DexVenueDefinition {
  return {
    id: SANDBOX_DEX_ID,
    name: 'Sandbox DEX',
    chain: sandboxDexChain(chain),
    // Uniswap V2's pair contract keeps 0.3% of every amount in.
    feePercent: 0.3,
    tokens: [
      { symbol: NATIVE_SYMBOL, address: chain.contracts.tokens.WBNB!, decimals: 18 },
      ...TOKENS.map((token) => ({ symbol: token.symbol, address: chain.contracts.tokens[token.symbol]!, decimals: token.decimals })),
    ],
    pairs: POOLS.map((pool) => ({ base: shown(pool.base), quote: shown(pool.quote) })),
    defaultPair: { ...TEST_ACCOUNT_PAIR },
    featured: true,
    simulated: true,
    ...(chain.contracts.launchpad ? { launchpad: chain.contracts.launchpad } : {}),
    ...(chain.contracts.nftMarket ? { nftMarket: chain.contracts.nftMarket } : {}),
    nftCollections: NFT_COLLECTIONS.flatMap((spec) => {
      const address = chain.contracts.nftCollections?.[spec.symbol];
      return address ? [{ address, name: spec.name, symbol: spec.symbol }] : [];
    }),
  };
}
