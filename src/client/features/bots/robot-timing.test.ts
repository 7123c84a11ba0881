import { describe, expect, it } from 'vitest';
import type { RobotView } from '../../../shared/contracts/robot/robot.ts';
import { countdownOf, formatRemaining, minutesUntil } from './robot-timing.ts';

const bot = (overrides: Partial<RobotView>): RobotView =>
  ({ kind: 'grid', status: 'running', start_at: null, started_at: 1_000, params: {}, ...overrides }) as RobotView;

describe('bot countdowns', () => {
  it('count a queued bot down to its start', () => {
    expect(countdownOf(bot({ kind: 'buy_sell', status: 'queued', start_at: 61_000 }), 1_000)).toEqual({ kind: 'startsIn', at: 61_000 });
  });
  it('count a new-wallet bot down to the end of its wallets initialisation', () => {
    const initialising = bot({ kind: 'shua_dex', status: 'queued', start_at: 601_000, params: { wallet_mode: 'new' } });
    expect(countdownOf(initialising, 1_000)).toEqual({ kind: 'initialisingIn', at: 601_000 });
  });
  it('count a self-stopping bot down to its end, and stop counting once it is stopped', () => {
    expect(countdownOf(bot({ kind: 'push', params: { end_time: 5_000 } }), 1_000)).toEqual({ kind: 'stopsIn', at: 5_000 });
    expect(countdownOf(bot({ kind: 'hugevol', params: { duration_minutes: 2 } }), 1_000)).toEqual({ kind: 'stopsIn', at: 121_000 });
    expect(countdownOf(bot({ kind: 'push', status: 'stopped', params: { end_time: 5_000 } }), 1_000)).toBeNull();
    expect(countdownOf(bot({ kind: 'push', params: { end_time: 500 } }), 1_000)).toBeNull();
    expect(countdownOf(bot({}), 1_000)).toBeNull();
  });
  it('format what remains as minutes and seconds, with hours when needed', () => {
    expect(formatRemaining(299_001)).toBe('05:00');
    expect(formatRemaining(3_725_000)).toBe('1:02:05');
    expect(formatRemaining(-5)).toBe('00:00');
  });
  it('announce the minutes to a start as the server set it, rounded up and never fewer than one', () => {
    expect(minutesUntil(601_000, 1_000)).toBe(10);
    expect(minutesUntil(9_000, 1_000)).toBe(1);
    expect(minutesUntil(181_001, 1_000)).toBe(4);
    expect(minutesUntil(500, 1_000)).toBe(1);
    expect(minutesUntil(null, 1_000)).toBe(1);
  });
});
