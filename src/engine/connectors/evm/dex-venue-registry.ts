// The DEX venues this process knows: the public ones (RPC URLs replaceable per chain) and those
// registered at start (the embedded sandbox chain's DEX, featured first). Each venue gets one
// connector and one pool market-data source, made when first asked for.
import type { Clock } from '../../clock.ts';
import type { DexChain } from './dex-chains.ts';
import { type DexVenueDefinition, PUBLIC_DEX_VENUES } from './dex-venues.ts';
import { EvmDexConnector } from './evm-dex-connector.ts';
import { PoolMarketSource } from './pool-market-source.ts';

export class DexVenueRegistry {
  private readonly venues = new Map<string, DexVenueDefinition>();
  private readonly connectors = new Map<string, EvmDexConnector>();
  private readonly sources = new Map<string, PoolMarketSource>();

  private readonly clock: Clock | undefined;

  constructor(options: { rpcUrls?: Record<string, string | undefined>; includePublic?: boolean; clock?: Clock } = {}) {
    this.clock = options.clock;
    if (options.includePublic === false) return;
    for (const venue of PUBLIC_DEX_VENUES) {
      const rpcUrl = options.rpcUrls?.[venue.chain.key];
      this.venues.set(venue.id, rpcUrl ? { ...venue, chain: { ...venue.chain, rpcUrl } } : venue);
    }
  }

  register(venue: DexVenueDefinition): void {
    this.unregister(venue.id);
    this.venues.set(venue.id, venue);
  }

  unregister(id: string): void {
    this.sources.get(id)?.close();
    this.sources.delete(id);
    this.connectors.delete(id);
    this.venues.delete(id);
  }

  has(id: string): boolean {
    return this.venues.has(id);
  }

  get(id: string): DexVenueDefinition | undefined {
    return this.venues.get(id);
  }

  /** Featured (sandbox) venues first, then by name. */
  list(): DexVenueDefinition[] {
    return [...this.venues.values()].sort(
      (a, b) => Number(b.featured === true) - Number(a.featured === true) || a.name.localeCompare(b.name),
    );
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
    let connector = this.connectors.get(id);
    if (!connector) {
      connector = new EvmDexConnector(this.require(id).chain);
      this.connectors.set(id, connector);
    }
    return connector;
  }

  /** The venue's pool feeds' source: market data of `base/quote` token addresses. */
  marketSource(id: string): PoolMarketSource {
    let source = this.sources.get(id);
    if (!source) {
      source = new PoolMarketSource(this.require(id), this.connector(id), this.clock);
      this.sources.set(id, source);
    }
    return source;
  }

  close(): void {
    for (const source of this.sources.values()) source.close();
    this.sources.clear();
  }

  private require(id: string): DexVenueDefinition {
    const venue = this.venues.get(id);
    if (!venue) throw new Error(`unknown DEX venue ${id}`);
    return venue;
  }
}
