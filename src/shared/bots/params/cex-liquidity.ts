// Self-Trading Volume (shua): a target volume per period, traded inside the spread.
import { z } from 'zod';
import { choiceField, countField, intervalFields, jitterField, positiveField, precisionFields } from '../fields.ts';
import { intervalRule, singleBudgetRule, withRules } from '../rules.ts';

const volumeShape = z.object({
  order_mode: choiceField(['normal', 'self_trade'], 'self_trade'),
  /** Base volume to trade per period. */
  target_volume: positiveField(),
  period_minutes: countField(1, 1440).default(60),
  /** Base quantity of one trade, before jitter. */
  single_amount: positiveField(),
  /** Pause when the spread holds fewer free price steps than this. */
  min_spread_ticks: countField(1, 1000).default(2),
  jitter_percent: jitterField(30),
  ...intervalFields(10, 30),
  ...precisionFields,
});
export type VolumeParams = z.output<typeof volumeShape>;
export const volumeParams = withRules(volumeShape, [singleBudgetRule<VolumeParams>('single_amount', 'target_volume'), intervalRule]);
