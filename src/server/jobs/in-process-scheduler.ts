import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { scheduledJobs } from '../db/schema/index.ts';
import { type Logger, errorText } from '../logger.ts';
import { type JobHandler, type JobScheduler, retryDelayMs } from './scheduler.ts';

type Row = typeof scheduledJobs.$inferSelect;

// setTimeout takes at most 2^31-1 ms; longer waits are re-armed when they expire.
const MAX_TIMER_MS = 2_147_483_647;

export class InProcessScheduler implements JobScheduler {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<void>>();
  private started = false;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
    /** Delay before retrying a failed delayed job; tests inject a short one. */
    private readonly retryDelay: (attempt: number) => number = retryDelayMs,
  ) {}

  define(name: string, handler: JobHandler): void {
    this.handlers.set(name, handler);
  }

  async every(id: string, intervalMs: number, name: string, data: unknown = {}): Promise<void> {
    if (!(intervalMs > 0)) throw new Error(`interval must be positive: ${intervalMs}`);
    await this.upsert({ id, name, data, runAt: new Date(this.now() + intervalMs), intervalMs, attempts: 0, lastError: null });
  }

  async at(id: string, runAt: Date, name: string, data: unknown = {}): Promise<void> {
    await this.upsert({ id, name, data, runAt, intervalMs: null, attempts: 0, lastError: null });
  }

  async cancel(id: string): Promise<void> {
    this.clearTimer(id);
    await this.db.delete(scheduledJobs).where(eq(scheduledJobs.id, id));
  }

  async start(): Promise<void> {
    this.started = true;
    const rows = await this.db.select().from(scheduledJobs);
    for (const row of rows) this.arm(row);
  }

  async stop(): Promise<void> {
    this.started = false;
    for (const id of [...this.timers.keys()]) this.clearTimer(id);
    await Promise.allSettled([...this.running.values()]);
  }

  private async upsert(row: Row): Promise<void> {
    await this.db
      .insert(scheduledJobs)
      .values(row)
      .onConflictDoUpdate({
        target: scheduledJobs.id,
        set: { name: row.name, data: row.data, runAt: row.runAt, intervalMs: row.intervalMs, attempts: 0, lastError: null },
      });
    if (this.started) this.arm(row);
  }

  private clearTimer(id: string): void {
    const timer = this.timers.get(id);
    if (timer) clearTimeout(timer);
    this.timers.delete(id);
  }

  private arm(row: Row): void {
    this.clearTimer(row.id);
    const wait = Math.max(0, row.runAt.getTime() - this.now());
    const timer = setTimeout(
      () => {
        this.timers.delete(row.id);
        if (wait > MAX_TIMER_MS) return this.arm(row);
        this.fire(row);
      },
      Math.min(wait, MAX_TIMER_MS),
    );
    timer.unref?.();
    this.timers.set(row.id, timer);
  }

  private fire(row: Row): void {
    if (this.running.has(row.id)) return; // one run of a job at a time
    const run = this.execute(row).finally(() => this.running.delete(row.id));
    this.running.set(row.id, run);
  }

  private async execute(row: Row): Promise<void> {
    const handler = this.handlers.get(row.name);
    const attempt = row.attempts + 1;
    try {
      if (!handler) throw new Error(`no handler defined for job "${row.name}"`);
      await handler(row.data, { id: row.id, attempt });
      if (row.intervalMs === null) {
        await this.db.delete(scheduledJobs).where(eq(scheduledJobs.id, row.id));
        return;
      }
      const next = { ...row, runAt: new Date(this.now() + row.intervalMs), attempts: 0, lastError: null };
      const still = await this.db
        .update(scheduledJobs)
        .set({ runAt: next.runAt, attempts: 0, lastError: null })
        .where(eq(scheduledJobs.id, row.id))
        .returning({ id: scheduledJobs.id });
      if (this.started && still.length > 0) this.arm(next); // not when cancelled while it ran
    } catch (error) {
      const message = errorText(error);
      this.log.warn({ job: row.id, name: row.name, attempt, error: message }, 'job failed');
      const delay = row.intervalMs ?? this.retryDelay(attempt);
      const next = { ...row, runAt: new Date(this.now() + delay), attempts: attempt, lastError: message };
      await this.db
        .update(scheduledJobs)
        .set({ runAt: next.runAt, attempts: attempt, lastError: message })
        .where(eq(scheduledJobs.id, row.id))
        .catch((dbError: unknown) => this.log.error({ err: dbError, job: row.id }, 'could not record job failure'));
      if (this.started) this.arm(next);
    }
  }
}
