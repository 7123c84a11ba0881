import { z } from 'zod';
import { PENDING_ON_CHAIN } from '../../tasks/item-states.ts';
import { defineCall } from '../define-call.ts';
import { ITEM_RESULTS, SCHEDULE_STATUS, scheduleCodeField, TASK_TYPES } from './schedule.ts';

const statusField = z.union([
  z.literal(SCHEDULE_STATUS.queued),
  z.literal(SCHEDULE_STATUS.running),
  z.literal(SCHEDULE_STATUS.done),
  z.literal(SCHEDULE_STATUS.failed),
  z.literal(SCHEDULE_STATUS.rateLimited),
]);

/**
 * The progress of a background task (spec §7 "Schedule/task status query"). Only the caller's own
 * tasks are found; an unknown code answers 4303. Asking more than 10 times a second per user
 * answers status 4 ("too many requests") with the counts at 0.
 */
export const getScheduleData = defineCall({
  module: 'wallet',
  action: 'get_schedule_data',
  auth: 'user',
  request: z.object({
    web: z.string().max(64).default(''),
    /** The user's account name (the client's task records are kept per account). */
    account: z.string().max(254).default(''),
    /** Empty string if none. */
    currency: z.string().max(64).default(''),
    chain: z.string().max(64).default(''),
    schedule_code: scheduleCodeField,
  }),
  response: z.object({
    status: statusField,
    use: z.number().int(),
    fail: z.number().int(),
    skip: z.number().int(),
    total: z.number().int(),
    data: z.object({
      type: z.enum(TASK_TYPES),
      /** "batch_trade" or "batch_cancel" for order tasks. */
      action: z.string(),
      web: z.string(),
      yenUnit1: z.string(),
      yenUnit2: z.string(),
      created_at: z.number().int(),
      /** Set once the task has ended. */
      ended_at: z.number().int().nullable(),
      /** The failure message in the caller's language (spec §8 task failures), or null. */
      message: z.string().nullable(),
      /** The last few items that failed: their index in the task and the reason. */
      failures: z.array(z.object({ index: z.number().int(), result: z.enum(ITEM_RESULTS), reason: z.string() })),
      /**
       * Items whose transaction is sent and not yet known mined or dropped (chain tasks; the task
       * stays running meanwhile): their index, state and the state's name in the caller's language.
       */
      on_chain: z.array(z.object({ index: z.number().int(), state: z.literal(PENDING_ON_CHAIN), label: z.string() })).default([]),
    }),
  }),
});
