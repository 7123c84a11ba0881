// Where this process's billing seed comes from, decided at start (docs/billing.md "The billing key"):
// - a deployment of processes that share one PostgreSQL (the scaled-out mode, or billing chains on
//   a DATABASE_URL) has one seed for all of them: BILLING_MNEMONIC, or the one sealed in the
//   database (deployment-seed.ts);
// - the embedded mode (PGlite in the data folder, one process) keeps it in the data folder.
// Either way the stored deposit addresses must derive from it, or the process refuses to start.
import type { Db } from '../../db/database.ts';
import { newMnemonic } from '../../../engine/wallets/hd-wallets.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import { type BillingKeys, billingKeys, loadBillingMnemonic, operatorMnemonic, readSealedSeedFile } from './billing-seed.ts';
import { deploymentMnemonic } from './deployment-seed.ts';
import { checkDepositAddresses } from './seed-check.ts';

export interface BillingKeySource {
  db: Db;
  secretBox: SecretBox;
  /** BILLING_MNEMONIC. */
  mnemonic: string | undefined;
  /** DATA_DIR/billing-seed.sealed. */
  file: string;
  /** The processes of this deployment share the database: the seed must be the deployment's. */
  shared: boolean;
  /** The billing chains known at start, to check the stored deposit addresses against. */
  chains: Array<{ key: string; chainId: number }>;
}

/** Whether a configuration runs billing from processes that share one database (and so needs one seed). */
export const sharesBillingSeed = (config: { DATABASE_URL?: string | undefined; scaled: boolean; billingChains: string[] }) =>
  config.scaled || (config.DATABASE_URL !== undefined && config.billingChains.length > 0);

export async function openBillingKeys(source: BillingKeySource): Promise<BillingKeys> {
  const operator = source.mnemonic ? operatorMnemonic(source.mnemonic) : null;
  const mnemonic = source.shared
    ? await deploymentMnemonic({
        db: source.db,
        secretBox: source.secretBox,
        operator,
        // A deployment that kept its seed in a data folder before it was stored here carries it on.
        proposal: () => readSealedSeedFile(source.file, source.secretBox) ?? newMnemonic(),
      })
    : loadBillingMnemonic({ mnemonic: operator ?? undefined, file: source.file, secretBox: source.secretBox });
  const keys = billingKeys(mnemonic);
  const remedy = source.shared
    ? "give every process this deployment's BILLING_MNEMONIC (the mnemonic they were made with)"
    : `set BILLING_MNEMONIC to the mnemonic they were made with, or restore ${source.file} and its master key`;
  await checkDepositAddresses(source.db, keys, source.chains, remedy);
  return keys;
}
