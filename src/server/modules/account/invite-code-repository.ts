import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { inviteCodes } from '../../db/schema/index.ts';

export type InviteCodeRow = typeof inviteCodes.$inferSelect;

export function inviteCodeRepository(db: Db) {
  return {
    async find(code: string): Promise<InviteCodeRow | undefined> {
      const [row] = await db.select().from(inviteCodes).where(eq(inviteCodes.code, code));
      return row;
    },
    async ofUser(userId: number): Promise<InviteCodeRow | undefined> {
      const [row] = await db.select().from(inviteCodes).where(eq(inviteCodes.ownerUserId, userId));
      return row;
    },
    async firstOperatorCode(): Promise<InviteCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(inviteCodes)
        .where(and(eq(inviteCodes.kind, 'operator'), isNull(inviteCodes.ownerUserId)))
        .orderBy(asc(inviteCodes.createdAt), asc(inviteCodes.code))
        .limit(1);
      return row;
    },
    /** False when the code exists already (the caller draws another). */
    async tryInsert(row: typeof inviteCodes.$inferInsert, tx: Db = db): Promise<boolean> {
      const inserted = await tx.insert(inviteCodes).values(row).onConflictDoNothing().returning({ code: inviteCodes.code });
      return inserted.length > 0;
    },
  };
}
export type InviteCodeRepository = ReturnType<typeof inviteCodeRepository>;
