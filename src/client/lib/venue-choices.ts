// The exchange list as a person picks from it. The server lists each venue once per market kind
// (spot, futures) under the same name, so a label names the kind too; the sandbox venues come
// first, where a new user looks for them; a search matches every typed word against the name, the
// venue id and the names of its kinds in the user's language.
import { WEB_TYPES } from '../../shared/catalogue/venue-kinds.ts';

export type VenueKind = 'spot' | 'futures';

interface Listed {
  exchange: string;
  web: string;
  web_type: number;
  simulated?: boolean;
}

export const kindOf = (webType: number): VenueKind => (webType === WEB_TYPES.futures ? 'futures' : 'spot');

/** The kinds each venue is listed with, by venue id, in list order. */
export function kindsByVenue(list: readonly Listed[]): Map<string, VenueKind[]> {
  const kinds = new Map<string, VenueKind[]>();
  for (const entry of list) {
    const known = kinds.get(entry.web) ?? [];
    if (!known.includes(kindOf(entry.web_type))) known.push(kindOf(entry.web_type));
    kinds.set(entry.web, known);
  }
  return kinds;
}

/** The sandbox venues, then the rest, each in the server's order. */
export function sandboxFirst<T extends Listed>(list: readonly T[]): { sandbox: T[]; others: T[] } {
  return { sandbox: list.filter((entry) => entry.simulated), others: list.filter((entry) => !entry.simulated) };
}

/** Whether every word typed is found in the entry's name, id or kind names (case-insensitive). */
export function matchesVenue(query: string, entry: Listed, kindNames: readonly string[]): boolean {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const text = [entry.exchange, entry.web, ...kindNames].join(' ').toLowerCase();
  return words.every((word) => text.includes(word));
}
