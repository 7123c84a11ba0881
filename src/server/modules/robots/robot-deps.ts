import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import type { VenueServices } from '../../venues/venue-services.ts';
import type { BotControl } from '../../scale/bot-control.ts';
import type { WalletServices } from '../wallets/wallet-services.ts';

/** What the robots module needs from the outside; the clock is here so tests can move it. */
export interface RobotDeps {
  db: Db;
  secretBox: SecretBox;
  venues: VenueServices;
  /** The bots: this process's runner (embedded mode) or the workers (scaled-out mode). */
  runner: BotControl;
  now: () => number;
  log: Logger;
  /** The wallet module (made after this one): a new-wallet bot's wallets are made, funded and collected there. */
  wallets?: () => WalletServices;
}
