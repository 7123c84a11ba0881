// Queries of trade_tasks and trade_task_items. A task and all its items are written in one
// transaction before anything is sent; each item's result is written as soon as it is known.
import { and, asc, count, desc, eq, isNotNull, isNull, lt, max } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { PENDING_ON_CHAIN } from '../../../shared/tasks/item-states.ts';
import { tradeTaskItems, tradeTasks } from '../../db/schema/index.ts';

export type TaskRow = typeof tradeTasks.$inferSelect;
export type TaskItemRow = typeof tradeTaskItems.$inferSelect;
export type NewTask = Omit<typeof tradeTasks.$inferInsert, 'id' | 'status' | 'total'>;
export type NewTaskItem = Omit<typeof tradeTaskItems.$inferInsert, 'taskId'>;
export type ItemResult = 'use' | 'skip' | 'fail';

export interface TaskCounts {
  use: number;
  skip: number;
  fail: number;
}

async function insertTask(tx: Db, task: NewTask, items: NewTaskItem[]): Promise<TaskRow> {
  const [row] = await tx
    .insert(tradeTasks)
    .values({ ...task, total: items.length })
    .returning();
  if (!row) throw new Error('task not stored');
  // Batches of 250 rows keep each statement small.
  for (let i = 0; i < items.length; i += 250)
    await tx.insert(tradeTaskItems).values(items.slice(i, i + 250).map((item) => ({ ...item, taskId: row.id })));
  return row;
}

export function taskRepository(db: Db, now: () => number) {
  return {
    async create(task: NewTask, items: NewTaskItem[]): Promise<TaskRow> {
      return db.transaction((tx) => insertTask(tx, task, items));
    },

    /**
     * Stores several tasks and `alongside`'s writes in one transaction: all or none (a bot's
     * collection claims its wallets as it stores the tasks that empty them). `alongside` throws to
     * store nothing.
     */
    async createTogether(tasks: { task: NewTask; items: NewTaskItem[] }[], alongside?: (tx: Db) => Promise<void>): Promise<TaskRow[]> {
      return db.transaction(async (tx) => {
        const rows: TaskRow[] = [];
        for (const { task, items } of tasks) rows.push(await insertTask(tx, task, items));
        await alongside?.(tx);
        return rows;
      });
    },

    async byCode(code: string): Promise<TaskRow | undefined> {
      const [row] = await db.select().from(tradeTasks).where(eq(tradeTasks.code, code));
      return row;
    },

    unfinished(): Promise<TaskRow[]> {
      return db.select().from(tradeTasks).where(lt(tradeTasks.status, 2));
    },

    pendingItems(taskId: number): Promise<TaskItemRow[]> {
      return db
        .select()
        .from(tradeTaskItems)
        .where(and(eq(tradeTaskItems.taskId, taskId), isNull(tradeTaskItems.result)))
        .orderBy(asc(tradeTaskItems.index));
    },

    async counts(taskId: number): Promise<TaskCounts> {
      const rows = await db
        .select({ result: tradeTaskItems.result, n: count() })
        .from(tradeTaskItems)
        .where(and(eq(tradeTaskItems.taskId, taskId), isNotNull(tradeTaskItems.result)))
        .groupBy(tradeTaskItems.result);
      const of = (result: ItemResult) => rows.find((row) => row.result === result)?.n ?? 0;
      return { use: of('use'), skip: of('skip'), fail: of('fail') };
    },

    /** When the task's last item with a result got it (null: none yet). */
    async lastDoneAt(taskId: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: max(tradeTaskItems.doneAt) })
        .from(tradeTaskItems)
        .where(eq(tradeTaskItems.taskId, taskId));
      return row?.at ?? null;
    },

    recentFailures(taskId: number, limit: number): Promise<TaskItemRow[]> {
      return db
        .select()
        .from(tradeTaskItems)
        .where(and(eq(tradeTaskItems.taskId, taskId), eq(tradeTaskItems.result, 'fail')))
        .orderBy(desc(tradeTaskItems.doneAt))
        .limit(limit);
    },

    async markRunning(taskId: number): Promise<void> {
      await db
        .update(tradeTasks)
        .set({ status: 1, startedAt: new Date(now()) })
        .where(and(eq(tradeTasks.id, taskId), eq(tradeTasks.status, 0)));
    },

    /** Written before the item's request leaves: after a crash, this item is looked up before it is sent again. */
    async markAttempted(taskId: number, index: number, attempts: number): Promise<void> {
      await db
        .update(tradeTaskItems)
        .set({ attemptedAt: new Date(now()), attempts })
        .where(and(eq(tradeTaskItems.taskId, taskId), eq(tradeTaskItems.index, index)));
    },

    async recordResult(
      taskId: number,
      index: number,
      outcome: { result: ItemResult; reason?: string | null; venueOrderId?: string | null },
    ) {
      await db
        .update(tradeTaskItems)
        .set({
          result: outcome.result,
          reason: outcome.reason ?? null,
          ...(outcome.venueOrderId ? { venueOrderId: outcome.venueOrderId } : {}),
          doneAt: new Date(now()),
        })
        .where(and(eq(tradeTaskItems.taskId, taskId), eq(tradeTaskItems.index, index), isNull(tradeTaskItems.result)));
    },

    /** The item's attempts ran out while its transaction is out there: it waits for the chain, with no result. */
    async markOnChain(taskId: number, index: number): Promise<void> {
      await db
        .update(tradeTaskItems)
        .set({ reason: PENDING_ON_CHAIN })
        .where(and(eq(tradeTaskItems.taskId, taskId), eq(tradeTaskItems.index, index), isNull(tradeTaskItems.result)));
    },

    onChainItems(taskId: number): Promise<TaskItemRow[]> {
      return db
        .select()
        .from(tradeTaskItems)
        .where(and(eq(tradeTaskItems.taskId, taskId), isNull(tradeTaskItems.result), eq(tradeTaskItems.reason, PENDING_ON_CHAIN)))
        .orderBy(asc(tradeTaskItems.index));
    },

    async failPending(taskId: number, reason: string): Promise<void> {
      await db
        .update(tradeTaskItems)
        .set({ result: 'fail', reason, doneAt: new Date(now()) })
        .where(and(eq(tradeTaskItems.taskId, taskId), isNull(tradeTaskItems.result)));
    },

    async finish(taskId: number, status: 2 | 3, messageKey: string | null): Promise<void> {
      await db
        .update(tradeTasks)
        .set({ status, messageKey, endedAt: new Date(now()) })
        .where(eq(tradeTasks.id, taskId));
    },

    /** True for the one caller that gets to send the end-of-task push. */
    async claimNotification(taskId: number): Promise<boolean> {
      const claimed = await db
        .update(tradeTasks)
        .set({ notifiedAt: new Date(now()) })
        .where(and(eq(tradeTasks.id, taskId), isNull(tradeTasks.notifiedAt)))
        .returning({ id: tradeTasks.id });
      return claimed.length > 0;
    },
  };
}

export type TaskRepository = ReturnType<typeof taskRepository>;
