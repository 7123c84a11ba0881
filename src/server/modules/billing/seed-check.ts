// At start, before a process signs anything with its billing seed: the deposit addresses already
// stored must derive from it. A sample is enough (the first and the last few of each chain): a
// wrong seed derives none of them. Chains not known at start (a test's chain registered later) are
// covered by the deployment seed's fingerprint instead.
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { depositAddresses } from '../../db/schema/index.ts';
import type { BillingKeys } from './billing-seed.ts';

const SAMPLE = 3;

/** Throws, naming the stored address a seed does not derive; `remedy` says what the operator should do. */
export async function checkDepositAddresses(
  db: Db,
  keys: BillingKeys,
  chains: Array<{ key: string; chainId: number }>,
  remedy: string,
): Promise<void> {
  for (const chain of chains) {
    const pick = (order: typeof asc) =>
      db
        .select({ userId: depositAddresses.userId, address: depositAddresses.address })
        .from(depositAddresses)
        .where(eq(depositAddresses.chain, chain.key))
        .orderBy(order(depositAddresses.userId))
        .limit(SAMPLE);
    for (const row of [...(await pick(asc)), ...(await pick(desc))]) {
      if (keys.depositAddress(chain.chainId, row.userId).toLowerCase() !== row.address)
        throw new Error(
          `the billing seed does not derive the deposit addresses stored for ${chain.key} (user ${row.userId}'s is ${row.address}): ${remedy}`,
        );
    }
  }
}
