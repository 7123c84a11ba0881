import type { Db } from '../../../db/database.ts';
import type { JobScheduler } from '../../../jobs/scheduler.ts';
import type { Logger } from '../../../logger.ts';
import type { SecretBox } from '../../../security/secret-box.ts';
import type { VenueServices } from '../../../venues/venue-services.ts';
import type { AlarmDelivery } from '../../alarms/index.ts';

/** What the risk-user module needs from the outside; the clock is here so tests can move it. */
export interface RiskUserDeps {
  db: Db;
  secretBox: SecretBox;
  venues: VenueServices;
  scheduler: JobScheduler;
  /** The alert system's channels (push, Telegram, e-mail) and its recipients. */
  delivery: AlarmDelivery;
  now: () => number;
  log: Logger;
}
