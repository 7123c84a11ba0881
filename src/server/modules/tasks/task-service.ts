// Background tasks (spec §4) behind a schedule code. A task and all its items are stored before
// anything is sent; the task runs as a scheduler job, so a task that was running when the process
// stopped or died runs again after the restart and carries on from its items: items with a result
// are done, items attempted without one are looked up at the venue first (by their client order
// id), and the rest are sent. An item of a chain task whose attempts run out while its transaction
// is out there is not failed: it is "pending on chain", and the task stays running, looking at it
// every while until the chain tells its outcome; one that waits too long is sent again with a
// higher fee, and at last given up (its nonce filled by a release, so the wallet is not held up).
// When the task ends, the user's devices get a web push.
import type { JobScheduler } from '../../jobs/scheduler.ts';
import { type Logger, errorText } from '../../logger.ts';
import type { PushNotifier } from '../../notify/push/push-notifier.ts';
import { PENDING_ON_CHAIN, RELEASED } from '../../../shared/tasks/item-states.ts';
import { newScheduleCode } from './schedule-code.ts';
import { DEFAULT_TASK_CONCURRENCY, type OnChainItems, type TaskExecutor, TaskAbort, TaskInterrupted } from './task-executor.ts';
import { taskPushMessage } from './task-push.ts';
import type { NewTask, NewTaskItem, TaskItemRow, TaskRepository, TaskRow } from './task-repository.ts';

export const TASK_JOB = 'tasks.run';
export const taskJobId = (code: string) => `task:${code}`;

/** Items in flight at once: enough that the rate governor, not the round trips, sets the pace. */
const MAX_ATTEMPTS = 3;

export interface TaskServiceDeps {
  repo: TaskRepository;
  scheduler: JobScheduler;
  push: PushNotifier | null;
  venueName: (web: string) => string;
  now: () => number;
  log: Logger;
  /** Items pending on chain: how often they are looked at, how long one waits before it is sent again with a higher fee, and how many times. */
  chain?: Partial<OnChainPolicy>;
}

export interface OnChainPolicy {
  pollMs: number;
  stuckAfterMs: number;
  bumps: number;
}

