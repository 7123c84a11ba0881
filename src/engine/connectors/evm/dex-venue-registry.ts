// The DEX venues this process knows: the public ones (RPC URLs replaceable per chain) and those
// registered at start (the embedded sandbox chain's DEX, featured first). Each venue gets one
// connector and one pool market-data source, made when first asked for.
import type { Clock } from '../../clock.ts';
import type { DexChain } from './dex-chains.ts';
import { type DexVenueDefinition, PUBLIC_DEX_VENUES } from './dex-venues.ts';
import { EvmDexConnector } from './evm-dex-connector.ts';
import { PoolMarketSource } from './pool-market-source.ts';
import { VenueCatalogue } from '../venue-catalogue.ts';

export class DexVenueRegistry {
  private readonly catalogue: VenueCatalogue<DexVenueDefinition, EvmDexConnector, PoolMarketSource>;

  constructor(options: { rpcUrls?: Record<string, string | undefined>; includePublic?: boolean; clock?: Clock } = {}) {
    this.catalogue = new VenueCatalogue(
      'DEX venue',
      (venue) => new EvmDexConnector(venue.chain),
      (venue, connector) => new PoolMarketSource(venue, connector, options.clock),
    );
    if (options.includePublic === false) return;
    for (const venue of PUBLIC_DEX_VENUES) {
      const rpcUrl = options.rpcUrls?.[venue.chain.key];
      this.catalogue.register(rpcUrl ? { ...venue, chain: { ...venue.chain, rpcUrl } } : venue);
    }
  }

  register(venue: DexVenueDefinition): void {
    this.catalogue.register(venue);
  }

  unregister(id: string): void {
    this.catalogue.unregister(id);
  }

  has(id: string): boolean {
    return this.catalogue.has(id);
  }

  get(id: string): DexVenueDefinition | undefined {
    return this.catalogue.get(id);
  }

  /** Featured (sandbox) venues first, then by name. */
  list(): DexVenueDefinition[] {
    return this.catalogue
      .values()
      .sort((a, b) => Number(b.featured === true) - Number(a.featured === true) || a.name.localeCompare(b.name));
  }

  /** The chains of the known venues, each once, in the order of `list()`. */
  chains(): { chain: DexChain; venues: DexVenueDefinition[]; simulated: boolean }[] {
    const byKey = new Map<string, { chain: DexChain; venues: DexVenueDefinition[]; simulated: boolean }>();
    for (const venue of this.list()) {
      const entry = byKey.get(venue.chain.key) ?? { chain: venue.chain, venues: [], simulated: venue.simulated === true };
      entry.venues.push(venue);
      byKey.set(venue.chain.key, entry);
    }
    return [...byKey.values()];
  }

  connector(id: string): EvmDexConnector {
    return this.catalogue.connector(id);
  }

  /** The venue's pool feeds' source: market data of `base/quote` token addresses. */
  marketSource(id: string): PoolMarketSource {
    return this.catalogue.marketSource(id);
  }

  close(): void {
    this.catalogue.close();
  }
}
