// What a renewal or a package change costs at a moment (spec §1, §9; decisions.md "Plans"). A
// renewal extends the current plan from its end (or from now, once expired). A change starts the
// new plan now for the whole period and credits the unused part of what was paid for the current
// one: the plan's value runs down evenly from its last payment to its end.
import { type BillingPeriod, PERIOD_MONTHS, PLANS, type PlanLevel, periodPriceUsdt } from '../../../shared/catalogue/plans.ts';
import { usdtToMicros } from './money.ts';

export interface PlanState {
  level: string;
  availableUntil: Date;
  planValueMicros: number;
  planValueAt: Date | null;
}

export interface Quote {
  kind: 'renew' | 'change';
  level: PlanLevel;
  period: BillingPeriod;
  priceMicros: number;
  creditMicros: number;
  dueMicros: number;
  refundMicros: number;
  newAvailableUntil: number;
  /** The plan's unused value right after paying (what a later change would start crediting from). */
  newPlanValueMicros: number;
}

/** The same day of the month `months` later (the month's last day when it has fewer days), UTC. */
export function addMonths(at: number, months: number): number {
  const date = new Date(at);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

/** What is left of the current plan's paid value at `now`, rounded down to a micro. */
export function unusedValueMicros(state: PlanState, now: number): number {
  const until = state.availableUntil.getTime();
  if (!state.planValueAt || state.planValueMicros <= 0 || until <= now) return 0;
  const from = state.planValueAt.getTime();
  if (now <= from) return state.planValueMicros;
  return Math.floor((state.planValueMicros * (until - now)) / (until - from));
}

export function quotePlan(state: PlanState, level: PlanLevel, period: BillingPeriod, now: number): Quote {
  const plan = PLANS.find((candidate) => candidate.level === level);
  if (!plan) throw new Error(`unknown plan ${level}`);
  const priceMicros = usdtToMicros(periodPriceUsdt(plan, period));
  const months = PERIOD_MONTHS[period];
  const until = state.availableUntil.getTime();
  if (level === state.level) {
    const unused = unusedValueMicros(state, now);
    return {
      kind: 'renew',
      level,
      period,
      priceMicros,
      creditMicros: 0,
      dueMicros: priceMicros,
      refundMicros: 0,
      newAvailableUntil: addMonths(Math.max(until, now), months),
      newPlanValueMicros: unused + priceMicros,
    };
  }
  const creditMicros = unusedValueMicros(state, now);
  return {
    kind: 'change',
    level,
    period,
    priceMicros,
    creditMicros,
    dueMicros: Math.max(0, priceMicros - creditMicros),
    refundMicros: Math.max(0, creditMicros - priceMicros),
    newAvailableUntil: addMonths(now, months),
    newPlanValueMicros: priceMicros,
  };
}
