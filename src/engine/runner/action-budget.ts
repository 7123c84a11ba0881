// A bot's allowance of order actions under the safety module: every place and cancel spends one.
// The first action past the limit is not sent, and the budget keeps the reason the bot must stop.
import { ActionWindow, SAFETY_ACTIONS_PER_MINUTE } from './safety.ts';
import { line } from './session-log.ts';
import type { LogLine } from './types.ts';

export class ActionBudget {
  private readonly window = new ActionWindow();
  /** Set once the limit is passed: why the bot is switched off. */
  exhausted: LogLine | null = null;

  /** Counts one order action; answers false (and records the stop) past the limit. */
  spend(now: number): boolean {
    if (this.window.record(now)) return true;
    this.exhausted ??= line('safetyStop', { limit: SAFETY_ACTIONS_PER_MINUTE }, 'warn');
    return false;
  }

  /** Actions the strategy may still plan this tick. */
  remaining(now: number): number {
    return this.window.budget(now);
  }
}
