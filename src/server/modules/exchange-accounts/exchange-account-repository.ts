import { and, asc, count, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { onlyRow } from '../../db/only-row.ts';
import { demoVenueBindings, exchangeAccounts, robots } from '../../db/schema/index.ts';
import { deleteOwned, findOwned } from '../owned-row.ts';

export type ExchangeAccountRow = typeof exchangeAccounts.$inferSelect;
export type NewExchangeAccount = typeof exchangeAccounts.$inferInsert;
export type ExchangeAccountRepository = ReturnType<typeof exchangeAccountRepository>;

/** Postgres' unique_violation: a second binding of the same venue raced this one. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' || isUniqueViolation((error as { cause?: unknown }).cause));

/** Queries on exchange accounts; the rules live in the callers. */
export function exchangeAccountRepository(db: Db) {
  return {
    ofUser(userId: number): Promise<ExchangeAccountRow[]> {
      return db
        .select()
        .from(exchangeAccounts)
        .where(eq(exchangeAccounts.userId, userId))
        .orderBy(asc(exchangeAccounts.createdAt), asc(exchangeAccounts.id));
    },
    byId(userId: number, id: number): Promise<ExchangeAccountRow | undefined> {
      return findOwned(db, exchangeAccounts, userId, id);
    },
    async byWeb(userId: number, web: string): Promise<ExchangeAccountRow | undefined> {
      const [row] = await db
        .select()
        .from(exchangeAccounts)
        .where(and(eq(exchangeAccounts.userId, userId), eq(exchangeAccounts.web, web)));
      return row;
    },
    async insert(account: NewExchangeAccount): Promise<ExchangeAccountRow> {
      return onlyRow(await db.insert(exchangeAccounts).values(account).returning(), 'exchange account insert returned no row');
    },
    async update(id: number, patch: Partial<NewExchangeAccount>): Promise<ExchangeAccountRow> {
      const updated = await db.update(exchangeAccounts).set(patch).where(eq(exchangeAccounts.id, id)).returning();
      return onlyRow(updated, `exchange account ${id} not found`);
    },
    /** The user's bots running, paused or queued that trade on the venue or follow it. */
    async activeBotsOn(userId: number, web: string): Promise<number> {
      const [row] = await db
        .select({ bots: count() })
        .from(robots)
        .where(
          and(
            eq(robots.userId, userId),
            inArray(robots.status, ['running', 'paused', 'queued']),
            or(eq(robots.web, web), eq(robots.secondWeb, web)),
          ),
        );
      return row?.bots ?? 0;
    },
    remove(userId: number, id: number): Promise<boolean> {
      return deleteOwned(db, exchangeAccounts, userId, id);
    },
    async demoBound(web: string, userId: number): Promise<boolean> {
      const rows = await db
        .select()
        .from(demoVenueBindings)
        .where(and(eq(demoVenueBindings.web, web), eq(demoVenueBindings.userId, userId)));
      return rows.length > 0;
    },
    async markDemoBound(web: string, userId: number): Promise<void> {
      await db.insert(demoVenueBindings).values({ web, userId }).onConflictDoNothing();
    },
  };
}
