// The job that watches every risk user (futures.risk-users, every minute): reads each account's
// positions and futures wallet from its venue, evaluates the thresholds, records what fired in the
// same compare-and-set as the new memory, and delivers it. An account whose venue cannot be read
// is logged by code and evaluated on the next run; the others go on.
import { type Logger, errorText } from '../../../../logger.ts';
import { forEachBounded } from '../../../analytics/assets/bounded.ts';
import type { TradeDeps } from '../../../trade/trade-deps.ts';
import { futuresAccountsOf } from '../../futures-accounts.ts';
import { type RiskDeliveryDeps, deliverPending } from '../delivery/deliver-risk-alerts.ts';
import { evaluateRisk, observationOf } from '../evaluation/evaluate-risk.ts';
import { type RiskState, riskStateOf } from '../evaluation/risk-state.ts';
import { failureCodeOf, readRiskFigures } from '../risk-figures.ts';
import { thresholdsOf } from '../risk-rows.ts';
import type { RiskUserRow } from '../risk-user-repository.ts';

export const RISK_CHECK_JOB = 'futures.risk-users';
export const RISK_CHECK_INTERVAL_MS = 60_000;
/** Accounts read at once: a run over many finishes well within its minute without flooding the venues. */
const CONCURRENCY = 8;

export interface RiskCheckDeps extends RiskDeliveryDeps {
  accounts: Pick<TradeDeps, 'db' | 'secretBox' | 'venues'>;
  now: () => number;
  log: Logger;
}

/** Evaluates one risk user; answers its row as stored afterwards (null when it changed meanwhile). */
async function evaluateOne(deps: RiskCheckDeps, row: RiskUserRow): Promise<RiskUserRow | null> {
  // The account unbound, or its venue no longer offering futures: nothing to read, nothing fires.
  const [account] = await futuresAccountsOf(deps.accounts, row.userId, row.web);
  if (!account) return row;
  let figures: Awaited<ReturnType<typeof readRiskFigures>>;
  try {
    figures = await readRiskFigures(account);
  } catch (error) {
    deps.log.warn({ riskUserId: row.id, web: row.web, code: failureCodeOf(error) }, 'risk user could not be read');
    return row;
  }
  const at = deps.now();
  const state = riskStateOf(row.state);
  const evaluation = evaluateRisk(thresholdsOf(row), state, observationOf(figures, at));
  if (!evaluation.changed) return row;
  const next: RiskState = {
    disarmed: evaluation.memory.disarmed,
    pending: [
      ...state.pending,
      ...evaluation.firings.map((firing) => ({ condition: firing.condition, values: firing.values, coin: figures.settle_coin, at })),
    ],
  };
  const firedAt = evaluation.firings.length > 0 ? new Date(at) : null;
  if (!(await deps.riskUsers.swapState(row.id, row.state, next, firedAt))) return null;
  return { ...row, state: next, lastFiredAt: firedAt ?? row.lastFiredAt };
}

export async function checkRiskUsers(deps: RiskCheckDeps): Promise<void> {
  const rows = await deps.riskUsers.listAll();
  await forEachBounded(rows, CONCURRENCY, async (row) => {
    try {
      const stored = await evaluateOne(deps, row);
      // Also what an earlier run fired and could not send (a crash, a failed clean-up).
      if (stored) await deliverPending(deps, stored);
    } catch (error) {
      deps.log.error({ riskUserId: row.id, error: errorText(error) }, 'risk user check failed');
    }
  });
}
