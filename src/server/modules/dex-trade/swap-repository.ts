// Queries of dex_swaps, the record of every swap the console sends (the DEX order history), and
// the look-up of a main-wallet order's task by its client order id. A task's swap is written as
// pending before it is signed and settled from its receipt; the rules live in the callers.
import { and, count, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { dexSwaps, tradeTaskItems, tradeTasks } from '../../db/schema/index.ts';

export type SwapRow = typeof dexSwaps.$inferSelect;
export type NewSwap = Pick<
  typeof dexSwaps.$inferInsert,
  'userId' | 'source' | 'taskId' | 'step' | 'chain' | 'web' | 'base' | 'quote' | 'walletId' | 'walletAddress' | 'side' | 'requested'
>;

export interface SwapSettlement {
  status: 'done' | 'failed';
  baseAmount?: number;
  quoteAmount?: number;
  price?: number;
  gasFee?: number;
  hash?: string;
  reason?: string;
}

export interface SwapFilter {
  userId: number;
  since: Date;
  web?: string | undefined;
  base?: string | undefined;
  quote?: string | undefined;
  source?: string | undefined;
  status?: string | undefined;
  side?: string | undefined;
  scheduleCode?: string | undefined;
}

const ofItem = (taskId: number, step: number) => and(eq(dexSwaps.taskId, taskId), eq(dexSwaps.step, step));

export function swapRepository(db: Db, now: () => number) {
  return {
    async ofItem(taskId: number, step: number): Promise<SwapRow | undefined> {
      const [row] = await db.select().from(dexSwaps).where(ofItem(taskId, step));
      return row;
    },

    /** Written before the swap is signed; a row already there (a retry) is kept. */
    async intend(row: NewSwap): Promise<void> {
      await db
        .insert(dexSwaps)
        .values({ ...row, status: 'pending', createdAt: new Date(now()) })
        .onConflictDoNothing({ target: [dexSwaps.taskId, dexSwaps.step] });
    },

    /** A swap refused before anything was signed (the token not approved, the estimate failed). */
    async refuse(row: NewSwap, reason: string): Promise<void> {
      const at = new Date(now());
      await db
        .insert(dexSwaps)
        .values({ ...row, status: 'failed', reason, createdAt: at, settledAt: at })
        .onConflictDoUpdate({ target: [dexSwaps.taskId, dexSwaps.step], set: { status: 'failed', reason, settledAt: at } });
    },

    async settle(taskId: number, step: number, settlement: SwapSettlement): Promise<void> {
      await db
        .update(dexSwaps)
        .set({ ...settlement, settledAt: new Date(now()) })
        .where(ofItem(taskId, step));
    },

    ofTask(taskId: number): Promise<SwapRow[]> {
      return db.select().from(dexSwaps).where(eq(dexSwaps.taskId, taskId));
    },

    /** One page of the user's swaps, newest first, with the schedule code of the task that sent each. */
    async page(filter: SwapFilter, page: number, pageSize: number) {
      const conditions: SQL[] = [eq(dexSwaps.userId, filter.userId), gte(dexSwaps.createdAt, filter.since)];
      if (filter.web) conditions.push(eq(dexSwaps.web, filter.web));
      if (filter.base) conditions.push(eq(dexSwaps.base, filter.base));
      if (filter.quote) conditions.push(eq(dexSwaps.quote, filter.quote));
      if (filter.source) conditions.push(eq(dexSwaps.source, filter.source));
      if (filter.status) conditions.push(eq(dexSwaps.status, filter.status));
      if (filter.side) conditions.push(eq(dexSwaps.side, filter.side));
      if (filter.scheduleCode) conditions.push(eq(tradeTasks.code, filter.scheduleCode));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({ swap: dexSwaps, code: tradeTasks.code })
          .from(dexSwaps)
          .leftJoin(tradeTasks, eq(tradeTasks.id, dexSwaps.taskId))
          .where(where)
          .orderBy(desc(dexSwaps.createdAt), desc(dexSwaps.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(dexSwaps).leftJoin(tradeTasks, eq(tradeTasks.id, dexSwaps.taskId)).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Each item of the task with its intent. */
    async intentsOfTask(taskId: number): Promise<Map<number, unknown>> {
      const rows = await db
        .select({ index: tradeTaskItems.index, intent: tradeTaskItems.intent })
        .from(tradeTaskItems)
        .where(eq(tradeTaskItems.taskId, taskId));
      return new Map(rows.map((row) => [row.index, row.intent]));
    },

    /** The user's task whose item carries this client order id (a main-wallet order sent again). */
    async taskOfOrder(userId: number, clientOrderId: string): Promise<{ code: string; total: number } | undefined> {
      const [row] = await db
        .select({ code: tradeTasks.code, total: tradeTasks.total })
        .from(tradeTaskItems)
        .innerJoin(tradeTasks, eq(tradeTasks.id, tradeTaskItems.taskId))
        .where(and(eq(tradeTaskItems.clientOrderId, clientOrderId), eq(tradeTasks.userId, userId)));
      return row;
    },
  };
}

export type SwapRepository = ReturnType<typeof swapRepository>;
