// Sequence plan (spec §3, §5): a named list of (time, price) points the charting bots follow.
// Rules: name required; times ascending; points whose time has passed are dropped; a price beyond
// a multiple of the bot's range is rejected; a range that excludes the last price is a warning.
import { z } from 'zod';
import { BOT_RULE, INCOMPLETE, positiveField } from './fields.ts';

export const SEQUENCE_NAME_MAX = 40;
/** A point may lie at most this many range widths outside the range. */
export const SEQUENCE_RANGE_MULTIPLE = 3;

export const sequencePoint = z.object({ time: z.number(INCOMPLETE).int(INCOMPLETE).positive(INCOMPLETE), price: positiveField() });
export type SequencePoint = z.output<typeof sequencePoint>;

export const sequencePlan = z
  .object({
    name: z.string(BOT_RULE.sequenceName).trim().min(1, BOT_RULE.sequenceName).max(SEQUENCE_NAME_MAX, BOT_RULE.sequenceName),
    points: z.array(sequencePoint, BOT_RULE.sequencePoints).min(1, BOT_RULE.sequencePoints).max(1000, BOT_RULE.sequencePoints),
  })
  .superRefine((plan, ctx) => {
    for (let i = 1; i < plan.points.length; i++) {
      if (plan.points[i]!.time <= plan.points[i - 1]!.time) {
        ctx.addIssue({ code: 'custom', message: BOT_RULE.sequenceOrder, path: ['points', i, 'time'] });
        return;
      }
    }
  });
export type SequencePlan = z.output<typeof sequencePlan>;

export interface SequenceCheck {
  /** The plan without its expired points. */
  plan: SequencePlan;
  /** Message keys of what makes the plan unusable. */
  errors: string[];
  /** Message keys the user should see but may accept. */
  warnings: string[];
}

/** Checks a valid plan against the clock and the bot's range and last price. */
export function checkSequencePlan(
  plan: SequencePlan,
  context: { now: number; lower: number; upper: number; lastPrice: number | null },
): SequenceCheck {
  const points = plan.points.filter((point) => point.time > context.now);
  const errors: string[] = [];
  const warnings: string[] = [];
  if (points.length === 0) errors.push(BOT_RULE.sequencePoints);
  const width = Math.max(context.upper - context.lower, context.upper * 0.01);
  const floor = context.lower - SEQUENCE_RANGE_MULTIPLE * width;
  const ceiling = context.upper + SEQUENCE_RANGE_MULTIPLE * width;
  if (points.some((point) => point.price < floor || point.price > ceiling)) errors.push(BOT_RULE.sequenceGap);
  if (context.lastPrice !== null && (context.lastPrice < context.lower || context.lastPrice > context.upper)) {
    warnings.push(BOT_RULE.rangeExcludesLast);
  }
  return { plan: { ...plan, points }, errors, warnings };
}
