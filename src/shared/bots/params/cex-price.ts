// The price-management kinds: Price Charting, Follow Exchange, Market Sync and Quick Follow.
import { z } from 'zod';
import { MAX_ROW_ID } from '../../contracts/ids.ts';
import {
  choiceField,
  INCOMPLETE,
  intervalFields,
  nonNegativeField,
  percentField,
  positiveField,
  precisionFields,
  referenceSymbolField,
  venueField,
} from '../fields.ts';
import { custom, intervalRule, positionRule, rangeRule, withRules } from '../rules.ts';

const drawShape = z.object({
  /** random: within the range; follow_index: scaled moves of a reference market; sequence: a sequence plan. */
  path: choiceField(['random', 'follow_index', 'sequence'], 'random'),
  trend: choiceField(['random', 'rise', 'fall'], 'random'),
  price_lower: positiveField(),
  price_upper: positiveField(),
  reference_web: venueField().optional(),
  reference_symbol: referenceSymbolField(),
  /** Follow index: the reference's move in percent times this. */
  scale: positiveField().default(1),
  sequence_plan_id: z.number().int().positive().max(MAX_ROW_ID).optional(),
  single_amount: positiveField(),
  ...intervalFields(30, 90),
  ...precisionFields,
});
export type DrawParams = z.output<typeof drawShape>;
export const drawParams = withRules(drawShape, [
  rangeRule<DrawParams>('price_upper', 'price_lower'),
  custom<DrawParams>('reference_web', INCOMPLETE, (p) => p.path !== 'follow_index' || p.reference_web !== undefined),
  custom<DrawParams>('sequence_plan_id', INCOMPLETE, (p) => p.path !== 'sequence' || p.sequence_plan_id !== undefined),
  intervalRule,
]);

const followShape = {
  reference_web: venueField(),
  reference_symbol: referenceSymbolField(),
  mode: choiceField(['standard', 'hedge'], 'standard'),
  /** Own price = reference price × ratio. */
  price_ratio: positiveField().default(1),
  max_step_percent: percentField(0.01, 20).default(1),
  order_amount: positiveField(),
  /** Hedge mode keeps the reference-side base position within these bounds. */
  position_lower: nonNegativeField().default(0),
  position_upper: positiveField().optional(),
  ...precisionFields,
};

const followExchangeShape = z.object({ ...followShape, ...intervalFields(5, 15) });
export type FollowExchangeParams = z.output<typeof followExchangeShape>;
export const followExchangeParams = withRules(followExchangeShape, [
  positionRule<FollowExchangeParams>('position_upper', 'position_lower'),
  intervalRule,
]);

const quickShape = z.object({ ...followShape, ...intervalFields(1, 3) });
export type QuickFollowParams = z.output<typeof quickShape>;
export const quickFollowParams = withRules(quickShape, [positionRule<QuickFollowParams>('position_upper', 'position_lower'), intervalRule]);

const marketSyncShape = z.object({
  index_web: venueField(),
  index_symbol: z.string(INCOMPLETE).trim().min(3, INCOMPLETE),
  spread_percent: percentField(0, 20).default(0.2),
  max_step_percent: percentField(0.01, 20).default(0.5),
  order_amount: positiveField(),
  ...intervalFields(5, 15),
  ...precisionFields,
});
export type MarketSyncParams = z.output<typeof marketSyncShape>;
export const marketSyncParams = withRules(marketSyncShape, [intervalRule]);
