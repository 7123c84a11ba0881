import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { TOUR_FINISHED } from '../../catalogue/beginner-tour.ts';
import { LANGUAGE_KEYS, THEME_KEYS } from './fields.ts';

/** The beginner tour's next step, 0 (not begun) to TOUR_FINISHED. */
export const tourStepField = z
  .number('validation.tourStep')
  .int('validation.tourStep')
  .min(0, 'validation.tourStep')
  .max(TOUR_FINISHED, 'validation.tourStep');

/** The user's preferences kept with the account (the client also keeps language and theme locally). */
export const preferencesSet = defineCall({
  module: 'Account',
  action: 'preferences_set',
  auth: 'user',
  request: z.object({
    language: z.enum(LANGUAGE_KEYS).optional(),
    theme: z.enum(THEME_KEYS).optional(),
    novice: z.boolean().optional(),
    autoRenew: z.boolean().optional(),
    tour_step: tourStepField.optional(),
  }),
  response: z.object({
    language: z.enum(LANGUAGE_KEYS),
    theme: z.enum(THEME_KEYS),
    novice: z.boolean(),
    autoRenew: z.boolean(),
    tour_step: z.number().int(),
  }),
});
