// The billing seed of a deployment whose processes share one PostgreSQL (docs/billing.md "The
// billing key"): each process has its own DATA_DIR, so a seed in the data folder would differ from
// process to process, and sweeps and withdrawals would sign with keys that do not own the stored
// deposit addresses. The first process to start writes the one row of billing_seed (insert if
// absent: two processes starting together agree on whichever row lands), the mnemonic sealed with
// MASTER_KEY, or only its fingerprint when the operator gives BILLING_MNEMONIC; every process then
// opens that row, or checks its BILLING_MNEMONIC against it.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { billingSeed } from '../../db/schema/index.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import { billingKeys, SEAL_CONTEXT } from './billing-seed.ts';

const ROW_ID = 1;

/**
 * The deployment's mnemonic. `operator` is BILLING_MNEMONIC (checked) when given; `proposal` is what
 * this process offers when no process has stored one yet (the data folder's seed, or a new one).
 */
export async function deploymentMnemonic(options: {
  db: Db;
  secretBox: SecretBox;
  operator: string | null;
  proposal: () => string;
}): Promise<string> {
  const { db, secretBox, operator } = options;
  const [stored] = await db.select().from(billingSeed).where(eq(billingSeed.id, ROW_ID));
  if (!stored) {
    const mnemonic = operator ?? options.proposal();
    await db
      .insert(billingSeed)
      .values({
        id: ROW_ID,
        sealed: operator ? null : secretBox.seal(mnemonic, SEAL_CONTEXT),
        fingerprint: billingKeys(mnemonic).fingerprint.toLowerCase(),
      })
      .onConflictDoNothing();
  }
  const [row] = await db.select().from(billingSeed).where(eq(billingSeed.id, ROW_ID));
  if (!row) throw new Error('the billing seed could not be stored in the database');
  if (operator) {
    if (billingKeys(operator).fingerprint.toLowerCase() !== row.fingerprint)
      throw new Error(
        `BILLING_MNEMONIC is not this deployment's billing seed (the database holds the seed whose fingerprint is ${row.fingerprint}, from which its deposit addresses and treasuries derive): give every process the same BILLING_MNEMONIC`,
      );
    return operator;
  }
  if (row.sealed === null)
    throw new Error(
      "BILLING_MNEMONIC is not set, and this deployment's billing seed was given as BILLING_MNEMONIC: give every process the same one",
    );
  try {
    return secretBox.open(row.sealed, SEAL_CONTEXT);
  } catch {
    throw new Error(
      "the billing seed in the database is sealed with another MASTER_KEY: give every process this deployment's MASTER_KEY (or its seed as BILLING_MNEMONIC)",
    );
  }
}
