// Queries of alarm_firings. A firing is written in one transaction with the alert's new memory, so
// a crash never leaves a disarmed condition without its firing, or a firing that fires again.
import { and, desc, eq, gte, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Delivery } from '../../../shared/contracts/alarm/alarm-view.ts';
import type { FiringCondition } from '../../../shared/contracts/alarm/fields.ts';
import type { Db } from '../../db/database.ts';
import { alarmFirings, alarms } from '../../db/schema/index.ts';
import type { AlarmMemory } from './evaluation/evaluate-alarm.ts';

export type FiringRow = typeof alarmFirings.$inferSelect;

export interface NewFiring {
  condition: FiringCondition;
  values: Record<string, number>;
  muted: boolean;
  deliveries: Delivery[];
}

export class FiringRepository {
  constructor(private readonly db: Db) {}

  /**
   * Saves the alert's new memory and its firings together; answers the firings. The memory is
   * swapped only if it still is `memory.previous`: otherwise another evaluation got there first
   * and nothing is recorded (null), so two evaluations of one crossing never fire twice.
   */
  async record(
    alarmId: number,
    userId: number,
    memory: { previous: unknown; next: AlarmMemory } | null,
    firings: NewFiring[],
    at: Date,
  ): Promise<FiringRow[] | null> {
    return this.db.transaction(async (tx) => {
      if (memory) {
        const swapped = await tx
          .update(alarms)
          .set({ state: memory.next, lastFiredAt: at })
          .where(and(eq(alarms.id, alarmId), sql`${alarms.state} = ${JSON.stringify(memory.previous)}::jsonb`))
          .returning({ id: alarms.id });
        if (swapped.length === 0) return null;
      }
      if (firings.length === 0) return [];
      return tx
        .insert(alarmFirings)
        .values(firings.map((firing) => ({ alarmId, userId, ...firing, firedAt: at })))
        .returning();
    });
  }

  async find(id: number): Promise<FiringRow | null> {
    const [row] = await this.db.select().from(alarmFirings).where(eq(alarmFirings.id, id));
    return row ?? null;
  }

  listOfUser(
    userId: number,
    options: { alarmId?: number | undefined; beforeId?: number | undefined; limit: number },
  ): Promise<FiringRow[]> {
    const conditions = [eq(alarmFirings.userId, userId)];
    if (options.alarmId !== undefined) conditions.push(eq(alarmFirings.alarmId, options.alarmId));
    if (options.beforeId !== undefined) conditions.push(lt(alarmFirings.id, options.beforeId));
    return this.db
      .select()
      .from(alarmFirings)
      .where(and(...conditions))
      .orderBy(desc(alarmFirings.id))
      .limit(options.limit);
  }

  async setDeliveries(id: number, deliveries: Delivery[]): Promise<void> {
    await this.db.update(alarmFirings).set({ deliveries }).where(eq(alarmFirings.id, id));
  }

  async setRobotsStopped(id: number, stopped: number): Promise<void> {
    await this.db.update(alarmFirings).set({ robotsStopped: stopped }).where(eq(alarmFirings.id, id));
  }

  /**
   * Ids of firings since `since` whose work is unfinished (a delivery still pending, or robots to
   * stop and not yet stopped): their job was lost to a crash between the commit and its scheduling.
   */
  async listUnfinished(since: Date): Promise<number[]> {
    const rows = await this.db
      .select({ id: alarmFirings.id })
      .from(alarmFirings)
      .innerJoin(alarms, eq(alarms.id, alarmFirings.alarmId))
      .where(
        and(
          gte(alarmFirings.firedAt, since),
          or(
            sql`${alarmFirings.deliveries} @> '[{"status":"pending"}]'::jsonb`,
            and(eq(alarms.stopRobots, true), isNull(alarmFirings.robotsStopped), ne(alarmFirings.condition, 'test')),
          ),
        ),
      );
    return rows.map((row) => row.id);
  }
}
