// The Solana venues this process knows (spec §3: jupitersol, orcasol, raydiumsol, raydiumsolv3,
// raydiumsolcpmm), each bound to a network: mainnet with Jupiter's public swap API by default, or
// the embedded sandbox network, whose venues replace those ids at start. Each venue gets one swap
// connector and one market-data source, made when first asked for (venue-catalogue.ts).
import type { Clock } from '../../clock.ts';
import { WRAPPED_SOL_MINT } from './executed-amounts.ts';
import { SolanaMarketSource } from './solana-market-source.ts';
import { SolanaSwapConnector } from './solana-swap-connector.ts';
import { SOLANA_VENUES, type SolanaVenue } from './solana-venues.ts';
import { VenueCatalogue } from '../venue-catalogue.ts';

export interface SolanaToken {
  symbol: string;
  /** The token's mint (base58); SOL stands for the wrapped-SOL mint, as the pools hold it. */
  mint: string;
  decimals: number;
}

export interface SolanaNetwork {
  /** The chain key on the wire (get_web_list's `chain`). */
  key: 'SOLANA';
  name: string;
  nativeSymbol: 'SOL';
  rpcUrl: string;
  wsUrl?: string;
  /** Base URL of a Jupiter-shaped swap API (quotes and swap transactions). */
  swapApiUrl: string;
  swapApiKey?: string;
}

export interface SolanaVenueDefinition extends SolanaVenue {
  network: SolanaNetwork;
  tokens: SolanaToken[];
  pairs: { base: string; quote: string }[];
  defaultPair: { base: string; quote: string };
  /** The embedded sandbox network's venues, with demo funds. */
  simulated?: boolean;
}

export const SOLANA_MAINNET: SolanaNetwork = {
  key: 'SOLANA',
  name: 'Solana',
  nativeSymbol: 'SOL',
  rpcUrl: 'https://api.mainnet-beta.solana.com',
  swapApiUrl: 'https://lite-api.jup.ag',
};

/** Mainnet's SOL and its two main stablecoins, which every Solana DEX lists against each other. */
const MAINNET_MARKET = {
  tokens: [
    { symbol: 'SOL', mint: WRAPPED_SOL_MINT, decimals: 9 },
    { symbol: 'USDC', mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', decimals: 6 },
    { symbol: 'USDT', mint: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB', decimals: 6 },
  ],
  pairs: [
    { base: 'SOL', quote: 'USDC' },
    { base: 'USDT', quote: 'USDC' },
  ],
  defaultPair: { base: 'SOL', quote: 'USDC' },
};

/** The spec's Solana venues on `network`, each with `tokens` and `pairs`. */
export function solanaVenuesOn(
  network: SolanaNetwork,
  market: Pick<SolanaVenueDefinition, 'tokens' | 'pairs' | 'defaultPair' | 'simulated'>,
): SolanaVenueDefinition[] {
  return SOLANA_VENUES.map((venue) => ({ ...venue, network, ...market }));
}

export class SolanaVenueRegistry {
  private readonly catalogue: VenueCatalogue<SolanaVenueDefinition, SolanaSwapConnector, SolanaMarketSource>;

  constructor(options: { rpcUrl?: string; includePublic?: boolean; clock?: Clock } = {}) {
    this.catalogue = new VenueCatalogue(
      'Solana venue',
      (venue) =>
        new SolanaSwapConnector(venue, {
          rpcUrl: venue.network.rpcUrl,
          wsUrl: venue.network.wsUrl,
          jupiterApiUrl: venue.network.swapApiUrl,
          jupiterApiKey: venue.network.swapApiKey,
        }),
      (_venue, connector) => new SolanaMarketSource(connector, options.clock),
    );
    if (options.includePublic === false) return;
    const network = options.rpcUrl ? { ...SOLANA_MAINNET, rpcUrl: options.rpcUrl } : SOLANA_MAINNET;
    for (const venue of solanaVenuesOn(network, MAINNET_MARKET)) this.catalogue.register(venue);
  }

  /** Adds `venue`, replacing one of the same id (the sandbox network's venues replace mainnet's). */
  register(venue: SolanaVenueDefinition): void {
    this.catalogue.register(venue);
  }

  unregister(id: string): void {
    this.catalogue.unregister(id);
  }

  has(id: string): boolean {
    return this.catalogue.has(id);
  }

  get(id: string): SolanaVenueDefinition | undefined {
    return this.catalogue.get(id);
  }

  list(): SolanaVenueDefinition[] {
    return this.catalogue.values();
  }

  connector(id: string): SolanaSwapConnector {
    return this.catalogue.connector(id);
  }

  /** The venue's market data, of symbols "<base mint>/<quote mint>" (solana-market-source.ts). */
  marketSource(id: string): SolanaMarketSource {
    return this.catalogue.marketSource(id);
  }

  close(): void {
    this.catalogue.close();
  }
}
