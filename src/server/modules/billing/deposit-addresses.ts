// Each user's deposit address on a billing chain, derived from the billing seed on first use and
// stored so the watcher can tell whose a transfer is. The chain's watch cursor starts at the head
// when its first address is made: nothing before it can be a deposit to an address of ours.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { billingCursors, depositAddresses } from '../../db/schema/index.ts';
import type { BillingChain } from './billing-chains.ts';
import type { BillingKeys } from './billing-seed.ts';

export async function depositAddressOf(db: Db, keys: BillingKeys, chain: BillingChain, userId: number, head: () => Promise<bigint>) {
  const [known] = await db
    .select({ address: depositAddresses.address })
    .from(depositAddresses)
    .where(and(eq(depositAddresses.userId, userId), eq(depositAddresses.chain, chain.key)));
  if (known) return known.address;
  const [cursor] = await db.select().from(billingCursors).where(eq(billingCursors.chain, chain.key));
  if (!cursor)
    await db
      .insert(billingCursors)
      .values({ chain: chain.key, block: Number(await head()) })
      .onConflictDoNothing();
  const address = keys.depositAddress(chain.chainId, userId).toLowerCase();
  await db.insert(depositAddresses).values({ userId, chain: chain.key, address }).onConflictDoNothing();
  return address;
}

/** The owners of these addresses on the chain: address (lower case) → user id. */
export async function ownersOf(db: Db, chain: string, addresses: string[]): Promise<Map<string, number>> {
  if (addresses.length === 0) return new Map();
  const rows = await db
    .select({ address: depositAddresses.address, userId: depositAddresses.userId })
    .from(depositAddresses)
    .where(and(eq(depositAddresses.chain, chain), inArray(depositAddresses.address, addresses)));
  return new Map(rows.map((row) => [row.address, row.userId]));
}
