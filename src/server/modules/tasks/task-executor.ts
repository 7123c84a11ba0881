// What a kind of task does with its items. The task service owns the lifecycle (persisting,
// resuming, counting, notifying); an executor only knows how to carry out one item.
import type { TaskItemRow, TaskRow } from './task-repository.ts';

export interface ItemOutcome {
  result: 'use' | 'skip' | 'fail';
  reason?: string | null;
  venueOrderId?: string | null;
}

/**
 * Carries out one item. `resumed` is true when an earlier attempt may have reached the venue (a
 * retry, or a restart after a crash): the item must be looked up before anything is sent again.
 * Throwing retries the item (up to 3 attempts); throwing TaskAbort ends the whole task.
 */
export type ItemRunner = (item: TaskItemRow, resumed: boolean) => Promise<ItemOutcome>;

/** Items of a task in flight at once unless its executor says otherwise. */
export const DEFAULT_TASK_CONCURRENCY = 8;

/**
 * Items of a chain task whose transaction is out there. The task service keeps such an item
 * "pending on chain" instead of failing it when its attempts run out, looks at it again every
 * while, has it sent again with a higher fee when it waits too long, and in the end gives it up.
 */
export interface OnChainItems {
  /** True while the item's transaction is sent and neither known mined nor dropped. */
  pending(task: TaskRow, item: TaskItemRow): Promise<boolean>;
  /** Sends the item's waiting transaction again: the same call at the same nonce, with a higher fee. */
  bump(task: TaskRow, item: TaskItemRow): Promise<void>;
  /**
   * The task gives the item up: its transaction's nonce is filled by a zero-value transfer to
   * itself (higher fee), so the wallet is not held up. Resolves with the item's outcome when its
   * own transaction was mined after all, else null.
   */
  release(task: TaskRow, item: TaskItemRow): Promise<ItemOutcome | null>;
}

export interface TaskExecutor {
  /** Sets up what every item needs (the account's connector). Throwing TaskAbort fails the task. */
  prepare(task: TaskRow): Promise<ItemRunner>;
  /** The message key shown when the task fails as a whole (spec §8 task failures). */
  failureKey: string;
  /**
   * Items in flight at once (default 8), or per task; chain tasks send a block's worth together,
   * and a self-trade batch sends one at a time so each leg meets its own opposite.
   */
  concurrency?: number | ((task: TaskRow) => number);
  /**
   * How long an item waits after the item before it ended, for tasks spread out over time (a DEX
   * batch order's swaps, spec §3 "execution interval"); run them one at a time (concurrency 1).
   * The first item of a task goes at once, and after a restart the wait counts from the last item
   * that ended before it, so a task resumed late sends no burst of overdue items.
   */
  spacingMs?(item: TaskItemRow): number;
  /** For tasks that send transactions: what becomes of an item whose transaction is still out there. */
  onChain?: OnChainItems;
  /** Runs once the task has ended, before the user is told (e.g. reads the balances it changed). */
  finished?(task: TaskRow): Promise<void>;
}

/** The task cannot go on (no account, a key the venue refuses): its remaining items fail with this reason. */
export class TaskAbort extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'TaskAbort';
  }
}

/** The server is shutting down: the task resumes after the restart. */
export class TaskInterrupted extends Error {
  constructor() {
    super('task interrupted by shutdown; it resumes at the next start');
    this.name = 'TaskInterrupted';
  }
}
