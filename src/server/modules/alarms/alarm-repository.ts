// Queries of the alarms table. Every query of one user's alerts is scoped by the user id.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { alarms } from '../../db/schema/index.ts';
import { deleteOwned, findOwned, ownedRow } from '../owned-row.ts';
import type { AlarmRow, AlarmValues } from './alarm-rows.ts';
import type { AlarmMemory } from './evaluation/evaluate-alarm.ts';

export class AlarmRepository {
  constructor(private readonly db: Db) {}

  listOfUser(userId: number): Promise<AlarmRow[]> {
    return this.db.select().from(alarms).where(eq(alarms.userId, userId)).orderBy(alarms.id);
  }

  async countOfUser(userId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(alarms).where(eq(alarms.userId, userId));
    return row?.n ?? 0;
  }

  async findOfUser(userId: number, id: number): Promise<AlarmRow | null> {
    return (await findOwned(this.db, alarms, userId, id)) ?? null;
  }

  async find(id: number): Promise<AlarmRow | null> {
    const [row] = await this.db.select().from(alarms).where(eq(alarms.id, id));
    return row ?? null;
  }

  listActive(): Promise<AlarmRow[]> {
    return this.db.select().from(alarms).where(eq(alarms.status, 'active'));
  }

  async insert(userId: number, values: AlarmValues, at: Date): Promise<AlarmRow> {
    const [row] = await this.db
      .insert(alarms)
      .values({ ...values, userId, createdAt: at, updatedAt: at })
      .returning();
    if (!row) throw new Error('alarm insert returned nothing');
    return row;
  }

  async update(userId: number, id: number, values: Partial<AlarmValues>): Promise<AlarmRow | null> {
    const [row] = await this.db
      .update(alarms)
      .set(values)
      .where(ownedRow(alarms, userId, id))
      .returning();
    return row ?? null;
  }

  delete(userId: number, id: number): Promise<boolean> {
    return deleteOwned(this.db, alarms, userId, id);
  }

  /**
   * Replaces the alert's memory if it still is `previous` (compare and set): false when another
   * evaluation (another process, or an edit) changed it meanwhile.
   */
  async swapMemory(id: number, previous: unknown, next: AlarmMemory): Promise<boolean> {
    const rows = await this.db
      .update(alarms)
      .set({ state: next })
      .where(and(eq(alarms.id, id), sql`${alarms.state} = ${JSON.stringify(previous)}::jsonb`))
      .returning({ id: alarms.id });
    return rows.length > 0;
  }
}
