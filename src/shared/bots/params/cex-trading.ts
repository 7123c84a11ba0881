// The advanced trading kinds: Buy Support, Sell Resistance, Price Guiding, Volume Surge, Listing
// Open and the Defence Tool (bots.md).
import { z } from 'zod';
import {
  budgetFields,
  choiceField,
  countField,
  intervalFields,
  jitterField,
  maintainedVolumeField,
  percentField,
  positiveField,
  precisionFields,
  secondsField,
} from '../fields.ts';
import { budgetRule, coinRule, intervalRule, levelSpreadRule, rangeRule, singleBudgetRule, withRules } from '../rules.ts';

/** A wall's fields after its price: the budgets it may hold, then how its levels stand. */
const wallShape = {
  ...budgetFields(),
  /** How far past the wall price its levels reach, in percent. */
  depth_percent: percentField(0, 50).default(2),
  levels: countField(1, 25).default(5),
  jitter_percent: jitterField(30),
  ...intervalFields(10, 30),
  ...precisionFields,
};

const buySupportShape = z.object({
  support_price: positiveField(),
  /** The budgets in quote currency: what the wall may hold in all, and per order. */
  ...wallShape,
});
export type BuySupportParams = z.output<typeof buySupportShape>;
export const buySupportParams = withRules(buySupportShape, [budgetRule, intervalRule]);

const sellResistanceShape = z.object({
  resistance_price: positiveField(),
  /** The budgets in base quantity: what the wall may hold in all, and per order. */
  ...wallShape,
});
export type SellResistanceParams = z.output<typeof sellResistanceShape>;
export const sellResistanceParams = withRules(sellResistanceShape, [budgetRule, intervalRule]);

const pushShape = z.object({
  target_price: positiveField(),
  /** The price moves at most this much per step, in percent. */
  step_percent: percentField(0.01, 10).default(0.2),
  ...budgetFields(),
  /** Stop at this time (ms since the epoch); absent: no end time. */
  end_time: z.number().int().positive().optional(),
  ...intervalFields(10, 30),
  ...precisionFields,
});
export type PushParams = z.output<typeof pushShape>;
export const pushParams = withRules(pushShape, [budgetRule, intervalRule]);

const volumeSurgeShape = z.object({
  /** Quote volume of the whole surge. */
  target_volume: positiveField(),
  duration_minutes: countField(1, 1440).default(15),
  intensity: choiceField(['low', 'medium', 'high'], 'medium'),
  single_amount: positiveField(),
  jitter_percent: jitterField(30),
  ...precisionFields,
});
export type VolumeSurgeParams = z.output<typeof volumeSurgeShape>;
export const volumeSurgeParams = withRules(volumeSurgeShape, [singleBudgetRule<VolumeSurgeParams>('single_amount', 'target_volume')]);

const openCexShape = z.object({
  /** When trading opens (ms since the epoch). */
  open_time: z.number().int().positive(),
  open_price: positiveField(),
  ladder_levels: countField(1, 25).default(10),
  book_spread_percent: percentField(0.05, 50).default(5),
  level_spread_percent: percentField(0.01, 50).default(0.5),
  order_amount: maintainedVolumeField(),
  /** Protection: the bot never buys above price_upper nor sells below price_lower. */
  price_lower: positiveField(),
  price_upper: positiveField(),
  ...precisionFields,
});
export type OpenCexParams = z.output<typeof openCexShape>;
export const openCexParams = withRules(openCexShape, [
  levelSpreadRule<OpenCexParams>('level_spread_percent', 'book_spread_percent'),
  rangeRule<OpenCexParams>('price_upper', 'price_lower'),
]);

const defenceShape = z.object({
  coin_lower: positiveField(),
  coin_upper: positiveField(),
  /** Base quantity of one defending order. */
  order_amount: positiveField(),
  /** Quote currency the bot may spend defending the lower bound. */
  total_budget: positiveField(),
  interval_seconds: secondsField(5),
  ...precisionFields,
});
export type DefenceParams = z.output<typeof defenceShape>;
export const defenceParams = withRules(defenceShape, [coinRule<DefenceParams>('coin_upper', 'coin_lower')]);
