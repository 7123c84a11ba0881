// The balance-drop conditions on the shared asset snapshots. The analytics module takes a snapshot
// of every account every interval (10 minutes by default); it asks this which coins to value even
// when an account holds none (each alert's pair, so the pair's price is in every snapshot), and after
// each run this evaluates the alerts whose account was read in it: the 10-minute drop against the
// snapshot before, the hourly drop against the one an hour back.
import { watchesSnapshots } from '../alarm-rows.ts';
import { HOURLY_STEPS, snapshotObservation } from '../evaluation/snapshot-pairs.ts';
import type { SnapshotRepository } from '../snapshot-repository.ts';
import type { AlarmEngine } from './alarm-engine.ts';

/** The alert module's own snapshot job before snapshots were shared; cancelled at start where a database still has it. */
export const RETIRED_SNAPSHOT_JOB = 'alarms.balance-snapshots';

/** The coins each account's snapshot must hold for the active drop alerts. */
export function snapshotAssets(engine: AlarmEngine): Array<{ userId: number; web: string; assets: string[] }> {
  return engine
    .activeRows()
    .filter(watchesSnapshots)
    .map((row) => ({ userId: row.userId, web: row.web, assets: [row.base, row.quote] }));
}

/** Evaluates the drop alerts on the snapshot run taken at `at`. */
export async function evaluateSnapshotDrops(
  engine: AlarmEngine,
  snapshots: SnapshotRepository,
  intervalMs: number,
  at: Date,
): Promise<void> {
  await Promise.all(
    engine
      .activeRows()
      .filter(watchesSnapshots)
      .map(async (row) => {
        const recent = await snapshots.recent({ userId: row.userId, web: row.web, base: row.base, quote: row.quote }, at, HOURLY_STEPS + 4);
        // The account was not read in this run (its venue failed): nothing new to compare.
        if (recent[0]?.takenAt !== at.getTime()) return;
        const observation = snapshotObservation(recent, intervalMs);
        if (observation) await engine.evaluate(row.id, () => ({ snapshots: observation }));
      }),
  );
}
