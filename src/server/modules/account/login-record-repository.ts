import { and, count, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loginRecords } from '../../db/schema/index.ts';

export type LoginRecordRow = typeof loginRecords.$inferSelect;
export type LoginMethod = 'password' | 'safe_login' | 'register';

export function loginRecordRepository(db: Db) {
  return {
    async insert(row: typeof loginRecords.$inferInsert): Promise<void> {
      await db.insert(loginRecords).values(row);
    },
    async page(userId: number, since: Date, offset: number, limit: number): Promise<{ rows: LoginRecordRow[]; total: number }> {
      const where = and(eq(loginRecords.userId, userId), gte(loginRecords.at, since));
      const [rows, [totals]] = await Promise.all([
        db.select().from(loginRecords).where(where).orderBy(desc(loginRecords.at), desc(loginRecords.id)).offset(offset).limit(limit),
        db.select({ total: count() }).from(loginRecords).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
    /** The newest sign-in before `before`. */
    async latestBefore(userId: number, before: Date): Promise<LoginRecordRow | undefined> {
      const [row] = await db
        .select()
        .from(loginRecords)
        .where(and(eq(loginRecords.userId, userId), lt(loginRecords.at, before)))
        .orderBy(desc(loginRecords.at), desc(loginRecords.id))
        .limit(1);
      return row;
    },
    /** What the user has signed in from before: any record at all, this device, this IP. */
    async history(userId: number, deviceId: string, ip: string): Promise<{ any: boolean; device: boolean; ip: boolean }> {
      const exists = async (extra?: ReturnType<typeof eq>) => {
        const rows = await db
          .select({ id: loginRecords.id })
          .from(loginRecords)
          .where(and(eq(loginRecords.userId, userId), extra))
          .limit(1);
        return rows.length > 0;
      };
      const [any, device, sameIp] = await Promise.all([
        exists(),
        exists(eq(loginRecords.deviceId, deviceId)),
        exists(eq(loginRecords.ip, ip)),
      ]);
      return { any, device, ip: sameIp };
    },
    /**
     * Ages out records older than `before` without forgetting where the account signed in from: a
     * record goes only when newer ones have both its device and its IP; the ones kept lose their
     * details (the browser's description).
     */
    async prune(before: Date): Promise<void> {
      const cutoff = sql`${before.toISOString()}::timestamptz`;
      await db.execute(sql`
        DELETE FROM login_records r
        WHERE r.at < ${cutoff}
          AND EXISTS (SELECT 1 FROM login_records n WHERE n.user_id = r.user_id AND n.device_id = r.device_id AND n.id > r.id)
          AND EXISTS (SELECT 1 FROM login_records n WHERE n.user_id = r.user_id AND n.ip = r.ip AND n.id > r.id)`);
      await db
        .update(loginRecords)
        .set({ userAgent: '' })
        .where(and(lt(loginRecords.at, before), ne(loginRecords.userAgent, '')));
    },
  };
}
export type LoginRecordRepository = ReturnType<typeof loginRecordRepository>;
