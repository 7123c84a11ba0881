// The cross-field rules of spec §5, written out one by one so both sides of each can be tested:
// single budget ≤ total budget, per-level spread ≤ book spread, range upper ≥ lower, coin upper ≥
// lower, position upper ≥ lower, interval lower ≤ upper. A rule whose fields are absent is skipped
// (the field schemas say whether they may be).
import type { z } from 'zod';
import { BOT_RULE } from './fields.ts';

export interface Rule<T> {
  /** The field the message is shown on. */
  path: string;
  message: string;
  holds(value: T): boolean;
}

type Numeric<T> = { [K in keyof T]: T[K] extends number | undefined ? K : never }[keyof T] & string;

/** On `path`: `high` must not be below `low` when both are given (a half-filled pair is left to other rules). */
function notBelow<T>(path: Numeric<T>, high: Numeric<T>, low: Numeric<T>, message: string): Rule<T> {
  return {
    path,
    message,
    holds: (value) => {
      const top = value[high] as number | undefined;
      const bottom = value[low] as number | undefined;
      return top === undefined || bottom === undefined || top >= bottom;
    },
  };
}

/** `upper` must be at least `lower` when both are given. */
export const atLeast = <T>(upper: Numeric<T>, lower: Numeric<T>, message: string) => notBelow<T>(upper, upper, lower, message);

/** `part` must not exceed `whole` when both are given. */
export const atMost = <T>(part: Numeric<T>, whole: Numeric<T>, message: string) => notBelow<T>(part, whole, part, message);

export const singleBudgetRule = <T>(single: Numeric<T>, total: Numeric<T>) => atMost<T>(single, total, BOT_RULE.singleBudget);
export const levelSpreadRule = <T>(level: Numeric<T>, book: Numeric<T>) => atMost<T>(level, book, BOT_RULE.levelSpread);
export const rangeRule = <T>(upper: Numeric<T>, lower: Numeric<T>) => atLeast<T>(upper, lower, BOT_RULE.rangeUpper);
export const coinRule = <T>(upper: Numeric<T>, lower: Numeric<T>) => atLeast<T>(upper, lower, BOT_RULE.coinUpper);
export const positionRule = <T>(upper: Numeric<T>, lower: Numeric<T>) => atLeast<T>(upper, lower, BOT_RULE.positionUpper);
/** The single budget of budgetFields within its total budget (one rule serves every kind with them). */
export const budgetRule = singleBudgetRule<{ single_budget: number; total_budget: number }>('single_budget', 'total_budget');
/** The pace of intervalFields: interval_min at most interval_max (one rule serves every paced kind). */
export const intervalRule = atLeast<{ interval_min: number; interval_max: number }>('interval_max', 'interval_min', BOT_RULE.intervalOrder);

/** Both fields of a pair or neither: half a range is an incomplete parameter set. */
export function bothOrNeither<T>(a: keyof T & string, b: keyof T & string, message: string): Rule<T> {
  return { path: a, message, holds: (value) => (value[a] === undefined) === (value[b] === undefined) };
}

/** A rule over the whole value. */
export function custom<T>(path: string, message: string, holds: (value: T) => boolean): Rule<T> {
  return { path, message, holds };
}

/** Adds the rules to an object schema; each broken rule is one issue on its field. */
export function withRules<S extends z.ZodType>(schema: S, rules: Rule<z.output<S>>[]) {
  return schema.superRefine((value, ctx) => {
    for (const rule of rules) {
      if (!rule.holds(value)) ctx.addIssue({ code: 'custom', message: rule.message, path: [rule.path] });
    }
  });
}
