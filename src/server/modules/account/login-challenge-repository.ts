import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loginChallenges } from '../../db/schema/index.ts';

export type LoginChallengeRow = typeof loginChallenges.$inferSelect;

export function loginChallengeRepository(db: Db) {
  return {
    async put(row: LoginChallengeRow): Promise<void> {
      await db
        .insert(loginChallenges)
        .values(row)
        .onConflictDoUpdate({
          target: [loginChallenges.userId, loginChallenges.deviceId],
          set: { ip: row.ip, createdAt: row.createdAt, expiresAt: row.expiresAt },
        });
    },
    async find(userId: number, deviceId: string): Promise<LoginChallengeRow | undefined> {
      const [row] = await db
        .select()
        .from(loginChallenges)
        .where(and(eq(loginChallenges.userId, userId), eq(loginChallenges.deviceId, deviceId)));
      return row;
    },
    async remove(userId: number, deviceId: string): Promise<void> {
      await db.delete(loginChallenges).where(and(eq(loginChallenges.userId, userId), eq(loginChallenges.deviceId, deviceId)));
    },
    async prune(before: Date): Promise<void> {
      await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, before));
    },
  };
}
export type LoginChallengeRepository = ReturnType<typeof loginChallengeRepository>;
