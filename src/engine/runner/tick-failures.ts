// How a failed tick is answered: a venue fault is retried with backoff and logged once per streak
// (and its end logged too), a refused request is logged and the bot goes on, and anything that
// cannot get better stops the bot with the reason. Failures that are not the venue's (the
// database, a bug) also go to the process log.
import { VenueError } from '../connectors/errors.ts';
import { respondTo } from './backoff.ts';
import type { SessionLog } from './session-log.ts';
import { line } from './session-log.ts';
import type { LogLine } from './types.ts';

export type FailureAnswer = { kind: 'retry'; delayMs: number } | { kind: 'stop'; reason: LogLine };

export class TickFailures {
  private failures = 0;
  private retrying = false;

  constructor(
    private readonly log: SessionLog,
    private readonly report: (error: unknown) => void,
  ) {}

  succeeded(): void {
    this.failures = 0;
    if (!this.retrying) return;
    this.retrying = false;
    this.log.say('venueRecovered');
  }

  failed(error: unknown): FailureAnswer {
    const response = respondTo(error, this.failures);
    this.failures++;
    if (response.kind === 'stop') {
      if (!(error instanceof VenueError)) this.report(error);
      const key = response.reason === 'internal' ? 'stoppedInternal' : 'stoppedVenue';
      return { kind: 'stop', reason: line(key, { reason: response.reason }, 'warn') };
    }
    if (response.kind === 'reject') {
      this.log.say('requestRejected', { reason: response.reason }, 'warn');
      return { kind: 'retry', delayMs: 1000 };
    }
    if (!this.retrying) {
      this.retrying = true;
      this.log.say('venueRetry', { reason: response.reason, seconds: Math.round(response.delayMs / 1000) }, 'warn');
    }
    if (!(error instanceof VenueError)) this.report(error);
    return { kind: 'retry', delayMs: response.delayMs };
  }
}
