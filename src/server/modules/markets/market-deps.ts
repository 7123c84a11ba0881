import type { Db } from '../../db/database.ts';
import type { VenueServices } from '../../venues/venue-services.ts';

export interface MarketDeps {
  db: Db;
  venues: VenueServices;
  now: () => number;
}
