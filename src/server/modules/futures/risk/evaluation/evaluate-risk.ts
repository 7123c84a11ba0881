// The risk-user evaluator: pure. Given a risk user's thresholds, what it remembers and what was just
// read of its account, it answers which thresholds fire and what it remembers now.
//
// As the alerts' evaluator (docs/alerts.md "No storm"), every threshold is edge-triggered with
// hysteresis: it fires when it is reached while armed, is then disarmed, and is armed again only
// once the figure is back below the threshold by the reset band, so a margin ratio hovering at the
// threshold alerts once per real crossing. A figure the venue did not give keeps its memory.
import type { RiskCondition, RiskFigures } from '../../../../../shared/contracts/futures/risk-user-fields.ts';
import type { RiskMemory } from './risk-state.ts';

/** A threshold re-arms once its figure is below this share of it (5 % under the threshold). */
export const RISK_RESET_FACTOR = 0.95;

export type RiskThresholds = Record<RiskCondition, number | null>;

export interface RiskObservation {
  at: number;
  /** The highest margin ratio of the positions; null when the venue did not give one. */
  marginRatio: number | null;
  /** Unrealised loss across the positions (0 when in profit). */
  loss: number;
  /** Sum of the positions' values. */
  exposure: number;
}

export interface RiskFiring {
  condition: RiskCondition;
  values: { threshold: number; value: number };
}

export interface RiskEvaluation {
  memory: RiskMemory;
  firings: RiskFiring[];
  /** True when the memory differs from the one given (worth saving). */
  changed: boolean;
}

/** An account without positions has nothing at risk: its margin ratio is 0, not unknown. */
export function observationOf(figures: RiskFigures, at: number): RiskObservation {
  return {
    at,
    marginRatio: figures.positions === 0 ? 0 : figures.margin_ratio,
    loss: figures.loss,
    exposure: figures.exposure,
  };
}

function figureOf(condition: RiskCondition, observation: RiskObservation): number | null {
  if (condition === 'margin_ratio_above') return observation.marginRatio;
  if (condition === 'loss_above') return observation.loss;
  return observation.exposure;
}

export function evaluateRisk(thresholds: RiskThresholds, memory: RiskMemory, observation: RiskObservation): RiskEvaluation {
  const disarmed = { ...memory.disarmed };
  const firings: RiskFiring[] = [];
  let changed = false;
  for (const [condition, threshold] of Object.entries(thresholds) as Array<[RiskCondition, number | null]>) {
    if (threshold === null) continue;
    const value = figureOf(condition, observation);
    if (value === null) continue;
    const armed = disarmed[condition] === undefined;
    if (armed && value >= threshold) {
      firings.push({ condition, values: { threshold, value } });
      disarmed[condition] = observation.at;
      changed = true;
    } else if (!armed && value < threshold * RISK_RESET_FACTOR) {
      delete disarmed[condition];
      changed = true;
    }
  }
  return { memory: { disarmed }, firings, changed };
}

/**
 * The memory after an edit: a threshold kept as it was keeps its "already alerted" state; one
 * changed, added or turned off starts armed (a new threshold already reached alerts at once).
 */
export function memoryAfterEdit(memory: RiskMemory, before: RiskThresholds, after: RiskThresholds): RiskMemory {
  const disarmed: RiskMemory['disarmed'] = {};
  for (const [condition, since] of Object.entries(memory.disarmed) as Array<[RiskCondition, number]>) {
    if (after[condition] !== null && after[condition] === before[condition]) disarmed[condition] = since;
  }
  return { disarmed };
}
