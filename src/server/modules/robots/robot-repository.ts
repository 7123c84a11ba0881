// Queries on bots and their robot log; the rules live in the callers.
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { onlyRow } from '../../db/only-row.ts';
import { robotLogs, robotState, robots } from '../../db/schema/index.ts';
import { deleteOwned, findOwned } from '../owned-row.ts';

export type RobotRow = typeof robots.$inferSelect;
export type NewRobot = typeof robots.$inferInsert;

export const ACTIVE_STATUSES = ['running', 'paused', 'queued'];

export function robotRepository(db: Db) {
  return {
    byId(userId: number, id: number): Promise<RobotRow | undefined> {
      return findOwned(db, robots, userId, id);
    },
    list(
      userId: number,
      filter: { web?: string; base?: string; quote?: string; marketKind?: string; kind?: string; status?: string },
    ): Promise<RobotRow[]> {
      const conditions: SQL[] = [eq(robots.userId, userId)];
      if (filter.web) conditions.push(eq(robots.web, filter.web));
      if (filter.base) conditions.push(eq(robots.base, filter.base));
      if (filter.quote) conditions.push(eq(robots.quote, filter.quote));
      if (filter.marketKind) conditions.push(eq(robots.marketKind, filter.marketKind));
      if (filter.kind) conditions.push(eq(robots.kind, filter.kind));
      if (filter.status) conditions.push(eq(robots.status, filter.status));
      return db
        .select()
        .from(robots)
        .where(and(...conditions))
        .orderBy(desc(robots.id));
    },
    active(userId: number): Promise<RobotRow[]> {
      return db
        .select()
        .from(robots)
        .where(and(eq(robots.userId, userId), inArray(robots.status, ACTIVE_STATUSES)));
    },
    async insert(robot: NewRobot): Promise<RobotRow> {
      return onlyRow(await db.insert(robots).values(robot).returning(), 'robot insert returned no row');
    },
    async update(id: number, patch: Partial<NewRobot>): Promise<RobotRow> {
      return onlyRow(await db.update(robots).set(patch).where(eq(robots.id, id)).returning(), `robot ${id} not found`);
    },
    remove(userId: number, id: number): Promise<boolean> {
      return deleteOwned(db, robots, userId, id);
    },
    async clearState(id: number): Promise<void> {
      await db.delete(robotState).where(eq(robotState.botId, id));
    },
    /** The newest log lines of the user's bots (of one venue or bot when given), with their bot. */
    logs(userId: number, filter: { web?: string; robotId?: number }, limit: number) {
      const conditions: SQL[] = [eq(robots.userId, userId)];
      if (filter.web) conditions.push(eq(robots.web, filter.web));
      if (filter.robotId) conditions.push(eq(robots.id, filter.robotId));
      // A line's details stay out: thousands of lines are read for a search, and details only on demand.
      const log = {
        id: robotLogs.id,
        at: robotLogs.at,
        level: robotLogs.level,
        key: robotLogs.key,
        params: robotLogs.params,
        hasDetails: sql<boolean>`${robotLogs.details} is not null`,
      };
      return db
        .select({ log, robot: { id: robots.id, kind: robots.kind, web: robots.web, base: robots.base, quote: robots.quote } })
        .from(robotLogs)
        .innerJoin(robots, eq(robotLogs.botId, robots.id))
        .where(and(...conditions))
        .orderBy(desc(robotLogs.id))
        .limit(limit);
    },
    /** The details of one line of the bot's log (null when it has none or is not the bot's). */
    async logDetails(robotId: number, id: number): Promise<unknown> {
      const [row] = await db
        .select({ details: robotLogs.details })
        .from(robotLogs)
        .where(and(eq(robotLogs.botId, robotId), eq(robotLogs.id, id)));
      return row?.details ?? null;
    },
  };
}

export type RobotRepository = ReturnType<typeof robotRepository>;
