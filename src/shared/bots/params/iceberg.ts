// Batch Selling (iceberg): sells (or buys) a total quantity in tranches, never below a floor price
// (never above a ceiling for buys); stops after the last tranche or when the balance runs out.
import { z } from 'zod';
import { BOT_RULE, choiceField, intervalFields, jitterField, positiveField, precisionFields } from '../fields.ts';
import { atMost, intervalRule, withRules } from '../rules.ts';

const shape = z.object({
  side: choiceField(['sell', 'buy'], 'sell'),
  /** Base quantity to sell (or buy) in all. */
  total_amount: positiveField(),
  /** Base quantity per tranche, before jitter. */
  tranche_amount: positiveField(),
  /** Sells never below this price; buys never above it. */
  limit_price: positiveField(),
  jitter_percent: jitterField(30),
  ...intervalFields(20, 60),
  ...precisionFields,
});

export type IcebergParams = z.output<typeof shape>;

export const icebergParams = withRules(shape, [
  atMost<IcebergParams>('tranche_amount', 'total_amount', BOT_RULE.trancheAmount),
  intervalRule,
]);
