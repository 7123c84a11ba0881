// Grid (grid): N price levels between lower and upper, arithmetic or geometric; buys below the
// price, sells above; a filled buy places a sell one level up and a filled sell a buy one level down.
import { z } from 'zod';
import { BOT_RULE, choiceField, countField, positiveField, precisionFields, secondsField } from '../fields.ts';
import { custom, withRules } from '../rules.ts';

const shape = z.object({
  lower_price: positiveField(),
  upper_price: positiveField(),
  /** Price levels including both bounds. */
  grid_count: countField(2, 200).default(10),
  spacing: choiceField(['arithmetic', 'geometric'], 'arithmetic'),
  /** Base quantity of every grid order (grid orders do not jitter: each level's profit is exact). */
  order_amount: positiveField(),
  /** Stop (and cancel the grid) when the price leaves the range. */
  stop_outside_range: z.boolean().default(false),
  interval_seconds: secondsField(5),
  ...precisionFields,
});

export type GridParams = z.output<typeof shape>;

// A grid needs room between its bounds: equal bounds break the range rule as well.
export const gridParams = withRules(shape, [custom<GridParams>('upper_price', BOT_RULE.rangeUpper, (p) => p.upper_price > p.lower_price)]);
