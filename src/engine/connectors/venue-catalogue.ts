// The venues of one kind a process knows, by id, each with one connector and one market-data
// source made when first asked for and dropped with the venue. The EVM chains' DEX venues and the
// Solana venues are each such a catalogue (evm/dex-venue-registry.ts, solana/solana-venue-registry.ts).

export class VenueCatalogue<V extends { id: string }, C, S extends { close(): void }> {
  private readonly venues = new Map<string, V>();
  private readonly connectors = new Map<string, C>();
  private readonly sources = new Map<string, S>();

  constructor(
    private readonly kind: string,
    private readonly makeConnector: (venue: V) => C,
    private readonly makeSource: (venue: V, connector: C) => S,
  ) {}

  /** Adds `venue`, replacing one of the same id (and its connector and source). */
  register(venue: V): void {
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

  get(id: string): V | undefined {
    return this.venues.get(id);
  }

  /** In the order they were registered. */
  values(): V[] {
    return [...this.venues.values()];
  }

  connector(id: string): C {
    let connector = this.connectors.get(id);
    if (!connector) {
      connector = this.makeConnector(this.require(id));
      this.connectors.set(id, connector);
    }
    return connector;
  }

  marketSource(id: string): S {
    let source = this.sources.get(id);
    if (!source) {
      source = this.makeSource(this.require(id), this.connector(id));
      this.sources.set(id, source);
    }
    return source;
  }

  close(): void {
    for (const source of this.sources.values()) source.close();
    this.sources.clear();
  }

  private require(id: string): V {
    const venue = this.venues.get(id);
    if (!venue) throw new Error(`unknown ${this.kind} ${id}`);
    return venue;
  }
}
