// Background tasks (spec §4) behind a schedule code. A task and all its items are stored before
// anything is sent; the task runs as a scheduler job, so a task that was running when the process
// stopped or died runs again after the restart and carries on from its items: items with a result
// are done, items attempted without one are looked up at the venue first (by their client order
// id), and the rest are sent. When the task ends, the user's devices get a web push.
import type { JobScheduler } from '../../jobs/scheduler.ts';
import { type Logger, errorText } from '../../logger.ts';
import type { PushNotifier } from '../../notify/push/push-notifier.ts';
import { newScheduleCode } from './schedule-code.ts';
import { DEFAULT_TASK_CONCURRENCY, type TaskExecutor, TaskAbort, TaskInterrupted } from './task-executor.ts';
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
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class TaskService {
  private readonly executors = new Map<string, TaskExecutor>();
  private stopping = false;
  /** Aborted on close, so items waiting for their turn (spacingMs) stop waiting at once. */
  private readonly stopped = new AbortController();
  private readonly running = new Set<Promise<unknown>>();

  constructor(private readonly deps: TaskServiceDeps) {}

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
      const queue = await repo.pendingItems(task.id);
      const spacing = executor.spacingMs?.bind(executor);
      let lastEnded = spacing ? ((await repo.lastDoneAt(task.id))?.getTime() ?? null) : null;
      const work = async (item: TaskItemRow) => {
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
      if (this.stopping && aborted === null) throw new TaskInterrupted();
    }
    if (aborted !== null) await repo.failPending(task.id, aborted);
    await this.finish(task, executor);
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
