// Martingale (wangge): a base buy, then a larger buy at each step the price falls, up to N adds;
// sells the whole position at take-profit over the average entry; repeats cycles.
import { z } from 'zod';
import { BOT_RULE, countField, INCOMPLETE, percentField, positiveField, precisionFields, secondsField } from '../fields.ts';
import { singleBudgetRule, withRules } from '../rules.ts';

const shape = z.object({
  /** Quote currency of the opening buy of a cycle. */
  base_order: positiveField(),
  /** Each add is this many times the previous buy. */
  multiplier: z.number(INCOMPLETE).min(1, BOT_RULE.multiplier).max(10, BOT_RULE.multiplier).default(2),
  /** An add is bought when the price is this far below the last entry. */
  step_percent: percentField(0.1, 50).default(2),
  max_adds: countField(0, 20).default(5),
  take_profit_percent: percentField(0.1, 100).default(1.5),
  /** Quote currency the bot may have invested at once. */
  total_budget: positiveField(),
  /** Cycles to run; 0 repeats until stopped. */
  cycles: countField(0, 10_000).default(0),
  interval_seconds: secondsField(10),
  ...precisionFields,
});

export type MartingaleParams = z.output<typeof shape>;

export const martingaleParams = withRules(shape, [singleBudgetRule<MartingaleParams>('base_order', 'total_budget')]);
