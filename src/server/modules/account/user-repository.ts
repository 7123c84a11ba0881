import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { onlyRow } from '../../db/only-row.ts';
import { users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<NewUser, 'id'>>;

/** Queries on users; the rules live in the callers. */
export function userRepository(db: Db) {
  return {
    async byId(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async byUserName(userName: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(sql`lower(${users.userName}) = ${userName.toLowerCase()}`);
      return row;
    },
    async byEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      return row;
    },
    /** An account is typed as a username or an e-mail address. */
    byAccount(account: string): Promise<UserRow | undefined> {
      return account.includes('@') ? this.byEmail(account) : this.byUserName(account);
    },
    async insert(user: NewUser, tx: Db = db): Promise<UserRow> {
      return onlyRow(await tx.insert(users).values(user).returning(), 'user insert returned no row');
    },
    async update(id: number, patch: UserPatch): Promise<UserRow> {
      return onlyRow(await db.update(users).set(patch).where(eq(users.id, id)).returning(), `user ${id} not found`);
    },
    /**
     * Records that the authenticator code of `step` was used. False when that step (or a later one)
     * was already used: a code is accepted once, even by two calls at the same moment.
     */
    async claimTotpStep(id: number, step: number): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ totpLastStep: step })
        .where(and(eq(users.id, id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
        .returning({ id: users.id });
      return rows.length > 0;
    },
  };
}
export type UserRepository = ReturnType<typeof userRepository>;
