// The recurring snapshot of what every user holds (every 10 minutes by default): each bound
// exchange account's balances from its venue and each wallet chain's stored balances, valued in
// USDT from the shared feeds and stored as one row per source and asset, all with the run's time.
// Sources are read a few at a time; one that fails (a venue down, a key revoked) is logged and
// left out of this run without holding up anyone else's. Then the watchers (the alarm system's
// drop conditions) evaluate on the new rows. Retention is the database's (migration 0012).
import type { NewSnapshotRow } from './snapshot-repository.ts';
import type { AssetServices } from './asset-services.ts';
import { forEachBounded } from './bounded.ts';
import { failureText } from './failure-text.ts';
import type { WalletTokenTotal } from './holding-repository.ts';
import type { SourceHoldings } from './source-holdings.ts';
import { sourceValuer } from './source-prices.ts';
import { wantedAssets } from './snapshot-watcher.ts';

export const ASSET_SNAPSHOT_JOB = 'analytics.asset-snapshots';

/** Sources read at once. */
const CONCURRENCY = 16;

export interface SnapshotRun {
  at: Date;
  sources: number;
  failed: number;
  rows: number;
}

interface SourceRead {
  about: { userId: number; web?: string; chain?: string };
  read: () => Promise<SourceHoldings>;
}

export async function takeAssetSnapshots(s: AssetServices): Promise<SnapshotRun> {
  const at = new Date(s.deps.now());
  const wanted = wantedAssets(s.watchers);
  const [accounts, totals] = await Promise.all([s.holdings.allBoundAccounts(), s.holdings.walletTotals()]);
  const reads: SourceRead[] = [
    ...accounts.map((row) => ({
      about: { userId: row.userId, web: row.web },
      read: () => s.cex.read(row, wanted.get(`${row.userId}|${row.web}`)),
    })),
    ...[...byUserAndChain(totals)].map(([, own]) => {
      const { userId, chain } = own[0] as WalletTokenTotal;
      return { about: { userId, chain }, read: () => s.dex.fromTotals(userId, chain, own) };
    }),
  ];

  const value = sourceValuer(s.pricer);
  const rows: NewSnapshotRow[] = [];
  let failed = 0;
  await forEachBounded(reads, CONCURRENCY, async ({ about, read }) => {
    try {
      const source = await value(await read());
      for (const holding of source.holdings)
        rows.push({
          userId: source.userId,
          takenAt: at,
          sourceType: source.sourceType,
          source: source.source,
          asset: holding.asset,
          amount: holding.amount,
          priceUsdt: holding.priceUsdt,
          valueUsdt: holding.valueUsdt,
        });
    } catch (error) {
      failed += 1;
      s.deps.log.warn({ ...about, error: failureText(error) }, 'asset snapshot: a source could not be read');
    }
  });
  await s.snapshots.insert(rows);

  for (const watcher of s.watchers)
    await watcher
      .snapshotsTaken(at)
      .catch((error: unknown) => s.deps.log.warn({ error: failureText(error) }, 'asset snapshot watcher failed'));
  return { at, sources: reads.length, failed, rows: rows.length };
}

function byUserAndChain(totals: readonly WalletTokenTotal[]): Map<string, WalletTokenTotal[]> {
  const groups = new Map<string, WalletTokenTotal[]>();
  for (const total of totals) {
    const key = `${total.userId}|${total.chain}`;
    const group = groups.get(key);
    if (group) group.push(total);
    else groups.set(key, [total]);
  }
  return groups;
}
