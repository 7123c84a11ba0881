// What every running bot shares, whichever way it trades: its timer on the clock (one tick at a
// time, fixed-rate from each tick's due time), its lifecycle (queued → running ⇄ paused →
// stopped), its robot log, the answer to a failed tick, the safety budget and the strategy state
// written behind when it changes. An exchange bot's session and a DEX bot's session each add their
// tick and their shutdown.
import type { TimerHandle } from '../clock.ts';
import { ActionBudget } from './action-budget.ts';
import { BotStatusKeeper } from './bot-status.ts';
import { seededRandom } from './random.ts';
import type { SessionDeps } from './session-deps.ts';
import { SessionLog } from './session-log.ts';
import type { BotRecord, BotStatus } from './store-port.ts';
import { TickFailures } from './tick-failures.ts';
import type { LogLine } from './types.ts';

export interface HaltOptions {
  /** The stop and its reason are already in the store and the log: the halt only cleans up (cancels). */
  stopWritten?: boolean;
}

export abstract class TickLoop {
  protected state: unknown;
  private stateJson = '';
  private timer: TimerHandle | null = null;
  private running: Promise<void> | null = null;
  private halted = false;
  protected stopRequest: LogLine | null = null;
  /** Set by a stop's clean-up that could not cancel every order of the bot. */
  protected leftOpen = false;
  protected readonly budget = new ActionBudget();
  protected readonly log: SessionLog;
  protected readonly lifecycle: BotStatusKeeper;
  private readonly failures: TickFailures;

  constructor(
    readonly bot: BotRecord,
    protected readonly deps: SessionDeps,
  ) {
    this.log = new SessionLog(bot.id, deps.writes, deps.clock);
    this.lifecycle = new BotStatusKeeper(bot.id, deps.store, this.log, bot.status);
    this.failures = new TickFailures(this.log, (error) => deps.onError(error, bot.id));
  }

  get status(): BotStatus {
    return this.lifecycle.status;
  }

  /** After a stop: whether the bot may still have orders out that its stop could not cancel. */
  get ordersMayBeLeft(): boolean {
    return this.leftOpen;
  }

  /**
   * Starts the loop: a queued bot at its start time, any other at once, or within `spreadMs` (bots
   * resumed together after a restart start at spread-out moments, so their ticks do not all fall due
   * in the same millisecond ever after).
   */
  begin(spreadMs = 0): void {
    const now = this.deps.clock.now();
    const phase = spreadMs > 0 ? Math.floor(seededRandom(this.bot.id, 'phase')() * spreadMs) : 0;
    const due = this.status === 'queued' && this.bot.startAt !== null ? Math.max(now, this.bot.startAt) : now + phase;
    this.schedule(due);
  }

  /** Stops the loop once the tick in flight has finished. With a reason the bot is stopped; without, the process is shutting down. */
  async halt(reason: LogLine | null, options: HaltOptions = {}): Promise<void> {
    if (this.halted) return;
    this.halted = true;
    this.timer?.cancel();
    this.timer = null;
    await this.running;
    await this.shutdown(reason, options);
  }

  /** Resolves when the tick in flight (if any) has finished. */
  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  /** One tick; answers the delay to the next. */
  protected abstract tickBody(now: number): Promise<number>;

  /** The session's own clean-up at its end; with a reason the bot is stopping (cancel what it has out). */
  protected abstract cleanUp(reason: LogLine | null): Promise<void>;

  /** Ends the session: its clean-up, then, with a reason, the bot stopped and saying why. */
  private async shutdown(reason: LogLine | null, { stopWritten = false }: HaltOptions = {}): Promise<void> {
    try {
      await this.cleanUp(reason);
    } catch (error) {
      this.deps.onError(error, this.bot.id);
    } finally {
      try {
        if (reason && !stopWritten) {
          this.log.append(reason);
          await this.lifecycle.set('stopped', { reason }).catch((error: unknown) => this.deps.onError(error, this.bot.id));
        }
        await this.deps.writes.flush();
      } finally {
        this.deps.onHalted(this.bot.id, this);
      }
    }
  }

  /** The state as loaded at the session's start. */
  protected loadState(state: unknown): void {
    this.state = state;
    this.stateJson = JSON.stringify(state);
  }

  /** The state goes to the write-behind batch when it changed. */
  protected keepState(state: unknown): void {
    if (state === undefined) return;
    const json = JSON.stringify(state);
    this.state = state;
    if (json === this.stateJson) return;
    this.stateJson = json;
    this.deps.writes.saveState(this.bot.id, state);
  }

  private schedule(due: number): void {
    if (this.halted) return;
    const delay = Math.max(0, due - this.deps.clock.now());
    this.timer = this.deps.clock.schedule(delay, () => {
      this.timer = null;
      this.running = this.tick(due).finally(() => {
        this.running = null;
      });
    });
  }

  private async tick(due: number): Promise<void> {
    if (this.halted) return;
    const started = this.deps.clock.now();
    this.deps.metrics?.lag(started - due);
    let next = started + 1000;
    try {
      next = started + (await this.tickBody(started));
      this.failures.succeeded();
    } catch (error) {
      const answer = this.failures.failed(error);
      if (answer.kind === 'stop') this.stopRequest = answer.reason;
      next = started + (answer.kind === 'stop' ? 0 : answer.delayMs);
    }
    if (this.stopRequest) {
      this.halted = true;
      await this.shutdown(this.stopRequest);
      return;
    }
    // Fixed rate: the next tick is due one interval after this one was due, never in the past.
    this.schedule(Math.max(next, this.deps.clock.now()));
  }
}
