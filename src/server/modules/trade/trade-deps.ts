import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../../notify/mail/mailer.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import type { VenueServices } from '../../venues/venue-services.ts';
import type { TaskService } from '../tasks/task-service.ts';

export interface TradeDeps {
  db: Db;
  secretBox: SecretBox;
  venues: VenueServices;
  mailer: Mailer;
  tasks: TaskService;
  now: () => number;
  log: Logger;
}
