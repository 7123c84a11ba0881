// The bots as the scaled-out mode's API process (and the jobs of any process) see them: a start is
// written to the database and a worker takes the bot up (signalled at once, else at its next pass);
// a stop is signalled to the worker that runs the bot, which cancels its orders and marks it
// stopped. The call waits for that, as the embedded mode's stop does.
import { eq } from 'drizzle-orm';
import { type BotRunner, markStarted } from '../../engine/runner/runner.ts';
import { line } from '../../engine/runner/session-log.ts';
import type { BotRecord, BotStatus } from '../../engine/runner/store-port.ts';
import type { LogLine } from '../../engine/runner/types.ts';
import type { Db } from '../db/database.ts';
import { robots } from '../db/schema/index.ts';
import { RobotStore } from '../modules/robots/robot-store.ts';
import type { BotControl } from './bot-control.ts';
import { isLeased } from './bot-lease-repository.ts';
import type { BotSignals } from './bot-signals.ts';

/** How long a stop waits for the bot's worker before marking it stopped itself. */
export const STOP_WAIT_MS = 15_000;
const STOP_POLL_MS = 100;
const ACTIVE: ReadonlySet<string> = new Set(['running', 'paused', 'queued']);

export class RemoteBotControl implements BotControl {
  private readonly store: RobotStore;

  constructor(
    private readonly deps: {
      db: Db;
      /** Answers which kinds this deployment runs (the same strategies as the workers'). */
      runner: Pick<BotRunner, 'canRun'>;
      signals: BotSignals;
      now: () => number;
    },
  ) {
    this.store = new RobotStore(deps.db);
  }

  canRun(kind: string): boolean {
    return this.deps.runner.canRun(kind);
  }

  async start(bot: BotRecord): Promise<{ status: BotStatus; startAt: number | null }> {
    const started = await markStarted(this.store, bot, this.deps.now());
    await this.deps.signals.publish({ type: 'claim' }).catch(() => undefined);
    return started;
  }

  async stop(botId: number, reason: LogLine = line('stoppedByUser')): Promise<boolean> {
    if (!(await this.isActive(botId))) return false;
    if (await isLeased(this.deps.db, botId)) {
      await this.deps.signals.publish({ type: 'stop', botId, reason }).catch(() => undefined);
      const deadline = Date.now() + STOP_WAIT_MS;
      while (Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, STOP_POLL_MS));
        if (!(await this.isActive(botId))) return true;
      }
    }
    // No worker runs it (none took it up yet, or its worker is gone): stop it here. A worker that
    // still holds it sees the status at its next pass and cancels the bot's orders then.
    await this.store.setStatus(botId, 'stopped', { reason });
    await this.store.appendLogs([{ botId, at: this.deps.now(), line: reason }]);
    return true;
  }

  /** The API process runs no sessions. */
  status(): BotStatus | null {
    return null;
  }

  private async isActive(botId: number): Promise<boolean> {
    const [row] = await this.deps.db.select({ status: robots.status }).from(robots).where(eq(robots.id, botId));
    return row !== undefined && ACTIVE.has(row.status);
  }
}
