// The journal of signed Solana transactions (solana_sends) behind the journalled Solana sender:
// a task's items and a bot's swaps.
import { and, eq, inArray } from 'drizzle-orm';
import type { SolanaSendJournal, SolanaSendKey } from '../../../engine/wallets/solana/journalled-solana-sender.ts';
import type { Db } from '../../db/database.ts';
import { solanaSends } from '../../db/schema/index.ts';

const keyOf = (key: SolanaSendKey) =>
  and(
    key.botId === undefined ? eq(solanaSends.taskId, key.taskId!) : eq(solanaSends.robotId, key.botId),
    eq(solanaSends.itemIndex, key.itemIndex),
    eq(solanaSends.step, key.step),
  );

/** The key of a journalled row: its task's or its bot's. */
const ownerOf = (row: { taskId: number | null; robotId: number | null }): Pick<SolanaSendKey, 'taskId' | 'botId'> =>
  row.robotId === null ? { taskId: row.taskId! } : { botId: row.robotId };

export function solanaSendJournal(db: Db): SolanaSendJournal & { pendingPayers(chain: string, addresses: string[]): Promise<Set<string>> } {
  return {
    async find(key) {
      const [row] = await db.select().from(solanaSends).where(keyOf(key));
      if (!row) return undefined;
      const { taskId: _task, robotId: _robot, ...entry } = row;
      return { ...entry, ...ownerOf(row) };
    },
    async record(entry) {
      await db.insert(solanaSends).values({
        taskId: entry.taskId ?? null,
        robotId: entry.botId ?? null,
        itemIndex: entry.itemIndex,
        step: entry.step,
        chain: entry.chain,
        feePayer: entry.feePayer,
        signature: entry.signature,
        wire: entry.wire,
        lastValidBlockHeight: entry.lastValidBlockHeight,
      });
    },
    async replace(key, next) {
      // A transaction given up as expired may be signed anew later (a retried item): sent again.
      await db
        .update(solanaSends)
        .set({ ...next, state: 'sent' })
        .where(and(keyOf(key), inArray(solanaSends.state, ['sent', 'expired'])));
    },
    async settle(key, state) {
      await db.update(solanaSends).set({ state }).where(keyOf(key));
    },
    /** Which of these wallets pay for a transaction on its way (their wallets show as busy). */
    async pendingPayers(chain, addresses) {
      if (addresses.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ payer: solanaSends.feePayer })
        .from(solanaSends)
        .where(and(eq(solanaSends.chain, chain), inArray(solanaSends.feePayer, addresses), eq(solanaSends.state, 'sent')));
      return new Set(rows.map((row) => row.payer));
    },
  };
}
