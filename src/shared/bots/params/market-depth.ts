// Order-Book Management (budan_new), basic and advanced: keeps N levels per side (default 20)
// around the mid price with a per-level spread inside the book spread, re-quoting as the price moves.
import { z } from 'zod';
import {
  BOT_RULE,
  choiceField,
  countField,
  intervalFields,
  jitterField,
  maintainedVolumeField,
  percentField,
  precisionFields,
} from '../fields.ts';
import { atMost, custom, intervalRule, levelSpreadRule, withRules } from '../rules.ts';

/** Spec §9: default maintained levels per side. */
export const DEFAULT_BOOK_LEVELS = 20;
/** Levels a side may hold: both sides fit under the safety module's 60 actions a minute. */
export const MAX_BOOK_LEVELS = 25;

const shape = z.object({
  mode: choiceField(['basic', 'advanced'], 'basic'),
  sides: choiceField(['both', 'bids', 'asks'], 'both'),
  levels_per_side: countField(1, MAX_BOOK_LEVELS).default(DEFAULT_BOOK_LEVELS),
  /** How far from the mid the bot's book reaches, in percent. */
  book_spread_percent: percentField(0.05, 50).default(5),
  /** Distance between two levels, in percent of the mid. */
  level_spread_percent: percentField(0.01, 50).default(0.25),
  /** Distance of the first level from the mid, in percent. */
  first_spread_percent: percentField(0, 50).default(0.2),
  /** Maintained volume of one level (base), before jitter. */
  order_amount: maintainedVolumeField(),
  jitter_percent: jitterField(30),
  /** Advanced: how sizes change from the first level to the last. */
  depth_curve: choiceField(['flat', 'rising', 'falling'], 'flat'),
  /** Advanced: the size of each level, nearest first (overrides order_amount for those levels). */
  level_sizes: z.array(maintainedVolumeField()).max(MAX_BOOK_LEVELS, BOT_RULE.levels).optional(),
  ...intervalFields(5, 10),
  ...precisionFields,
});

export type MarketDepthParams = z.output<typeof shape>;

export const marketDepthParams = withRules(shape, [
  levelSpreadRule<MarketDepthParams>('level_spread_percent', 'book_spread_percent'),
  atMost<MarketDepthParams>('first_spread_percent', 'book_spread_percent', BOT_RULE.levelSpread),
  custom<MarketDepthParams>('level_sizes', BOT_RULE.levels, (p) => (p.level_sizes?.length ?? 0) <= p.levels_per_side),
  intervalRule,
]);
