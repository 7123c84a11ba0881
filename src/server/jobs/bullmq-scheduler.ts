// Scaled-out mode's scheduler: the JobScheduler interface on BullMQ, so the jobs live in Redis and
// every process that starts one of these shares the work. A recurring job is a BullMQ job
// scheduler; a delayed job is a delayed BullMQ job whose job id is made from the caller's id, so
// Redis holds at most one per id and a restart loses nothing. A job whose process died mid-run is
// handed to another worker when its lock expires (BullMQ's stalled-job check), hence idempotent
// handlers.
import { type Job, type KeepJobs, Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { type Logger, errorText } from '../logger.ts';
import { type JobHandler, type JobScheduler, retryDelayMs } from './scheduler.ts';

export interface BullMqSchedulerOptions {
  /** redis://host:port/db */
  redisUrl: string;
  /** Prefix of every Redis key, so several products (and each test) can share one Redis. */
  prefix: string;
  log: Logger;
  /** Jobs this process runs at once. */
  concurrency?: number;
  /** Delay before retrying a failed delayed job; tests inject a short one. */
  retryDelay?: (attempt: number) => number;
}

const QUEUE_NAME = 'jobs';
const DEFAULT_CONCURRENCY = 10;
const RETRY_BACKOFF = 'retry-delay';
// A failed delayed job is retried until it succeeds, as in the in-process scheduler; BullMQ
// wants a number of attempts, and at the 5-minute cap this one outlasts any deployment.
const RETRY_FOREVER = 2 ** 31 - 1;
// Finished jobs are deleted as they finish, keeping the latest ones to inspect, so Redis does not
// grow with every tick; failures are kept longer because they are the ones someone looks into.
const KEEP_COMPLETED: KeepJobs = { count: 100 };
const KEEP_FAILED: KeepJobs = { count: 1000, age: 7 * 24 * 3600 }; // age in seconds: a week
// BullMQ fails a job for good once it has been stalled (its process died mid-run) more than this
// often. Its default of 1 would lose a delayed job on the second crash; the interface promises a
// run after every restart, and a job that keeps killing its process still stops somewhere.
const MAX_STALLED = 5;

// BullMQ refuses custom job ids that look like integers or hold ":" (ours do: "task:AB12"), so
// Redis gets the caller's id URI-encoded behind a letter, and handlers get it back decoded.
const toKey = (id: string) => `j${encodeURIComponent(id)}`;
const fromKey = (key: string) => decodeURIComponent(key.slice(1));

export class BullMqScheduler implements JobScheduler {
  private readonly handlers = new Map<string, JobHandler>();
  /** Ids running in this process: a second run of one of them is refused until the first ends. */
  private readonly running = new Set<string>();
  private readonly log: Logger;
  private readonly connection: Redis;
  private readonly queue: Queue;
  private worker: Worker | null = null;
  private stopping: Promise<void> | null = null;

  constructor(private readonly options: BullMqSchedulerOptions) {
    this.log = options.log;
    // BullMQ requires maxRetriesPerRequest: null, so a command waits out a reconnect instead of
    // failing. The queue shares this connection; the worker makes its own copies for blocking reads.
    this.connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
    this.queue = new Queue(QUEUE_NAME, { connection: this.connection, prefix: options.prefix });
    // An 'error' event nobody hears would end the process; a lost connection is retried by ioredis.
    this.queue.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
  }

  define(name: string, handler: JobHandler): void {
    this.handlers.set(name, handler);
  }

  async every(id: string, intervalMs: number, name: string, data: unknown = {}): Promise<void> {
    if (!(intervalMs > 0)) throw new Error(`interval must be positive: ${intervalMs}`);
    const key = toKey(id);
    // One id names one job, as in the in-process table: a recurring job replaces a delayed one.
    await this.queue.remove(key);
    // The upsert replaces a scheduler of the same id and its pending run. startDate puts the first
    // run one interval out (BullMQ would run it at once); when the interval is unchanged BullMQ
    // keeps the existing cadence, so a process restarting often does not push the run out forever.
    // A failed run is not retried: the next interval is the retry.
    await this.queue.upsertJobScheduler(
      key,
      { every: intervalMs, startDate: Date.now() + intervalMs },
      { name, data, opts: { attempts: 1 } },
    );
  }

  async at(id: string, runAt: Date, name: string, data: unknown = {}): Promise<void> {
    const key = toKey(id);
    await this.queue.removeJobScheduler(key);
    // BullMQ ignores an add whose job id exists, so replacing is removing first. A run under way
    // holds a lock and cannot be removed, so the new time is dropped, loudly.
    if (!(await this.removeDelayed(key))) {
      this.log.warn({ job: id, runAt }, 'job is running: its new time was not applied');
      return;
    }
    await this.queue.add(name, data, {
      jobId: key,
      delay: Math.max(0, runAt.getTime() - Date.now()),
      attempts: RETRY_FOREVER,
      backoff: { type: RETRY_BACKOFF },
    });
  }

  async cancel(id: string): Promise<void> {
    const key = toKey(id);
    await this.queue.removeJobScheduler(key);
    // A run under way finishes; if it fails it is still retried (its lock is in another process).
    if (!(await this.removeDelayed(key))) this.log.warn({ job: id }, 'job is running: it was not cancelled');
  }

  async start(): Promise<void> {
    if (this.worker) return;
    this.worker = new Worker(QUEUE_NAME, (job) => this.run(job), {
      connection: this.connection,
      prefix: this.options.prefix,
      concurrency: this.options.concurrency ?? DEFAULT_CONCURRENCY,
      removeOnComplete: KEEP_COMPLETED,
      removeOnFail: KEEP_FAILED,
      maxStalledCount: MAX_STALLED,
      // BullMQ passes the number of the attempt that failed (1-based), as retryDelayMs expects.
      settings: { backoffStrategy: (attempt: number) => (this.options.retryDelay ?? retryDelayMs)(attempt) },
    });
    this.worker.on('error', (error) => this.log.error({ err: error }, 'job worker error'));
    await this.worker.waitUntilReady();
  }

  /** Waits for running handlers, then closes the queue and the connections: a restart is a new instance. */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      await this.worker?.close();
      await this.queue.close();
      await this.connection.quit();
    })();
    return this.stopping;
  }

  /** Removes the delayed job of this key in any state but running (locked); false when it is running. */
  private async removeDelayed(key: string): Promise<boolean> {
    return (await this.queue.remove(key)) === 1;
  }

  private async run(job: Job): Promise<void> {
    const id = fromKey(job.repeatJobKey ?? job.id ?? '');
    const attempt = job.attemptsMade + 1;
    try {
      // One run of an id at a time. A delayed job is one BullMQ job, and a scheduler's next run is
      // created when the previous one starts, so two runs overlap only when a recurring run
      // outlasts its interval. Here that second run is refused (a logged failure; the next
      // interval runs normally); across processes BullMQ (without Pro's groups) cannot refuse it.
      if (this.running.has(id)) throw new Error(`job "${id}" is still running`);
      const handler = this.handlers.get(job.name);
      if (!handler) throw new Error(`no handler defined for job "${job.name}"`);
      this.running.add(id);
      try {
        await handler(job.data, { id, attempt });
      } finally {
        this.running.delete(id);
      }
    } catch (error) {
      const message = errorText(error);
      this.log.warn({ job: id, name: job.name, attempt, error: message }, 'job failed');
      throw error;
    }
  }
}
