// The asset half of the analytics module, built once from its deps and handed to the snapshot job
// and each call: the repositories, the live pricer over the shared feeds, the balance readers with
// their leases, and the watchers told of each snapshot run (the alarm system).
import type { AnalyticsDeps } from '../analytics-deps.ts';
import { CexHoldings } from './cex-holdings.ts';
import { DexHoldings } from './dex-holdings.ts';
import { holdingRepository } from './holding-repository.ts';
import type { SnapshotWatcher } from './snapshot-watcher.ts';
import { snapshotRepository } from './snapshot-repository.ts';
import { UsdtPricer } from './usdt-pricer.ts';

export type AssetServices = ReturnType<typeof assetServices>;

export function assetServices(deps: AnalyticsDeps) {
  const holdings = holdingRepository(deps.db);
  const log = deps.log;
  return {
    deps,
    snapshots: snapshotRepository(deps.db),
    holdings,
    pricer: new UsdtPricer(deps.venues, deps.now),
    cex: new CexHoldings({ db: deps.db, secretBox: deps.secretBox, venues: deps.venues, now: deps.now, log }),
    dex: new DexHoldings(deps.wallets, holdings, deps.now, log),
    watchers: [] as SnapshotWatcher[],
  };
}
