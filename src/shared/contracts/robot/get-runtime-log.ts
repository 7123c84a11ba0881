import { z } from 'zod';
import { BOT_KEYS } from '../../bots/catalogue.ts';
import { defineCall } from '../define-call.ts';
import { pageFields, pagedList } from '../lists.ts';
import { utcOffsetField } from '../trade/fields.ts';
import { robotId } from './robot.ts';

export const runtimeLogEntry = z.object({
  id: z.number().int(),
  /** ms since the epoch */
  time: z.number(),
  robot_id: z.number().int(),
  kind: z.enum(BOT_KEYS),
  web: z.string(),
  exchange: z.string(),
  yenUnit1: z.string(),
  yenUnit2: z.string(),
  level: z.enum(['info', 'warn']),
  /** The line's i18n key (bots:events.*) and its text in the caller's language. */
  key: z.string(),
  text: z.string(),
  /** The line sums up others (a price move's orders), which /Markets/get_runtime_log_details answers. */
  has_details: z.boolean(),
});
export type RuntimeLogEntry = z.infer<typeof runtimeLogEntry>;

/**
 * The robot log (/robotlog and /Markets/get_runtime_log): every decision and action of the user's
 * bots with its reason, newest first. `web` filters by venue id, `exchange` by the venue's name or
 * the pair ("BTC/USDT"), `searchValue` by text in the line, the bot's name or its pair.
 */
export const getRuntimeLog = defineCall({
  module: 'Markets',
  action: 'get_runtime_log',
  auth: 'user',
  request: z.object({
    web: z.string().trim().max(64).optional(),
    exchange: z.string().trim().max(64).optional(),
    searchValue: z.string().trim().max(100).optional(),
    robot_id: robotId.optional(),
    ...pageFields({ default: 50, max: 200 }),
    /** The reader's zone, minutes east of UTC (the browser's -getTimezoneOffset()): times in lines are shown in it. */
    utc_offset: utcOffsetField,
  }),
  response: pagedList(runtimeLogEntry),
});
