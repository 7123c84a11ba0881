// A fresh venue has no history, so charts would start empty. Warming up runs the simulated traders
// over the hours before "now" on a virtual clock, in a moment, leaving real candles, trades and a
// full book behind, as if the venue had been open all along.
import { VirtualClock } from '../clock.ts';
import { Participants, type ParticipantsOptions } from './participants.ts';

export function warmUp(options: Omit<ParticipantsOptions, 'clock'>, durationMs: number, endTime: number): void {
  const clock = new VirtualClock(endTime - durationMs);
  const { venue } = options;
  const realNow = venue.now;
  venue.now = () => clock.now();
  const participants = new Participants({ ...options, clock });
  try {
    participants.start();
    clock.advanceTo(endTime);
  } finally {
    participants.stop();
    venue.now = realNow;
  }
}
