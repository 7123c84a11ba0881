import type { BotRunner } from '../../../engine/runner/runner.ts';
import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import type { VenueServices } from '../../venues/venue-services.ts';

/** What the robots module needs from the outside; the clock is here so tests can move it. */
export interface RobotDeps {
  db: Db;
  secretBox: SecretBox;
  venues: VenueServices;
  runner: BotRunner;
  now: () => number;
  log: Logger;
}
