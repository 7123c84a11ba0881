// Which snapshots a new one is compared with. Snapshots are taken every `intervalMs` (10 minutes);
// the hourly comparison looks HOURLY_STEPS intervals back (an hour at the default interval).
// A comparison across a gap (the server was down) is skipped rather than called a 10-minute drop.
import type { BalanceSnapshot } from './balance-drop.ts';
import type { SnapshotObservation } from './evaluate-alarm.ts';

export const HOURLY_STEPS = 6;
/** The previous snapshot counts when it is at most this many intervals older than the latest. */
const MAX_PREVIOUS_GAP = 2.5;

/** From the newest-first snapshots of one market, the latest and what it is compared with. */
export function snapshotObservation(newestFirst: readonly BalanceSnapshot[], intervalMs: number): SnapshotObservation | null {
  const [latest, ...older] = newestFirst;
  if (!latest) return null;
  const candidate = older[0];
  const previous = candidate && latest.takenAt - candidate.takenAt <= MAX_PREVIOUS_GAP * intervalMs ? candidate : null;
  const target = latest.takenAt - HOURLY_STEPS * intervalMs;
  let hourAgo: BalanceSnapshot | null = null;
  for (const snapshot of older) {
    if (Math.abs(snapshot.takenAt - target) > intervalMs) continue;
    if (!hourAgo || Math.abs(snapshot.takenAt - target) < Math.abs(hourAgo.takenAt - target)) hourAgo = snapshot;
  }
  return { latest, previous, hourAgo };
}
