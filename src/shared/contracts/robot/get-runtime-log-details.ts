import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { utcOffsetField } from '../trade/fields.ts';
import { robotId } from './robot.ts';

export const runtimeLogDetail = z.object({
  level: z.enum(['info', 'warn']),
  /** The line's i18n key (bots:events.*) and its text in the caller's language. */
  key: z.string(),
  text: z.string(),
});
export type RuntimeLogDetail = z.infer<typeof runtimeLogDetail>;

/**
 * The details of one robot log line (/robotlog's "Details"): a summary line stands for many (a price
 * move's orders placed and filled), which are read only when the user opens it. Answers them in the
 * order they were written; a line without details answers an empty list. 7005 when the bot is not
 * the caller's.
 */
export const getRuntimeLogDetails = defineCall({
  module: 'Markets',
  action: 'get_runtime_log_details',
  auth: 'user',
  request: z.object({
    robot_id: robotId,
    /** The line's id (runtime log entry `id`). */
    id: z.number().int().positive(),
    /** The reader's zone, minutes east of UTC: times in lines are shown in it. */
    utc_offset: utcOffsetField,
  }),
  response: z.object({ list: z.array(runtimeLogDetail) }),
});
