// Sequence plans (spec §3, §5): named (time, price) paths for the charting bots, saved per user and
// reused by name. Saving under an existing name answers 7008 unless `overwrite` is set (the screen
// asks first); expired points are dropped; given the bot's range, a point too far outside it is
// refused and a range that excludes the last price comes back as a warning.
import { z } from 'zod';
import { positiveField } from '../../bots/fields.ts';
import { sequencePlan, sequencePoint } from '../../bots/sequence-plan.ts';
import { defineCall } from '../define-call.ts';
import { wholeList } from '../lists.ts';

export const sequencePlanView = z.object({
  id: z.number().int(),
  name: z.string(),
  points: z.array(sequencePoint),
  /** ms since the epoch */
  updated_at: z.number(),
});
export type SequencePlanView = z.infer<typeof sequencePlanView>;

export const saveSequencePlan = defineCall({
  module: 'Robot',
  action: 'save_sequence_plan',
  auth: 'user',
  request: z.intersection(
    sequencePlan,
    z.object({
      overwrite: z.boolean().default(false),
      /** The range of the bot the plan is for, and the market's last price, when the screen knows them. */
      price_lower: positiveField().optional(),
      price_upper: positiveField().optional(),
      last_price: positiveField().optional(),
    }),
  ),
  response: z.object({
    plan: sequencePlanView,
    /** Points dropped because their time had passed. */
    dropped: z.number().int(),
    /** Message keys (messages:validation.bots.*) the user should see. */
    warnings: z.array(z.string()),
  }),
});

export const getSequencePlans = defineCall({
  module: 'Robot',
  action: 'get_sequence_plans',
  auth: 'user',
  request: z.object({}),
  response: wholeList(sequencePlanView),
});
