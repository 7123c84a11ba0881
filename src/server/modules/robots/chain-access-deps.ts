// What the runner's ways to a bot's chain market need (DEX pools, launch curves, NFT markets): the
// database, the secret box that opens wallet keys, the venues, the wallet module and the clock.
import type { Db } from '../../db/database.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import type { VenueServices } from '../../venues/venue-services.ts';
import type { WalletServices } from '../wallets/wallet-services.ts';

export interface DexAccessDeps {
  db: Db;
  secretBox: SecretBox;
  venues: VenueServices;
  /** The wallet module's services (made after the robots module; asked for when a DEX bot opens). */
  wallets: () => WalletServices;
  /** The runner's clock (pool reads are shared for half a second of it). */
  now: () => number;
}
