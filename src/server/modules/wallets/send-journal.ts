// The journal of signed transactions (chain_sends) behind the journalled sender.
import { and, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Hash, Hex } from 'viem';
import type { JournalEntry, SendJournal, SendKey } from '../../../engine/wallets/journalled-sender.ts';
import type { Db } from '../../db/database.ts';
import { chainSends } from '../../db/schema/index.ts';

const keyOf = (key: SendKey) =>
  and(
    key.botId !== undefined ? eq(chainSends.robotId, key.botId) : isNull(chainSends.robotId),
    key.taskId !== undefined ? eq(chainSends.taskId, key.taskId) : isNull(chainSends.taskId),
    key.billingRef !== undefined ? eq(chainSends.billingRef, key.billingRef) : isNull(chainSends.billingRef),
    eq(chainSends.itemIndex, key.itemIndex),
    eq(chainSends.step, key.step),
  );

export function sendJournal(db: Db): SendJournal & { pendingSenders(chain: string, addresses: string[]): Promise<Set<string>> } {
  return {
    async find(key) {
      const [row] = await db.select().from(chainSends).where(keyOf(key));
      if (!row) return undefined;
      const { taskId, robotId, billingRef, ...rest } = row;
      return {
        ...rest,
        ...(taskId !== null ? { taskId } : {}),
        ...(billingRef !== null ? { billingRef } : {}),
        ...(robotId !== null ? { botId: robotId } : {}),
        hash: row.hash as Hash,
        raw: row.raw as Hex,
        replaced: row.replaced as Array<{ hash: Hash; raw: Hex }>,
      } satisfies JournalEntry;
    },
    async record({ botId, billingRef, ...entry }) {
      await db.insert(chainSends).values({ ...entry, robotId: botId ?? null, billingRef: billingRef ?? null });
    },
    async replace(key, next) {
      // One statement: the row's transaction so far joins its replaced ones as the new one takes its place.
      await db
        .update(chainSends)
        .set({
          ...next,
          replaced: sql`${chainSends.replaced} || jsonb_build_array(jsonb_build_object('hash', ${chainSends.hash}, 'raw', ${chainSends.raw}))`,
        })
        .where(keyOf(key));
    },
    async settle(key, state) {
      await db.update(chainSends).set({ state }).where(keyOf(key));
    },
    async forget(key) {
      await db.delete(chainSends).where(keyOf(key));
    },
    async highestNonce(chain, from) {
      const [row] = await db
        .select({ nonce: max(chainSends.nonce) })
        .from(chainSends)
        .where(and(eq(chainSends.chain, chain), eq(chainSends.fromAddress, from)));
      return row?.nonce ?? null;
    },
    /** Which of these senders have a transaction on its way (their wallets show as busy); read through the sender index. */
    async pendingSenders(chain, addresses) {
      if (addresses.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ from: chainSends.fromAddress })
        .from(chainSends)
        .where(and(eq(chainSends.chain, chain), inArray(chainSends.fromAddress, addresses), eq(chainSends.state, 'sent')));
      return new Set(rows.map((row) => row.from));
    },
  };
}
