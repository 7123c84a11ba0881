// The sandbox's clock seam: wall-clock time by default, a VirtualClock that a test moves forward.
export { type Clock, systemClock, type TimerHandle, VirtualClock } from '../shared/clock.ts';
