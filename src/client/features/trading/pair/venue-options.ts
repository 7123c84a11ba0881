// The exchange list as the pair selector offers it: exchanges with a bound account first, then the
// DEX venues (they need no account: their pools are public and traded from wallets), then every
// other exchange; and the pairs it suggests for the chosen venue.
import { WEB_TYPES } from '../../../../shared/catalogue/venue-kinds.ts';
import type { WebListEntry } from '../../../../shared/contracts/markets/get-web-list.ts';
import { pairLabel, type TradingPair, webTypeOf } from './market-pair.ts';

export interface VenueGroups {
  bound: WebListEntry[];
  dex: WebListEntry[];
  others: WebListEntry[];
}

/** The venues in their groups, each in the server's order; kinds the app does not know are left out. */
export function venueGroups(webList: readonly WebListEntry[], boundWebs: ReadonlySet<string>): VenueGroups {
  const groups: VenueGroups = { bound: [], dex: [], others: [] };
  for (const venue of webList) {
    const kind = webTypeOf(venue.web_type);
    if (kind === null) continue;
    if (kind === WEB_TYPES.dex) groups.dex.push(venue);
    else if (boundWebs.has(venue.web)) groups.bound.push(venue);
    else groups.others.push(venue);
  }
  return groups;
}

/** The value of a venue's option: a venue is listed once per kind. */
export const venueValue = (venue: { web: string; web_type: number }) => `${venue.web}:${venue.web_type}`;

/**
 * The pairs suggested while typing: a DEX venue's pools (its own and the tokens the user added), or
 * an exchange's default pair; and the user's favourites on the same venue.
 */
export function pairSuggestions(
  pair: TradingPair | null,
  venue: WebListEntry | undefined,
  favourites: readonly { web: string; yenUnit1: string; yenUnit2: string }[],
): string[] {
  const suggestions = new Set<string>();
  if (venue?.web_type === WEB_TYPES.dex) for (const pool of venue.pairs) suggestions.add(pairLabel(pool));
  for (const entry of favourites) if (!pair || entry.web === pair.web) suggestions.add(pairLabel(entry));
  if (venue) suggestions.add(pairLabel(venue));
  return [...suggestions];
}

/** The quote tokens a new token can be paired with on a DEX venue: those its pools use, the default pair's first. */
export function quoteTokensOf(venue: Pick<WebListEntry, 'yenUnit2' | 'pairs'>): string[] {
  return [...new Set([venue.yenUnit2, ...venue.pairs.map((pool) => pool.yenUnit2)])];
}
