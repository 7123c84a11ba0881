import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { onlyRow } from '../../db/only-row.ts';
import { emailCodes } from '../../db/schema/index.ts';

export type EmailCodeRow = typeof emailCodes.$inferSelect;

export function emailCodeRepository(db: Db) {
  return {
    async insert(row: typeof emailCodes.$inferInsert): Promise<number> {
      const inserted = await db.insert(emailCodes).values(row).returning({ id: emailCodes.id });
      return onlyRow(inserted, 'email code insert returned no row').id;
    },
    /** The newest code of this address and purpose that is unused and unexpired: the only one that counts. */
    async latestLive(email: string, purpose: string, now: Date): Promise<EmailCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(emailCodes)
        .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose), isNull(emailCodes.usedAt), gt(emailCodes.expiresAt, now)))
        .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
        .limit(1);
      return row;
    },
    async countAttempt(id: number): Promise<void> {
      await db
        .update(emailCodes)
        .set({ attempts: sql`${emailCodes.attempts} + 1` })
        .where(eq(emailCodes.id, id));
    },
    /** Marks the code used; false when another call used it first (single use under races). */
    async use(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(emailCodes)
        .set({ usedAt: at })
        .where(and(eq(emailCodes.id, id), isNull(emailCodes.usedAt)))
        .returning({ id: emailCodes.id });
      return rows.length > 0;
    },
    /** Undoes `use` made at `at`, unless something else has touched the row since. */
    async release(id: number, at: Date): Promise<void> {
      await db
        .update(emailCodes)
        .set({ usedAt: null })
        .where(and(eq(emailCodes.id, id), eq(emailCodes.usedAt, at)));
    },
    async discard(id: number, at: Date): Promise<void> {
      await db.update(emailCodes).set({ usedAt: at }).where(eq(emailCodes.id, id));
    },
    async prune(before: Date): Promise<void> {
      await db.delete(emailCodes).where(lt(emailCodes.expiresAt, before));
    },
  };
}
export type EmailCodeRepository = ReturnType<typeof emailCodeRepository>;
