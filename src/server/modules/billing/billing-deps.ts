import type { Hex } from 'viem';
import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import type { SecurityProofs } from '../account/security-proofs.ts';
import type { WalletServices } from '../wallets/wallet-services.ts';
import type { BillingChains } from './billing-chains.ts';
import type { BillingKeys } from './billing-seed.ts';

export interface BillingDeps {
  db: Db;
  chains: BillingChains;
  keys: BillingKeys;
  /** The chains' clients, receipt watchers and journalled senders (shared with the wallet module). */
  wallets: WalletServices;
  proofs: SecurityProofs;
  /** Chains with a funded sandbox account: its faucet funds deposit addresses and the treasury's gas. */
  faucets: Map<string, Hex>;
  /** Withdrawals pass review by themselves this long after applying (embedded mode); null: only by an operator. */
  autoApproveMs: number | null;
  publicUrl: () => string;
  now: () => number;
  log: Logger;
}
