// The countdowns of /robot (spec §4): a queued or restarting bot counts down to its start (a
// new-wallet bot to the end of its wallets' initialisation); a bot
// that stops by itself at a known time (Price Guiding's end time, Volume Surge's duration, Listing
// Open before its opening) counts down to it.
import { inNewWalletMode } from '../../../shared/bots/params/new-wallets.ts';
import type { RobotView } from '../../../shared/contracts/robot/robot.ts';

export interface Countdown {
  kind: 'startsIn' | 'initialisingIn' | 'stopsIn' | 'opensIn';
  at: number;
}

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export function countdownOf(robot: RobotView, now: number): Countdown | null {
  if (robot.status === 'queued' && robot.start_at !== null)
    // A new-wallet bot's wait is its fresh wallets' initialisation (spec §4).
    return { kind: inNewWalletMode(robot.params) ? 'initialisingIn' : 'startsIn', at: robot.start_at };
  if (robot.status !== 'running' && robot.status !== 'paused') return null;
  if (robot.kind === 'push') {
    const end = num(robot.params.end_time);
    return end !== null && end > now ? { kind: 'stopsIn', at: end } : null;
  }
  if (robot.kind === 'hugevol' && robot.started_at !== null) {
    const minutes = num(robot.params.duration_minutes);
    const end = minutes === null ? null : robot.started_at + minutes * 60_000;
    return end !== null && end > now ? { kind: 'stopsIn', at: end } : null;
  }
  if (robot.kind === 'open_cex') {
    const open = num(robot.params.open_time);
    return open !== null && open > now ? { kind: 'opensIn', at: open } : null;
  }
  return null;
}

/** "1:05:09" or "04:59"; never negative. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** Whole minutes until `at`, rounded up and at least one (what a start toast announces). */
export function minutesUntil(at: number | null, now = Date.now()): number {
  return at === null ? 1 : Math.max(1, Math.ceil((at - now) / 60_000));
}
