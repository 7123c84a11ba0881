// The engine reads time and waits only through a Clock, so the rate governor, the market-data
// feeds and (later) the bot runner run on wall-clock time in production and on a ManualClock in
// tests, where time moves only when the test says so.

export interface TimerHandle {
  cancel(): void;
}

export interface Clock {
  now(): number;
  /** Calls `callback` once, `delayMs` from now. */
  schedule(delayMs: number, callback: () => void): TimerHandle;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  schedule(delayMs, callback) {
    const timer = setTimeout(callback, Math.max(0, delayMs));
    // A pending rate-limit wait or feed poll must not keep a finished process alive.
    timer.unref();
    return { cancel: () => clearTimeout(timer) };
  },
};

interface ManualTimer {
  due: number;
  order: number;
  callback: () => void;
  cancelled: boolean;
}

/** A clock for tests: time stands still until advance(), which fires due timers in time order. */
export class ManualClock implements Clock {
  private current: number;
  private timers: ManualTimer[] = [];
  private created = 0;

  constructor(startMs = Date.UTC(2026, 0, 1)) {
    this.current = startMs;
  }

  now(): number {
    return this.current;
  }

  schedule(delayMs: number, callback: () => void): TimerHandle {
    const timer: ManualTimer = { due: this.current + Math.max(0, delayMs), order: this.created++, callback, cancelled: false };
    this.timers.push(timer);
    this.timers.sort((a, b) => a.due - b.due || a.order - b.order);
    return {
      cancel: () => {
        timer.cancelled = true;
      },
    };
  }

  /** Moves time forward by `ms`, firing every timer due on the way (timers they schedule included). */
  advance(ms: number): void {
    const target = this.current + ms;
    for (;;) {
      const next = this.timers[0];
      if (!next || next.due > target) break;
      this.timers.shift();
      if (next.cancelled) continue;
      this.current = next.due;
      next.callback();
    }
    this.current = target;
  }

  /** Timers still waiting (cancelled ones excluded). */
  pending(): number {
    return this.timers.filter((timer) => !timer.cancelled).length;
  }
}
