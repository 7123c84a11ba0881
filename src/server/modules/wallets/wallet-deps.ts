import type { Hex } from 'viem';
import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import type { VenueServices } from '../../venues/venue-services.ts';
import type { SecurityProofs } from '../account/security-proofs.ts';
import type { TaskService } from '../tasks/task-service.ts';

export interface WalletDeps {
  db: Db;
  secretBox: SecretBox;
  venues: VenueServices;
  tasks: TaskService;
  proofs: SecurityProofs;
  /** Chains with demo funds for a new main wallet (the sandbox chain): chain key → a funded key. */
  faucets: Map<string, Hex>;
  /** Solana networks with demo funds (the sandbox network): chain key → its funded wallet's secret (base58). */
  solanaFaucets?: Map<string, string>;
  now: () => number;
  log: Logger;
}
