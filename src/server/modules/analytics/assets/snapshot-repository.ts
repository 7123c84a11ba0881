// Queries of asset_snapshots: one row per user, time, source and asset, written by the snapshot
// job and read by /data's asset half and /property. Every read names the user and a time range, so
// it walks the (user_id, taken_at) index. Old rows are the database's to delete (migration 0012).
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, lte, max, min, sql, sum } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { assetSnapshots } from '../../../db/schema/index.ts';
import type { SourceType } from './sources.ts';

export type NewSnapshotRow = typeof assetSnapshots.$inferInsert;

/** Rows per insert statement (and so per run of the retention trigger). */
const INSERT_BATCH = 500;

export interface SourceValue {
  takenAt: number;
  sourceType: SourceType;
  source: string;
  valueUsdt: number;
}

export interface SnapshotPrice {
  sourceType: SourceType;
  source: string;
  asset: string;
  priceUsdt: number;
}

export function snapshotRepository(db: Db) {
  const ofUser = (userId: number) => eq(assetSnapshots.userId, userId);

  return {
    async insert(rows: NewSnapshotRow[]): Promise<void> {
      for (let i = 0; i < rows.length; i += INSERT_BATCH) await db.insert(assetSnapshots).values(rows.slice(i, i + INSERT_BATCH));
    },

    /** When the last run of the job was taken, for any user (one probe of the taken_at index). */
    async latestRunAt(): Promise<Date | null> {
      const [row] = await db.select({ at: max(assetSnapshots.takenAt) }).from(assetSnapshots);
      return row?.at ?? null;
    },

    async latestTakenAt(userId: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: max(assetSnapshots.takenAt) })
        .from(assetSnapshots)
        .where(ofUser(userId));
      return row?.at ?? null;
    },

    /** Every row of one snapshot of the user. */
    rowsAt(userId: number, takenAt: Date) {
      return db
        .select()
        .from(assetSnapshots)
        .where(and(ofUser(userId), eq(assetSnapshots.takenAt, takenAt)));
    },

    /** The user's total per snapshot since `since`, the last snapshot of each hour only, oldest first. */
    async hourlyTotals(userId: number, since: Date): Promise<{ at: number; valueUsdt: number }[]> {
      const totals = db
        .select({ takenAt: assetSnapshots.takenAt, total: sum(assetSnapshots.valueUsdt).mapWith(Number).as('total') })
        .from(assetSnapshots)
        .where(and(ofUser(userId), gte(assetSnapshots.takenAt, since)))
        .groupBy(assetSnapshots.takenAt)
        .as('totals');
      // Hours counted from the epoch, so the buckets are the same whatever the session's zone.
      const hour = sql`floor(extract(epoch from ${totals.takenAt}) / 3600)`;
      const rows = await db
        .selectDistinctOn([hour], { takenAt: totals.takenAt, total: totals.total })
        .from(totals)
        .orderBy(hour, desc(totals.takenAt));
      return rows.map((row) => ({ at: row.takenAt.getTime(), valueUsdt: row.total ?? 0 }));
    },

    /** The first and last snapshot time of the user in [from, to); null when there is none. */
    async span(userId: number, from: Date, to: Date): Promise<{ first: Date; last: Date } | null> {
      const [row] = await db
        .select({ first: min(assetSnapshots.takenAt), last: max(assetSnapshots.takenAt) })
        .from(assetSnapshots)
        .where(and(ofUser(userId), gte(assetSnapshots.takenAt, from), lt(assetSnapshots.takenAt, to)));
      return row?.first && row.last ? { first: row.first, last: row.last } : null;
    },

    /** Each source's value at each of these snapshot times. */
    async sourceValuesAt(userId: number, times: Date[]): Promise<SourceValue[]> {
      if (times.length === 0) return [];
      const rows = await db
        .select({
          takenAt: assetSnapshots.takenAt,
          sourceType: assetSnapshots.sourceType,
          source: assetSnapshots.source,
          valueUsdt: sum(assetSnapshots.valueUsdt).mapWith(Number),
        })
        .from(assetSnapshots)
        .where(and(ofUser(userId), inArray(assetSnapshots.takenAt, times)))
        .groupBy(assetSnapshots.takenAt, assetSnapshots.sourceType, assetSnapshots.source)
        .orderBy(asc(assetSnapshots.sourceType), asc(assetSnapshots.source));
      return rows.map((row) => ({ ...row, takenAt: row.takenAt.getTime(), sourceType: row.sourceType as SourceType }));
    },

    /** The prices of a snapshot (priced rows only). */
    async pricesAt(userId: number, takenAt: Date): Promise<SnapshotPrice[]> {
      const rows = await db
        .select({
          sourceType: assetSnapshots.sourceType,
          source: assetSnapshots.source,
          asset: assetSnapshots.asset,
          priceUsdt: assetSnapshots.priceUsdt,
        })
        .from(assetSnapshots)
        .where(and(ofUser(userId), eq(assetSnapshots.takenAt, takenAt), isNotNull(assetSnapshots.priceUsdt)));
      return rows.map((row) => ({ ...row, sourceType: row.sourceType as SourceType, priceUsdt: row.priceUsdt ?? 0 }));
    },

    /** The asset's price at the source in the user's last snapshot at or before `at` that priced it. */
    async priceAtOrBefore(userId: number, sourceType: SourceType, source: string, asset: string, at: Date): Promise<number | null> {
      const [row] = await db
        .select({ price: assetSnapshots.priceUsdt })
        .from(assetSnapshots)
        .where(
          and(
            ofUser(userId),
            lte(assetSnapshots.takenAt, at),
            eq(assetSnapshots.sourceType, sourceType),
            eq(assetSnapshots.source, source),
            eq(assetSnapshots.asset, asset),
            isNotNull(assetSnapshots.priceUsdt),
          ),
        )
        .orderBy(desc(assetSnapshots.takenAt))
        .limit(1);
      return row?.price ?? null;
    },
  };
}

export type SnapshotRepository = ReturnType<typeof snapshotRepository>;
