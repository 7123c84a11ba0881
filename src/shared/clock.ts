// Time is read and waited for only through a Clock, so the bot engine (rate governor, market-data
// feeds, bot runner) and the sandbox venue (its simulated traders) run on wall-clock time in
// production and on a VirtualClock in tests and replays, where time moves only when advance() is
// called: hours of market activity then run in milliseconds, and run the same way twice.

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
    // A pending wait (a rate-limit pause, a feed poll, a simulated trader) must not keep a finished process alive.
    timer.unref();
    return { cancel: () => clearTimeout(timer) };
  },
};

interface VirtualTimer {
  due: number;
  order: number;
  callback: () => void;
  cancelled: boolean;
}

/** Time stands still until advance(), which fires the timers falling due on the way, in time order. */
export class VirtualClock implements Clock {
  private current: number;
  private timers: VirtualTimer[] = [];
  private created = 0;

  constructor(startMs = Date.UTC(2025, 0, 1)) {
    this.current = startMs;
  }

  now(): number {
    return this.current;
  }

  schedule(delayMs: number, callback: () => void): TimerHandle {
    const timer: VirtualTimer = { due: this.current + Math.max(0, delayMs), order: this.created++, callback, cancelled: false };
    // Keep the list sorted by (due, creation order): equal due times fire in the order scheduled.
    let low = 0;
    let high = this.timers.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const other = this.timers[mid]!;
      if (other.due < timer.due || (other.due === timer.due && other.order < timer.order)) low = mid + 1;
      else high = mid;
    }
    this.timers.splice(low, 0, timer);
    return {
      cancel: () => {
        timer.cancelled = true;
      },
    };
  }

  /** Moves time forward by `ms`, firing every timer due on the way (timers they schedule included). */
  advance(ms: number): void {
    this.advanceTo(this.current + ms);
  }

  advanceTo(target: number): void {
    if (target < this.current) throw new Error('A virtual clock does not go backwards');
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
