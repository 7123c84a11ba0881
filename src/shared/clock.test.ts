import { describe, expect, it } from 'vitest';
import { VirtualClock } from './clock.ts';

describe('virtual clock', () => {
  it('fires due timers in time order while advancing, at their own due time', () => {
    const clock = new VirtualClock(1000);
    const fired: Array<[string, number]> = [];
    clock.schedule(300, () => fired.push(['b', clock.now()]));
    clock.schedule(100, () => fired.push(['a', clock.now()]));
    clock.schedule(900, () => fired.push(['c', clock.now()]));
    clock.advance(500);
    expect(fired).toEqual([
      ['a', 1100],
      ['b', 1300],
    ]);
    expect(clock.now()).toBe(1500);
  });

  it('runs timers scheduled by a timer when they fall inside the same advance', () => {
    const clock = new VirtualClock(0);
    const ticks: number[] = [];
    const tick = () => {
      ticks.push(clock.now());
      clock.schedule(250, tick);
    };
    clock.schedule(250, tick);
    clock.advance(1000);
    expect(ticks).toEqual([250, 500, 750, 1000]);
  });

  it('fires timers due at the same moment in the order they were scheduled, and skips cancelled ones', () => {
    const clock = new VirtualClock(0);
    const fired: string[] = [];
    clock.schedule(10, () => fired.push('first'));
    const cancelled = clock.schedule(10, () => fired.push('cancelled'));
    clock.schedule(10, () => fired.push('second'));
    cancelled.cancel();
    clock.advance(10);
    expect(fired).toEqual(['first', 'second']);
    expect(clock.pending()).toBe(0);
  });

  it('refuses to go backwards', () => {
    const clock = new VirtualClock(100);
    expect(() => clock.advanceTo(50)).toThrow();
  });
});
