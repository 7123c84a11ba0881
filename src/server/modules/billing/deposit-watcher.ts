// Reads each billing chain's USDT Transfer events to deposit addresses (spec §1; decisions.md
// "Money"): blocks with enough confirmations are credited, newer ones shown as collecting. The
// cursor moves only after the blocks before it are credited, so a crash re-reads them and the
// credits' idempotency keys leave the ledger as it was. The reads themselves (filtered by address,
// in chunks that shrink when a provider refuses them) are deposit-logs.ts's.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { billingCursors } from '../../db/schema/index.ts';
import type { ChainTools } from '../wallets/wallet-chains.ts';
import type { BillingChain } from './billing-chains.ts';
import { creditDeposit, failVanished, noteCollecting } from './deposit-credits.ts';
import { eachDepositChunk } from './deposit-logs.ts';

/** One pass over a chain; answers how many deposits it credited. */
export async function watchDeposits(db: Db, tools: ChainTools, chain: BillingChain, now: () => number): Promise<number> {
  const [cursor] = await db.select().from(billingCursors).where(eq(billingCursors.chain, chain.key));
  if (!cursor) return 0;
  const head = Number(await tools.wallet.client.getBlockNumber({ cacheTime: 0 }));
  const confirmed = head - chain.confirmations + 1;
  let credited = 0;
  await eachDepositChunk(db, tools, chain, cursor.block + 1, confirmed, async (logs, through) => {
    for (const log of logs) if (await creditDeposit(db, log, now())) credited++;
    await failVanished(db, chain.key, through, now());
    await db.update(billingCursors).set({ block: through }).where(eq(billingCursors.chain, chain.key));
  });
  await eachDepositChunk(db, tools, chain, Math.max(cursor.block, confirmed) + 1, head, async (logs) => {
    for (const log of logs) await noteCollecting(db, log, now());
  });
  return credited;
}
