// Range Buy/Sell (buy_sell): buys while the price is inside the buy range and sells while it is
// inside the sell range, in jittered sizes at jittered intervals, until the total budget is used.
import { z } from 'zod';
import { budgetFields, INCOMPLETE, intervalFields, jitterField, precisionFields, tradeRangeFields } from '../fields.ts';
import { bothOrNeither, budgetRule, custom, intervalRule, rangeRule, withRules } from '../rules.ts';

const shape = z.object({
  ...tradeRangeFields(),
  /** Quote currency the bot may trade in all (buys and sells counted by value), and per order before jitter. */
  ...budgetFields(),
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
  budgetRule,
  intervalRule,
]);
