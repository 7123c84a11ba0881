// Who else reads the snapshots as they are taken: the alarm system's 10-minute and hourly drop
// conditions. A watcher names the assets it needs on an account even when the account holds none
// (an alert's pair: a drop comparison values the base at the pair's price, so that price must be in
// the snapshot even after the account has sold all of it), and is told when a run is stored.

export interface SnapshotAssets {
  userId: number;
  /** The exchange account's venue id. */
  web: string;
  assets: readonly string[];
}

export interface SnapshotWatcher {
  assetsToValue(): readonly SnapshotAssets[];
  /** Called after each run's rows are stored, with the run's time (every row of the run has it). */
  snapshotsTaken(at: Date): Promise<void>;
}

/** userId|web → the assets the watchers want there. */
export function wantedAssets(watchers: readonly SnapshotWatcher[]): Map<string, Set<string>> {
  const wanted = new Map<string, Set<string>>();
  for (const watcher of watchers)
    for (const entry of watcher.assetsToValue()) {
      const key = `${entry.userId}|${entry.web}`;
      const assets = wanted.get(key) ?? new Set<string>();
      for (const asset of entry.assets) assets.add(asset);
      wanted.set(key, assets);
    }
  return wanted;
}
