// Risk users (/userRiskManagement, /userRiskDetail): the futures accounts a user watches, with
// live exposure, margin ratio and P&L, thresholds that raise alerts on the alert system's
// channels, and the accounts' trade logs. createRiskUserModule gives the runtime the calls; start()
// defines the evaluation job (before the scheduler starts) and schedules it every minute.
import type { RegisteredCall } from '../../../http/call-registry.ts';
import { createRiskUserManagementCall } from './calls/create-risk-user-management.ts';
import { futureRiskUserManagementListCall } from './calls/future-risk-user-management-list.ts';
import { removeRiskUserManagementCall } from './calls/remove-risk-user-management.ts';
import { riskUserTradeLogsCall } from './calls/risk-user-trade-logs.ts';
import type { RiskUserDeps } from './risk-deps.ts';
import { riskServices } from './risk-services.ts';
import { checkRiskUsers, RISK_CHECK_INTERVAL_MS, RISK_CHECK_JOB } from './runtime/risk-check-job.ts';

export type { RiskUserDeps } from './risk-deps.ts';
export { RISK_CHECK_INTERVAL_MS, RISK_CHECK_JOB } from './runtime/risk-check-job.ts';

export interface RiskUserModule {
  calls: RegisteredCall[];
  start(): Promise<void>;
}

export function createRiskUserModule(deps: RiskUserDeps): RiskUserModule {
  const s = riskServices(deps);
  return {
    calls: [
      futureRiskUserManagementListCall(s),
      createRiskUserManagementCall(s),
      removeRiskUserManagementCall(s),
      riskUserTradeLogsCall(s),
    ],
    async start() {
      deps.scheduler.define(RISK_CHECK_JOB, () => checkRiskUsers(s));
      await deps.scheduler.every(RISK_CHECK_JOB, RISK_CHECK_INTERVAL_MS, RISK_CHECK_JOB);
    },
  };
}
