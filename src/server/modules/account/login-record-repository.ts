import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
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
    async prune(before: Date): Promise<void> {
      await db.delete(loginRecords).where(lt(loginRecords.at, before));
    },
  };
}
export type LoginRecordRepository = ReturnType<typeof loginRecordRepository>;
