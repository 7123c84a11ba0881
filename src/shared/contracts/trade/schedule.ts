// Background tasks (spec §3 "Task progress record", §4 "Background task"). A long action answers
// at once with a schedule code; the client polls /wallet/get_schedule_data with it.
import { z } from 'zod';

/** A schedule code: "T" and 20 to 40 letters or digits. */
export const scheduleCodeField = z.string('validation.trade.scheduleCode').regex(/^T[A-Za-z0-9]{20,40}$/, 'validation.trade.scheduleCode');

/**
 * Spec §4: 0 and 1 in progress (0 queued, 1 running), 2 done, 4 rate-limited (the query was asked
 * too often: "too many requests"). 3 ends a task that failed as a whole; the client treats it like
 * any other final state and shows the message in data.message.
 */
export const SCHEDULE_STATUS = { queued: 0, running: 1, done: 2, failed: 3, rateLimited: 4 } as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUS)[keyof typeof SCHEDULE_STATUS];

/**
 * Task kinds of spec §3; batch orders and batch cancels are "order" tasks. "approval" (token
 * approvals from many wallets) and "swap" (DEX swaps: a DEX batch order, or one swap from the main
 * wallet) are ours: the spec runs them in the background without naming a type.
 */
export const TASK_TYPES = ['distribution', 'pool', 'batchTransfer', 'singleTransfer', 'order', 'approval', 'swap'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/** What a task did with one of its items. */
export const ITEM_RESULTS = ['use', 'skip', 'fail'] as const;
export type ItemResult = (typeof ITEM_RESULTS)[number];
