// The drop conditions' view of the shared asset snapshots (asset_snapshots, taken for every user by
// the analytics module every snapshot interval): a market's snapshot is the account's two rows of
// one run, the pair's base and quote on the alert's venue, with the price between them from their
// USDT prices (price_usdt(base) / price_usdt(quote) at that source). The rows are the analytics
// module's to write and the database's to delete; this only reads them.
import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { assetSnapshots } from '../../db/schema/index.ts';
import type { BalanceSnapshot } from './evaluation/balance-drop.ts';

export interface SnapshotKey {
  userId: number;
  web: string;
  base: string;
  quote: string;
}

interface AssetRow {
  takenAt: Date;
  asset: string;
  amount: number;
  priceUsdt: number | null;
}

/** One run's rows of the pair as a market snapshot; price 0 when either coin went unpriced. */
function snapshotOf(key: SnapshotKey, takenAt: Date, rows: readonly AssetRow[]): BalanceSnapshot {
  const base = rows.find((row) => row.asset === key.base);
  const quote = rows.find((row) => row.asset === key.quote);
  const basePrice = base?.priceUsdt ?? null;
  const quotePrice = quote?.priceUsdt ?? null;
  return {
    baseTotal: base?.amount ?? 0,
    quoteTotal: quote?.amount ?? 0,
    price: basePrice !== null && quotePrice !== null && quotePrice > 0 ? basePrice / quotePrice : 0,
    takenAt: takenAt.getTime(),
  };
}

export class SnapshotRepository {
  constructor(private readonly db: Db) {}

  /** The market's snapshots taken at or before `until`, newest first, at most `limit`. */
  async recent(key: SnapshotKey, until: Date, limit: number): Promise<BalanceSnapshot[]> {
    const ofMarket = and(
      eq(assetSnapshots.userId, key.userId),
      eq(assetSnapshots.sourceType, 'cex'),
      eq(assetSnapshots.source, key.web),
      inArray(assetSnapshots.asset, [key.base, key.quote]),
    );
    const times = this.db
      .selectDistinct({ takenAt: assetSnapshots.takenAt })
      .from(assetSnapshots)
      .where(and(ofMarket, lte(assetSnapshots.takenAt, until)))
      .orderBy(desc(assetSnapshots.takenAt))
      .limit(limit);
    const rows = await this.db
      .select({
        takenAt: assetSnapshots.takenAt,
        asset: assetSnapshots.asset,
        amount: assetSnapshots.amount,
        priceUsdt: assetSnapshots.priceUsdt,
      })
      .from(assetSnapshots)
      .where(and(ofMarket, inArray(assetSnapshots.takenAt, times)));
    const byTime = new Map<number, AssetRow[]>();
    for (const row of rows) byTime.set(row.takenAt.getTime(), [...(byTime.get(row.takenAt.getTime()) ?? []), row]);
    return [...byTime.entries()].sort(([a], [b]) => b - a).map(([at, own]) => snapshotOf(key, new Date(at), own));
  }
}
