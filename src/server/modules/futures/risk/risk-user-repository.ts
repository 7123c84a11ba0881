// Queries of the risk_users table (and the one read of the console's futures orders that the trade
// logs need). A user's risk user is always looked up by the user and the id together, so another
// user's id finds nothing.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { riskUsers, tradeOrders } from '../../../db/schema/index.ts';
import { deleteOwned, findOwned, ownedRow } from '../../owned-row.ts';
import type { RiskState } from './evaluation/risk-state.ts';

export type RiskUserRow = typeof riskUsers.$inferSelect;

/** What a create or an edit writes. */
export type RiskUserValues = Pick<
  typeof riskUsers.$inferInsert,
  'web' | 'remark' | 'marginRatioAbove' | 'lossAbove' | 'exposureAbove' | 'channels' | 'state'
>;

export class RiskUserRepository {
  constructor(private readonly db: Db) {}

  listOfUser(userId: number): Promise<RiskUserRow[]> {
    return this.db.select().from(riskUsers).where(eq(riskUsers.userId, userId)).orderBy(riskUsers.id);
  }

  listAll(): Promise<RiskUserRow[]> {
    return this.db.select().from(riskUsers).orderBy(riskUsers.id);
  }

  async findOfUser(userId: number, id: number): Promise<RiskUserRow | null> {
    return (await findOwned(this.db, riskUsers, userId, id)) ?? null;
  }

  async find(id: number): Promise<RiskUserRow | null> {
    const [row] = await this.db.select().from(riskUsers).where(eq(riskUsers.id, id));
    return row ?? null;
  }

  async byWeb(userId: number, web: string): Promise<RiskUserRow | null> {
    const [row] = await this.db
      .select()
      .from(riskUsers)
      .where(and(eq(riskUsers.userId, userId), eq(riskUsers.web, web)));
    return row ?? null;
  }

  /** Throws the database's unique violation when the venue is already watched (a race with another add). */
  async insert(userId: number, values: RiskUserValues, at: Date): Promise<RiskUserRow> {
    const [row] = await this.db
      .insert(riskUsers)
      .values({ ...values, userId, createdAt: at, updatedAt: at })
      .returning();
    if (!row) throw new Error('risk user insert returned nothing');
    return row;
  }

  /**
   * Writes an edit if the state is still `previousState` (the edit's new state derives from it), so
   * an alert fired meanwhile is not overwritten: null then, and the caller reads the row again.
   */
  async update(userId: number, id: number, values: RiskUserValues, previousState: unknown, at: Date): Promise<RiskUserRow | null> {
    const [row] = await this.db
      .update(riskUsers)
      .set({ ...values, updatedAt: at })
      .where(and(ownedRow(riskUsers, userId, id), sql`${riskUsers.state} = ${JSON.stringify(previousState)}::jsonb`))
      .returning();
    return row ?? null;
  }

  delete(userId: number, id: number): Promise<boolean> {
    return deleteOwned(this.db, riskUsers, userId, id);
  }

  /**
   * Replaces the stored state if it still is `previous` (compare and set), so an evaluation racing
   * another one, or an edit, records nothing: false then, and the next run reads the new state.
   */
  async swapState(id: number, previous: unknown, next: RiskState, firedAt: Date | null): Promise<boolean> {
    const rows = await this.db
      .update(riskUsers)
      .set(firedAt ? { state: next, lastFiredAt: firedAt } : { state: next })
      .where(and(eq(riskUsers.id, id), sql`${riskUsers.state} = ${JSON.stringify(previous)}::jsonb`))
      .returning({ id: riskUsers.id });
    return rows.length > 0;
  }

  /** The markets of the console's own futures orders of the user on the venue (manual orders and closes). */
  async futuresMarketsOrdered(userId: number, web: string): Promise<Array<{ base: string; quote: string }>> {
    return this.db
      .selectDistinct({ base: tradeOrders.base, quote: tradeOrders.quote })
      .from(tradeOrders)
      .where(and(eq(tradeOrders.userId, userId), eq(tradeOrders.web, web), eq(tradeOrders.marketKind, 'swap')));
  }
}
