// The engine's clock seam: wall-clock time live, a VirtualClock in scenario tests and replays.
export { type Clock, systemClock, type TimerHandle, VirtualClock } from '../shared/clock.ts';
