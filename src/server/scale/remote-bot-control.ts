// The bots as the scaled-out mode's API process (and the jobs of any process) see them: a start is
// written to the database and a worker takes the bot up (signalled at once, else at its next pass);
// a stop is signalled to the worker that runs the bot, which cancels its orders, marks it stopped
// and frees its lease. The call waits for that, as the embedded mode's stop does.
import { eq } from 'drizzle-orm';
import { type BotRunner, markStarted } from '../../engine/runner/runner.ts';
import { line } from '../../engine/runner/session-log.ts';
import type { BotRecord, BotStatus } from '../../engine/runner/store-port.ts';
import type { LogLine } from '../../engine/runner/types.ts';
import type { Db } from '../db/database.ts';
import { robots } from '../db/schema/index.ts';
import { RobotStore } from '../modules/robots/robot-store.ts';
import type { BotControl } from './bot-control.ts';
import { statusAndLease } from './bot-lease-repository.ts';
import type { BotSignals } from './bot-signals.ts';

/**
 * How long a stop waits for a worker to stop the bot before marking it stopped itself: longer than
 * a dead worker's bots take to move (its lease's 15 s and a pass), so a stop during a failover is
 * carried out by the bot's next worker, and shorter than the app's 30 s request timeout.
 */
export const STOP_WAIT_MS = 25_000;
const STOP_POLL_MS = 100;
const SIGNAL_REPEAT_MS = 1_000;
const ACTIVE: ReadonlySet<string> = new Set(['running', 'paused', 'queued']);

export class RemoteBotControl implements BotControl {
  private readonly store: RobotStore;

  constructor(
    private readonly deps: {
      db: Db;
      /** Answers which kinds this deployment runs (the same strategies as the workers') and a new-wallet bot's initialisation. */
      runner: Pick<BotRunner, 'canRun' | 'newWalletInitMs'>;
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
    const started = await markStarted(this.store, bot, this.deps.now(), this.deps.runner.newWalletInitMs);
    await this.deps.signals.publish({ type: 'claim' }).catch(() => undefined);
    return started;
  }

  async stop(botId: number, reason: LogLine = line('stoppedByUser')): Promise<boolean> {
    if (!(await this.isActive(botId))) return false;
    // The signal is repeated until the bot is stopped and its lease freed (its orders cancelled and
    // its writes flushed): a worker that is opening the bot, or that takes it over from a dead one,
    // hears it too.
    const deadline = Date.now() + STOP_WAIT_MS;
    let signalledAt = 0;
    while (Date.now() < deadline) {
      if (Date.now() - signalledAt >= SIGNAL_REPEAT_MS) {
        signalledAt = Date.now();
        await this.deps.signals.publish({ type: 'stop', botId, reason }).catch(() => undefined);
      }
      await new Promise((resolve) => setTimeout(resolve, STOP_POLL_MS));
      const now = await statusAndLease(this.deps.db, botId);
      if (!(now.status !== null && ACTIVE.has(now.status)) && !now.leased) return true;
    }
    // No worker answered (none runs, or the bot's worker died and no other has taken it up yet): the
    // bot is marked stopped here. The lease its worker left marks the orders it still has out, and
    // the next worker's pass cancels them (bot-lease-keeper.ts, cancelLeftOrders).
    if (await this.isActive(botId)) {
      await this.store.setStatus(botId, 'stopped', { reason });
      await this.store.appendLogs([{ botId, at: this.deps.now(), line: reason }]);
    }
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
