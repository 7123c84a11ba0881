// Range Buy/Sell (buy_sell): buys while the price is inside the buy range and sells while it is
// inside the sell range, in jittered sizes at jittered intervals, until the total budget is used.
import { z } from 'zod';
import { INCOMPLETE, intervalFields, jitterField, positiveField, precisionFields, tradeRangeFields } from '../fields.ts';
import { bothOrNeither, custom, intervalRule, rangeRule, singleBudgetRule, withRules } from '../rules.ts';

const shape = z.object({
  ...tradeRangeFields(),
  /** Quote currency the bot may trade in all (buys and sells counted by value). */
  total_budget: positiveField(),
  /** Quote currency per order, before jitter. */
  single_budget: positiveField(),
  jitter_percent: jitterField(30),
  ...intervalFields(30, 120),
  ...precisionFields,
});

export type BuySellParams = z.output<typeof shape>;

export const buySellParams = withRules(shape, [
  bothOrNeither<BuySellParams>('buy_upper', 'buy_lower', INCOMPLETE),
  bothOrNeither<BuySellParams>('sell_upper', 'sell_lower', INCOMPLETE),
  custom<BuySellParams>('buy_lower', INCOMPLETE, (p) => p.buy_lower !== undefined || p.sell_lower !== undefined),
  rangeRule<BuySellParams>('buy_upper', 'buy_lower'),
  rangeRule<BuySellParams>('sell_upper', 'sell_lower'),
  singleBudgetRule<BuySellParams>('single_budget', 'total_budget'),
  intervalRule<BuySellParams>(),
]);
