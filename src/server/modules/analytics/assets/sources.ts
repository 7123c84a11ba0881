// Where a user's assets are: a bound exchange account ('cex', named by its venue id) or the user's
// wallets on one chain, summed ('dex', named by the chain's key). Snapshots, statements and the
// real-time list all speak of sources this way, and show them by the venue's or the chain's name.
import type { VenueServices } from '../../../venues/venue-services.ts';

export type SourceType = 'cex' | 'dex';

export interface SourceKey {
  sourceType: SourceType;
  source: string;
}

export const sourceKeyOf = (key: SourceKey) => `${key.sourceType}|${key.source}`;

/** The venue's display name ("Sandbox A"), or the chain's ("Sandbox chain"); the id itself when unknown. */
export function sourceName(venues: VenueServices, key: SourceKey): string {
  if (key.sourceType === 'cex') return venues.venueName(key.source);
  return venues.dex.chains().find((entry) => entry.chain.key === key.source)?.chain.name ?? key.source;
}
