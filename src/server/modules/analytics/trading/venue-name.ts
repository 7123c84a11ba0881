import type { VenueServices } from '../../../venues/venue-services.ts';

/** A venue's display name: an exchange's, else a DEX venue's, else its id. */
export const venueName = (venues: VenueServices, web: string) => venues.registry.get(web)?.name ?? venues.dex.get(web)?.name ?? web;