export const DEFAULT_ON_CHAIN_POLICY: OnChainPolicy = { pollMs: 15_000, stuckAfterMs: 300_000, bumps: 3 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class TaskService {
  private readonly executors = new Map<string, TaskExecutor>();
  private stopping = false;
  /** Aborted on close, so items waiting for their turn (spacingMs) stop waiting at once. */
  private readonly stopped = new AbortController();
  private readonly running = new Set<Promise<unknown>>();

  private readonly chain: OnChainPolicy;

  constructor(private readonly deps: TaskServiceDeps) {
    this.chain = { ...DEFAULT_ON_CHAIN_POLICY, ...deps.chain };
  }

  get repo(): TaskRepository {
    return this.deps.repo;
  }

  /** The executor of one action ("batch_trade", "batch_cancel", "distribution", …). */
  register(action: string, executor: TaskExecutor): void {
    this.executors.set(action, executor);
  }

  /** Stores the task and its items (made from the new schedule code), then queues it. */
  async create(task: Omit<NewTask, 'code' | 'createdAt'>, itemsOf: (code: string) => NewTaskItem[]): Promise<TaskRow> {
    const code = newScheduleCode();
    const row = await this.deps.repo.create({ ...task, code, createdAt: new Date(this.deps.now()) }, itemsOf(code));
    await this.deps.scheduler.at(taskJobId(row.code), new Date(this.deps.now()), TASK_JOB, { code: row.code });
    return row;
  }

  /** Stores the tasks with `alongside`'s writes in one transaction (task-repository.ts), then queues them. */
  async createTogether(
    tasks: { task: Omit<NewTask, 'code' | 'createdAt'>; itemsOf: (code: string) => NewTaskItem[] }[],
    alongside?: Parameters<TaskRepository['createTogether']>[1],
  ): Promise<TaskRow[]> {
    const stored = tasks.map(({ task, itemsOf }) => {
      const code = newScheduleCode();
      return { task: { ...task, code, createdAt: new Date(this.deps.now()) }, items: itemsOf(code) };
    });
    const rows = await this.deps.repo.createTogether(stored, alongside);
    for (const row of rows) await this.deps.scheduler.at(taskJobId(row.code), new Date(this.deps.now()), TASK_JOB, { code: row.code });
    return rows;
  }

  /** Defines the job and queues again every task that had not ended (a crash may have lost its job). */
  async schedule(): Promise<void> {
    this.deps.scheduler.define(TASK_JOB, async (data) => {
      const code = (data as { code?: unknown }).code;
      if (typeof code !== 'string') return;
      const run = this.run(code);
      this.running.add(run);
      try {
        await run;
      } finally {
        this.running.delete(run);
      }
    });
    for (const task of await this.deps.repo.unfinished())
      await this.deps.scheduler.at(taskJobId(task.code), new Date(this.deps.now()), TASK_JOB, { code: task.code });
  }

  /** Lets items in flight finish and record their result; the tasks resume at the next start. */
  async close(): Promise<void> {
    this.stopping = true;
    this.stopped.abort();
    await Promise.allSettled([...this.running]);
  }

  async run(code: string): Promise<void> {
    const { repo, log } = this.deps;
    const task = await repo.byCode(code);
    if (!task || task.status >= 2) return;
    const executor = this.executors.get(task.action);
    if (!executor) throw new Error(`no executor for task action "${task.action}"`);
    await repo.markRunning(task.id);
    let aborted: string | null = null;
    let runItem: Awaited<ReturnType<TaskExecutor['prepare']>> | null = null;
    try {
      runItem = await executor.prepare(task);
    } catch (error) {
      if (!(error instanceof TaskAbort)) throw error; // retried by the scheduler
      aborted = error.reason;
    }
    if (runItem) {
      const onChain = executor.onChain;
      let queue = await repo.pendingItems(task.id);
      const spacing = executor.spacingMs?.bind(executor);
      let lastEnded = spacing ? ((await repo.lastDoneAt(task.id))?.getTime() ?? null) : null;
      const work = async (item: TaskItemRow) => {
        // Looked at without an attempt; run again only once the chain knows its outcome.
        if (onChain && item.reason === PENDING_ON_CHAIN && !(await this.settledOnChain(task, item, onChain))) return;
        // Not yet attempted while it waits: a stop during the wait leaves it as it was.
        if (spacing && lastEnded !== null && !(await this.waitUntil(lastEnded + spacing(item)))) return;
        for (let attempt = item.attempts + 1; ; attempt++) {
          const resumed = item.attemptedAt !== null || attempt > item.attempts + 1;
          await repo.markAttempted(task.id, item.index, attempt);
          try {
            const outcome = await runItem!(item, resumed);
            await repo.recordResult(task.id, item.index, outcome);
            return;
          } catch (error) {
            if (error instanceof TaskAbort) {
              aborted = error.reason;
              return;
            }
            const reason = error instanceof Error ? error.message : String(error);
            if (attempt >= MAX_ATTEMPTS) {
              // Its transaction may still be mined: failing it now could tell the user a lie.
              if (onChain && (await onChain.pending(task, item).catch(() => true))) {
                await repo.markOnChain(task.id, item.index);
                log.info({ task: code, index: item.index, reason: reason.slice(0, 200) }, 'task item pending on chain');
                return;
              }
              await repo.recordResult(task.id, item.index, { result: 'fail', reason: reason.slice(0, 300) });
              return;
            }
            if (this.stopping) return; // looked up again after the restart
            log.info({ task: code, index: item.index, attempt, reason: reason.slice(0, 200) }, 'task item retried');
            await sleep(500 * 2 ** (attempt - item.attempts - 1));
          }
        }
      };
      const worker = async () => {
        for (let item = queue.shift(); item && aborted === null && !this.stopping; item = queue.shift()) {
          await work(item);
          lastEnded = this.deps.now();
        }
      };
      const width =
        typeof executor.concurrency === 'function' ? executor.concurrency(task) : (executor.concurrency ?? DEFAULT_TASK_CONCURRENCY);
      await Promise.all(Array.from({ length: width }, worker));
      // The task stays running while items wait for the chain, and looks at them every while.
      while (onChain && aborted === null && !this.stopping) {
        queue = await repo.onChainItems(task.id);
        if (queue.length === 0 || !(await this.waitUntil(this.deps.now() + this.chain.pollMs))) break;
        await Promise.all(Array.from({ length: width }, worker));
      }
      if (this.stopping && aborted === null) throw new TaskInterrupted();
      if (aborted !== null && onChain) await this.releaseAll(task, onChain);
    }
    if (aborted !== null) await repo.failPending(task.id, aborted);
    await this.finish(task, executor);
  }

  /**
   * Looks at an item pending on chain: true once the chain knows its outcome (the item runs again,
   * resumed, and reads it). While it waits: sent again with a higher fee once it has waited too
   * long since its last attempt, up to `bumps` times; after that, given up (released).
   */
  private async settledOnChain(task: TaskRow, item: TaskItemRow, onChain: OnChainItems): Promise<boolean> {
    const { repo, log } = this.deps;
    try {
      if (!(await onChain.pending(task, item))) return true;
      const since = item.attemptedAt?.getTime() ?? this.deps.now();
      if (this.deps.now() - since < this.chain.stuckAfterMs) return false;
      if (item.attempts - MAX_ATTEMPTS < this.chain.bumps) {
        await onChain.bump(task, item);
        await repo.markAttempted(task.id, item.index, item.attempts + 1);
        log.info({ task: task.code, index: item.index }, 'task item sent again with a higher fee');
        return false;
      }
      const outcome = await onChain.release(task, item);
      await repo.recordResult(task.id, item.index, outcome ?? { result: 'fail', reason: RELEASED });
      log.info({ task: task.code, index: item.index, landed: outcome !== null }, 'task item given up on chain');
    } catch (error) {
      // The chain did not answer: looked at again at the next round.
      log.warn({ task: task.code, index: item.index, err: errorText(error) }, 'task item on chain not looked at');
    }
    return false;
  }

  /** The task is failed: items whose transaction is out there are released, or recorded from their receipt. */
  private async releaseAll(task: TaskRow, onChain: OnChainItems): Promise<void> {
    const { repo, log } = this.deps;
    for (const item of await repo.pendingItems(task.id)) {
      if (item.attemptedAt === null) continue;
      try {
        const outcome = await onChain.release(task, item);
        if (outcome) await repo.recordResult(task.id, item.index, outcome);
      } catch (error) {
        log.warn({ task: task.code, index: item.index, err: errorText(error) }, 'task item not released');
      }
    }
  }

  /** Resolves true once `at` has come, or false as soon as the service is closing. */
  private waitUntil(at: number): Promise<boolean> {
    const wait = at - this.deps.now();
    if (this.stopping) return Promise.resolve(false);
    if (wait <= 0) return Promise.resolve(true);
    const { signal } = this.stopped;
    return new Promise((resolve) => {
      const onStop = () => {
        clearTimeout(timer);
        resolve(false);
      };
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onStop);
        resolve(true);
      }, wait);
      signal.addEventListener('abort', onStop, { once: true });
    });
  }

  private async finish(task: TaskRow, executor: TaskExecutor): Promise<void> {
    const { repo } = this.deps;
    const counts = await repo.counts(task.id);
    const failed = counts.fail > 0 && counts.use + counts.skip === 0;
    await repo.finish(task.id, failed ? 3 : 2, failed ? executor.failureKey : null);
    await executor
      .finished?.(task)
      .catch((error: unknown) => this.deps.log.warn({ task: task.code, err: errorText(error) }, 'task end step failed'));
    this.deps.log.info({ task: task.code, action: task.action, ...counts, total: task.total }, 'task ended');
    if (!this.deps.push || !(await repo.claimNotification(task.id))) return;
    const ended = (await repo.byCode(task.code))!;
    const report = await this.deps.push.notifyUser(task.userId, taskPushMessage(ended, counts, this.deps.venueName(task.web)));
    if (report.failed > 0) this.deps.log.warn({ task: task.code, failed: report.failed }, 'task push not delivered to every device');
  }
}
