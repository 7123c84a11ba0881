// Recurring and delayed jobs behind one interface. Embedded mode runs them in this process
// (in-process-scheduler.ts, persisted in the scheduled_jobs table); scaled-out mode puts the same
// interface on BullMQ. Handlers must be idempotent: a job that was running when the process died
// runs again after the restart.

export type JobHandler = (data: unknown, job: { id: string; attempt: number }) => Promise<void>;

export interface JobScheduler {
  /** Registers the code that runs jobs of this name. Define before start(). */
  define(name: string, handler: JobHandler): void;
  /** Runs the job every intervalMs (first run one interval from now). Calling again with the same id replaces it. */
  every(id: string, intervalMs: number, name: string, data?: unknown): Promise<void>;
  /** Runs the job once at runAt (at once if that has passed). Survives a restart until it has run. */
  at(id: string, runAt: Date, name: string, data?: unknown): Promise<void>;
  cancel(id: string): Promise<void>;
  start(): Promise<void>;
  /** Stops timers and waits for running jobs to finish. */
  stop(): Promise<void>;
}

/** Delay before retrying a failed delayed job: 1 s, 2 s, 4 s … capped at 5 minutes. */
export const retryDelayMs = (attempt: number) => Math.min(1000 * 2 ** Math.max(0, attempt - 1), 5 * 60_000);
