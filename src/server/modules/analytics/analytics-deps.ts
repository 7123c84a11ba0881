import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { JobScheduler } from '../../jobs/scheduler.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../../notify/mail/mailer.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import type { VenueServices } from '../../venues/venue-services.ts';
import type { WalletServices } from '../wallets/index.ts';

/** What the analytics module needs from the rest of the server. */
export interface AnalyticsDeps {
  config: Config;
  db: Db;
  secretBox: SecretBox;
  venues: VenueServices;
  wallets: WalletServices;
  mailer: Mailer;
  scheduler: JobScheduler;
  now: () => number;
  log: Logger;
}
