// A bot's log as the user reads it: lines are i18n keys with parameters, stamped with the clock's
// time and written with the next batch.
import type { Clock } from '../clock.ts';
import type { LogLine } from './types.ts';
import type { WriteBehind } from './write-behind.ts';

export const line = (key: string, params?: LogLine['params'], level: LogLine['level'] = 'info'): LogLine => ({
  key,
  level,
  ...(params ? { params } : {}),
});

export class SessionLog {
  constructor(
    private readonly botId: number,
    private readonly writes: WriteBehind,
    private readonly clock: Clock,
  ) {}

  say(key: string, params?: LogLine['params'], level?: LogLine['level']): void {
    this.append(line(key, params, level));
  }

  /** Writes a line the strategy handed over (its level defaults to info). */
  relay(given: LogLine): void {
    this.say(given.key, given.params, given.level);
  }

  /** Writes a line exactly as given, stamped now or at `at` (a step's summary, when the step began). */
  append(given: LogLine, at = this.clock.now()): void {
    this.writes.log({ botId: this.botId, at, line: given });
  }
}
