// The venues the product can reach: every exchange ccxt supports, plus venues registered at start
// (the embedded sandbox exchanges, or a real exchange with URL or option overrides). A registered
// venue with a ccxt id replaces ccxt's own definition.
import { ccxtCatalogue, ccxtDefinition } from './ccxt-catalogue.ts';
import type { VenueDefinition } from './venue-definition.ts';

export class VenueRegistry {
  private readonly registered = new Map<string, VenueDefinition>();

  constructor(private readonly options: { includeCcxt: boolean } = { includeCcxt: true }) {}

  register(definition: VenueDefinition): void {
    this.registered.set(definition.id, definition);
  }

  unregister(id: string): void {
    this.registered.delete(id);
  }

  get(id: string): VenueDefinition | undefined {
    return this.registered.get(id) ?? (this.options.includeCcxt ? (ccxtDefinition(id) ?? undefined) : undefined);
  }

  /** Featured venues first, then the other registered ones, then ccxt's, each group by id. */
  async list(): Promise<VenueDefinition[]> {
    const own = [...this.registered.values()].sort((a, b) => Number(!!b.featured) - Number(!!a.featured) || a.id.localeCompare(b.id));
    if (!this.options.includeCcxt) return own;
    const catalogue = (await ccxtCatalogue()).filter((definition) => !this.registered.has(definition.id));
    return [...own, ...catalogue];
  }
}
