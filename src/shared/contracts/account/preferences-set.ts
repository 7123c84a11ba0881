import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { LANGUAGE_KEYS, THEME_KEYS } from './fields.ts';

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
  }),
  response: z.object({
    language: z.enum(LANGUAGE_KEYS),
    theme: z.enum(THEME_KEYS),
    novice: z.boolean(),
    autoRenew: z.boolean(),
  }),
});
