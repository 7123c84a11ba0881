// The sandbox reads time and schedules its simulated traders only through a Clock, so the same venue
// runs on wall-clock time (timers) or on a virtual clock that a test moves forward with advance(ms):
// a scenario test then runs hours of market activity in milliseconds, and runs it the same way twice.

export interface TimerHandle {
  cancel(): void;
}

export interface Clock {
  now(): number;
  /** Calls `callback` once, `delayMs` from now. */
  schedule(delayMs: number, callback: () => void): TimerHandle;
}

export class RealClock implements Clock {
  now(): number {
    return Date.now();
  }

  schedule(delayMs: number, callback: () => void): TimerHandle {
    const timer = setTimeout(callback, Math.max(0, delayMs));
    // The venue's HTTP server keeps a process alive; its simulated traders alone should not.
    timer.unref();
    return { cancel: () => clearTimeout(timer) };
  }
}

interface VirtualTimer {
  due: number;
  order: number;
  callback: () => void;
  cancelled: boolean;
}

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

  /** Moves time forward by `ms`, firing every timer that falls due on the way, in time order. */
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
