// What a risk user keeps between evaluations (the jsonb `state` column): the thresholds that have
// fired and not yet reset, and the alerts fired but not yet delivered. The pending alerts are
// written in the same compare-and-set as the memory that fired them, so a crash between the
// firing and the sending delays an alert to the next run instead of losing it.
import { RISK_CONDITIONS, type RiskCondition } from '../../../../../shared/contracts/futures/risk-user-fields.ts';

export interface RiskMemory {
  /** Each fired threshold, with when it fired. */
  disarmed: Partial<Record<RiskCondition, number>>;
}

export interface PendingAlert {
  condition: RiskCondition;
  /** The figures of the reason: threshold and value. */
  values: Record<string, number>;
  /** The settlement coin the amounts are in. */
  coin: string;
  at: number;
}

export interface RiskState extends RiskMemory {
  pending: PendingAlert[];
}

export const freshRiskState = (): RiskState => ({ disarmed: {}, pending: [] });

const isCondition = (value: unknown): value is RiskCondition => RISK_CONDITIONS.includes(value as RiskCondition);

function pendingOf(value: unknown): PendingAlert | null {
  const entry = value as Partial<PendingAlert> | null;
  if (!entry || !isCondition(entry.condition) || typeof entry.at !== 'number') return null;
  const values: Record<string, number> = {};
  for (const [name, figure] of Object.entries(entry.values ?? {})) if (typeof figure === 'number') values[name] = figure;
  return { condition: entry.condition, values, coin: typeof entry.coin === 'string' ? entry.coin : 'USDT', at: entry.at };
}

/** Reads a stored state defensively (an empty object when the row is new, or a row from an older version). */
export function riskStateOf(stored: unknown): RiskState {
  const raw = (stored ?? {}) as { disarmed?: unknown; pending?: unknown };
  const disarmed: RiskState['disarmed'] = {};
  if (raw.disarmed && typeof raw.disarmed === 'object') {
    for (const [condition, since] of Object.entries(raw.disarmed)) {
      if (isCondition(condition) && typeof since === 'number') disarmed[condition] = since;
    }
  }
  const pending = Array.isArray(raw.pending) ? raw.pending.flatMap((entry) => pendingOf(entry) ?? []) : [];
  return { disarmed, pending };
}

/** The state less the alerts just delivered (matched by condition and time). */
export function withoutDelivered(state: RiskState, delivered: readonly PendingAlert[]): RiskState {
  const sent = (alert: PendingAlert) => delivered.some((entry) => entry.condition === alert.condition && entry.at === alert.at);
  return { ...state, pending: state.pending.filter((alert) => !sent(alert)) };
}
