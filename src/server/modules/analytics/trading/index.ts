// /data's trading half: the overview of what the user's bots and manual orders traded, and the
// export of those transactions.
import type { RegisteredCall } from '../../../http/call-registry.ts';
import type { AnalyticsDeps } from '../analytics-deps.ts';
import type { UsdtPricer } from '../assets/usdt-pricer.ts';
import { exportTransactionsCall } from './export-transactions.ts';
import { getDataOverviewCall } from './get-data-overview.ts';
import { tradingRepository } from './trading-repository.ts';
import { transactionsRepository } from './transactions-repository.ts';

/** `pricer` values quotes other than USDT in a total, as the asset snapshots value them. */
export function tradingAnalyticsCalls(deps: AnalyticsDeps, pricer: UsdtPricer): RegisteredCall[] {
  return [getDataOverviewCall(deps, tradingRepository(deps.db), pricer), exportTransactionsCall(deps, transactionsRepository(deps.db))];
}
