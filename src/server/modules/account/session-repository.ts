import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { sessions, users } from '../../db/schema/index.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type SessionEndReason = 'logout' | 'elsewhere' | 'password' | 'security';

export function sessionRepository(db: Db) {
  return {
    async insert(row: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(row);
    },
    async byId(id: string): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
      return row;
    },
    /** The session of a token hash, with what the resolver needs of its user. */
    async withUserByTokenHash(tokenHash: string) {
      const [row] = await db
        .select({
          session: sessions,
          userName: users.userName,
          ipCheck: users.ipCheck,
          ipCheckReenableAt: users.ipCheckReenableAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.tokenHash, tokenHash));
      return row;
    },
    async touch(id: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, id));
    },
    async end(id: string, reason: SessionEndReason, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ endedAt: at, endReason: reason })
        .where(and(eq(sessions.id, id), isNull(sessions.endedAt)));
    },
    /** Ends every open session of the user except `keepId` (null: all of them). */
    async endAllOf(userId: number, keepId: string | null, reason: SessionEndReason, at: Date): Promise<void> {
      const others = keepId === null ? undefined : ne(sessions.id, keepId);
      await db
        .update(sessions)
        .set({ endedAt: at, endReason: reason })
        .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), others));
    },
    /** Deletes sessions that ended or expired before `before`. */
    async prune(before: Date): Promise<void> {
      await db.delete(sessions).where(or(lt(sessions.endedAt, before), lt(sessions.expiresAt, before)));
    },
  };
}
export type SessionRepository = ReturnType<typeof sessionRepository>;
