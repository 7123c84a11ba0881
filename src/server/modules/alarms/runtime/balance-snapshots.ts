// The recurring job that takes a balance snapshot of every market an active alert watches for
// balance drops (every 10 minutes by default), then evaluates those alerts on the new snapshot:
// the 10-minute drop against the one before, the hourly drop against the one an hour back.
import type { Logger } from '../../../logger.ts';
import { marketOf, watchesSnapshots } from '../alarm-rows.ts';
import { HOURLY_STEPS, snapshotObservation } from '../evaluation/snapshot-pairs.ts';
import { type BoundAccounts, symbolOf } from '../ports.ts';
import type { SnapshotKey, SnapshotRepository } from '../snapshot-repository.ts';
import type { AlarmEngine } from './alarm-engine.ts';

export const SNAPSHOT_JOB = 'alarms.balance-snapshots';
/** Snapshots are kept for a day. */
const KEEP_MS = 24 * 3_600_000;

export async function takeBalanceSnapshots(
  engine: AlarmEngine,
  accounts: BoundAccounts,
  snapshots: SnapshotRepository,
  intervalMs: number,
  now: () => number,
  log: Logger,
): Promise<void> {
  const rows = engine.activeRows().filter(watchesSnapshots);
  const keys = new Map<string, SnapshotKey & { webType: number }>();
  for (const row of rows)
    keys.set(`${row.userId}|${row.web}|${row.base}|${row.quote}`, {
      userId: row.userId,
      web: row.web,
      base: row.base,
      quote: row.quote,
      webType: row.webType,
    });

  const at = new Date(now());
  const balancesOf = new Map<string, Promise<Map<string, number> | null>>();
  const taken: Array<SnapshotKey & { baseTotal: number; quoteTotal: number; price: number }> = [];
  await Promise.all(
    [...keys.values()].map(async (key) => {
      try {
        const account = `${key.userId}|${key.web}`;
        if (!balancesOf.has(account)) {
          balancesOf.set(
            account,
            accounts.connectorFor(key.userId, key.web).then(async (connector) => {
              if (!connector) return null;
              const list = await connector.fetchBalance();
              return new Map(list.map((entry) => [entry.asset.toUpperCase(), entry.total]));
            }),
          );
        }
        const totals = await balancesOf.get(account)!;
        if (!totals) return;
        const market = { web: key.web, webType: key.webType, base: key.base, quote: key.quote };
        let price = engine.historyOf(market)?.latest?.price ?? null;
        if (price === null) {
          const connector = await accounts.connectorFor(key.userId, key.web);
          const ticker = await connector?.fetchTicker(symbolOf(market));
          price = ticker?.last ?? null;
        }
        if (price === null || !(price > 0)) return;
        taken.push({
          userId: key.userId,
          web: key.web,
          base: key.base,
          quote: key.quote,
          baseTotal: totals.get(key.base) ?? 0,
          quoteTotal: totals.get(key.quote) ?? 0,
          price,
        });
      } catch (error) {
        log.warn(
          { userId: key.userId, web: key.web, error: error instanceof Error ? error.message : String(error) },
          'balance snapshot failed',
        );
      }
    }),
  );
  await snapshots.insert(taken, at);
  await snapshots.deleteOlderThan(new Date(at.getTime() - KEEP_MS));

  const fresh = new Set(taken.map((row) => `${row.userId}|${row.web}|${row.base}|${row.quote}`));
  await Promise.all(
    rows
      .filter((row) => fresh.has(`${row.userId}|${row.web}|${row.base}|${row.quote}`))
      .map(async (row) => {
        const market = marketOf(row);
        const recent = await snapshots.recent(
          { userId: row.userId, web: market.web, base: market.base, quote: market.quote },
          at,
          HOURLY_STEPS + 4,
        );
        const observation = snapshotObservation(recent, intervalMs);
        if (observation) await engine.evaluate(row.id, () => ({ snapshots: observation }));
      }),
  );
}
