// Queries of balance_snapshots: written every snapshot interval per watched market, read back for
// the 10-minute and hourly comparisons, and kept for a day.
import { and, desc, eq, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { balanceSnapshots } from '../../db/schema/index.ts';
import type { BalanceSnapshot } from './evaluation/balance-drop.ts';

export interface SnapshotKey {
  userId: number;
  web: string;
  base: string;
  quote: string;
}

type Row = typeof balanceSnapshots.$inferSelect;
const snapshotOf = (row: Row): BalanceSnapshot => ({
  baseTotal: row.baseTotal,
  quoteTotal: row.quoteTotal,
  price: row.price,
  takenAt: row.takenAt.getTime(),
});

export class SnapshotRepository {
  constructor(private readonly db: Db) {}

  async insert(rows: Array<SnapshotKey & Omit<BalanceSnapshot, 'takenAt'>>, at: Date): Promise<void> {
    if (rows.length === 0) return;
    await this.db.insert(balanceSnapshots).values(rows.map((row) => ({ ...row, takenAt: at })));
  }

  /** Newest first, taken at or before `until`, at most `limit`. */
  async recent(key: SnapshotKey, until: Date, limit: number): Promise<BalanceSnapshot[]> {
    const rows = await this.db
      .select()
      .from(balanceSnapshots)
      .where(
        and(
          eq(balanceSnapshots.userId, key.userId),
          eq(balanceSnapshots.web, key.web),
          eq(balanceSnapshots.base, key.base),
          eq(balanceSnapshots.quote, key.quote),
          lte(balanceSnapshots.takenAt, until),
        ),
      )
      .orderBy(desc(balanceSnapshots.takenAt))
      .limit(limit);
    return rows.map(snapshotOf);
  }

  async deleteOlderThan(at: Date): Promise<void> {
    await this.db.delete(balanceSnapshots).where(lt(balanceSnapshots.takenAt, at));
  }
}
