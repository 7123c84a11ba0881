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
export async function startAnalyticsModule(deps: AnalyticsDeps): Promise<AnalyticsModule> {
  const assets = assetServices(deps);
  deps.scheduler.define(ASSET_SNAPSHOT_JOB, async () => {
    await takeAssetSnapshots(assets);
  });
  await deps.scheduler.every(ASSET_SNAPSHOT_JOB, deps.config.ALARM_SNAPSHOT_INTERVAL_MS, ASSET_SNAPSHOT_JOB);
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
