import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import type { VenueServices } from '../../venues/venue-services.ts';
import type { TaskService } from '../tasks/task-service.ts';
import type { WalletServices } from '../wallets/wallet-services.ts';

export interface DexTradeDeps {
  db: Db;
  venues: VenueServices;
  /** The wallets, their sealed keys and each chain's one journalled sender (shared with the wallet tasks and the bots). */
  wallets: WalletServices;
  tasks: TaskService;
  now: () => number;
  log: Logger;
}
