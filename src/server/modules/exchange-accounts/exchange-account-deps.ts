import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import type { VenueServices } from '../../venues/venue-services.ts';

export interface ExchangeAccountDeps {
  db: Db;
  secretBox: SecretBox;
  venues: VenueServices;
  now: () => number;
  log: Logger;
}
