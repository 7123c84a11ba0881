// The bot's status as the user sees it (queued → running ⇄ paused → stopped) and, while paused,
// why: market data is missing, or the strategy asked. Each change is stored, and logged once.
import type { SessionLog } from './session-log.ts';
import type { BotStatus, BotStore } from './store-port.ts';
import type { LogLine } from './types.ts';

export type PauseCause = 'data' | 'strategy';

export class BotStatusKeeper {
  private pausedBy: PauseCause | null = null;

  constructor(
    private readonly botId: number,
    private readonly store: BotStore,
    private readonly log: SessionLog,
    public status: BotStatus,
  ) {}

  async set(status: BotStatus, details: Parameters<BotStore['setStatus']>[2] = {}): Promise<void> {
    this.status = status;
    await this.store.setStatus(this.botId, status, details);
  }

  /** A queued bot starts running at its first tick past its start time. */
  async leaveQueue(now: number): Promise<void> {
    if (this.status !== 'queued') return;
    await this.set('running', { startedAt: now, startAt: null });
    this.log.say('queuedBegins');
  }

  async pause(cause: PauseCause, reason: LogLine): Promise<void> {
    if (this.pausedBy === cause) return;
    this.pausedBy = cause;
    await this.set('paused', { reason });
    this.log.say(reason.key, reason.params, 'warn');
  }

  /** Runs again if the bot was paused for this cause, with the line that says so. */
  async resume(cause: PauseCause, logKey: string): Promise<void> {
    if (this.pausedBy !== cause) return;
    this.pausedBy = null;
    await this.set('running', { reason: null });
    this.log.say(logKey);
  }
}
