// Analytics (/Api/Data/*): /data's trading and asset halves, /property's statements and
// /realTimeData, over the asset snapshots this module takes of every user every interval (the
// alarm system's drop conditions read the same snapshots: runtime.ts hands them in as a watcher).
import type { RegisteredCall } from '../../http/call-registry.ts';
import type { AnalyticsDeps } from './analytics-deps.ts';
import { assetServices } from './assets/asset-services.ts';
import { getAssetOverviewCall } from './assets/get-asset-overview.ts';
import { getAssetStatementsCall } from './assets/get-asset-statements.ts';
import { getRealTimeAssetsCall } from './assets/get-real-time-assets.ts';
import { ASSET_SNAPSHOT_JOB, type SnapshotRun, takeAssetSnapshots } from './assets/snapshot-job.ts';
import type { SnapshotWatcher } from './assets/snapshot-watcher.ts';
import { tradingAnalyticsCalls } from './trading/index.ts';

export type { AnalyticsDeps } from './analytics-deps.ts';
export type { SnapshotRun } from './assets/snapshot-job.ts';
export type { SnapshotWatcher } from './assets/snapshot-watcher.ts';

export interface AnalyticsModule {
  calls: RegisteredCall[];
  /** Adds a reader told of each snapshot run (before the scheduler starts, so it sees the first). */
  watchSnapshots(watcher: SnapshotWatcher): void;
  /** Takes a snapshot of every user now, as the job does on its schedule (benchmarks, tests). */
  takeSnapshots(): Promise<SnapshotRun>;
  stop(): void;
}

/**
 * Answers the calls and schedules the snapshot job, every ALARM_SNAPSHOT_INTERVAL_MS (10 minutes):
 * the interval the alarm system's drop conditions are defined on.
 */
/** The catch-up run waits this long after start, so the start-up itself (venues, bots resuming) goes first. */
const START_DELAY_MS = 5_000;

export async function startAnalyticsModule(deps: AnalyticsDeps): Promise<AnalyticsModule> {
  const assets = assetServices(deps);
  deps.scheduler.define(ASSET_SNAPSHOT_JOB, async () => {
    await takeAssetSnapshots(assets);
  });
  const intervalMs = deps.config.ALARM_SNAPSHOT_INTERVAL_MS;
  await deps.scheduler.every(ASSET_SNAPSHOT_JOB, intervalMs, ASSET_SNAPSHOT_JOB);
  // The recurring run comes one interval after each start. A server that starts with no run within
  // the last interval (a first start, or one after downtime) takes one shortly, so /data and the
  // drop alerts are not left without a snapshot for the first 10 minutes.
  const lastRun = await assets.snapshots.latestRunAt();
  if (lastRun === null || deps.now() - lastRun.getTime() > intervalMs)
    await deps.scheduler.at(
      `${ASSET_SNAPSHOT_JOB}.catch-up`,
      new Date(deps.now() + Math.min(intervalMs, START_DELAY_MS)),
      ASSET_SNAPSHOT_JOB,
    );
  return {
    calls: [
      getAssetOverviewCall(assets),
      getAssetStatementsCall(assets),
      getRealTimeAssetsCall(assets),
      ...tradingAnalyticsCalls(deps, assets.pricer),
    ],
    watchSnapshots: (watcher) => {
      assets.watchers.push(watcher);
    },
    takeSnapshots: () => takeAssetSnapshots(assets),
    stop: () => {
      assets.watchers.length = 0;
    },
  };
}
