// Moves the futures venue along with its clock: once a simulated second it settles any funding
// time that has come (every 8 hours) and takes the marks, which fills resting orders and liquidates
// positions they reach. Under a VirtualClock this happens only as the test advances time.
import type { Clock, TimerHandle } from '../clock.ts';
import type { Futures } from './futures.ts';

/** Binance publishes a mark price every second. */
export const MARK_INTERVAL_MS = 1_000;

export class FuturesDriver {
  private timer: TimerHandle | null = null;
  private startedAt = 0;

  constructor(
    private readonly futures: Futures,
    private readonly clock: Clock,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    if (this.timer) return;
    this.startedAt = this.clock.now();
    this.tick();
  }

  stop(): void {
    this.timer?.cancel();
    this.timer = null;
  }

  /** One step: funding that is due, then the marks. */
  tick(): void {
    try {
      this.futures.settleDueFunding(this.startedAt);
      this.futures.settleMarks();
    } catch (error) {
      this.onError(error);
    }
    this.timer = this.clock.schedule(MARK_INTERVAL_MS, () => this.tick());
  }
}
