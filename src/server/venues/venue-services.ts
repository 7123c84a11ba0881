// The server's home of the engine's exchange layer: the venue registry (every ccxt exchange plus
// the venues registered at start), the connector pool with its per-key rate governors, and the
// shared market-data feeds. One instance per process, handed to the modules that need venues.
import { type Clock, systemClock } from '../../engine/clock.ts';
import { ConnectorPool } from '../../engine/connectors/connector-pool.ts';
import { DexVenueRegistry } from '../../engine/connectors/evm/dex-venue-registry.ts';
import { SolanaVenueRegistry } from '../../engine/connectors/solana/solana-venue-registry.ts';
import { VenueRegistry } from '../../engine/connectors/venue-registry.ts';
import { MarketDataHub } from '../../engine/market-data/market-data-hub.ts';
import type { Config } from '../config.ts';

export interface VenueServices {
  registry: VenueRegistry;
  pool: ConnectorPool;
  /** The DEX venues (web_type 1) and their pool market data. */
  dex: DexVenueRegistry;
  /** The Solana venues (web_type 1 too) and their market data, kept apart from the EVM chains' venues. */
  solana: SolanaVenueRegistry;
  hub: MarketDataHub;
  /** A venue's display name: an exchange's, else a DEX venue's, else its id. */
  venueName(web: string): string;
  /** Resolves once shared feeds are handed over (scaled-out mode); callers that do not wait lose nothing else. */
  close(): Promise<void>;
}

/** Scaled-out mode: the Redis that processes share rate budgets and market feeds through. */
export interface SharedVenueState {
  redisUrl: string;
  /** Prefix of every Redis key, so several deployments (and each test) can share one Redis. */
  prefix: string;
}

/** The operator's RPC URLs for the public chains (DEX_RPC_*), replacing their public defaults. */
export const publicRpcUrls = (
  config: Pick<Config, 'DEX_RPC_BSC' | 'DEX_RPC_ETH' | 'DEX_RPC_BASE' | 'DEX_RPC_MATIC' | 'DEX_RPC_SOLANA'>,
) => ({
  dexRpcUrls: { BSC: config.DEX_RPC_BSC, ETH: config.DEX_RPC_ETH, BASE: config.DEX_RPC_BASE, MATIC: config.DEX_RPC_MATIC },
  solanaRpcUrl: config.DEX_RPC_SOLANA,
});

export function createVenueServices(
  options: {
    includeCcxt?: boolean;
    clock?: Clock;
    dexRpcUrls?: Record<string, string | undefined>;
    solanaRpcUrl?: string;
    shared?: SharedVenueState;
    feedIntervalScale?: number;
  } = {},
): VenueServices {
  const clock = options.clock ?? systemClock;
  const registry = new VenueRegistry({ includeCcxt: options.includeCcxt ?? true });
  const pool = new ConnectorPool(registry, { clock, shared: options.shared });
  const dex = new DexVenueRegistry({ rpcUrls: options.dexRpcUrls, includePublic: options.includeCcxt ?? true, clock });
  const solana = new SolanaVenueRegistry({ rpcUrl: options.solanaRpcUrl, includePublic: options.includeCcxt ?? true, clock });
  const hub = new MarketDataHub({
    connectorFor: (venue) =>
      dex.has(venue) ? dex.marketSource(venue) : solana.has(venue) ? solana.marketSource(venue) : pool.publicConnector(venue),
    clock,
    shared: options.shared,
    intervalScale: options.feedIntervalScale,
  });
  return {
    registry,
    pool,
    dex,
    solana,
    hub,
    venueName: (web) => registry.get(web)?.name ?? dex.get(web)?.name ?? solana.get(web)?.name ?? web,
    async close() {
      const feeds = hub.close();
      dex.close();
      solana.close();
      pool.close();
      await feeds;
    },
  };
}
