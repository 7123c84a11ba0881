import { describe, expect, it } from 'vitest';
import type { BalanceSnapshot } from './balance-drop.ts';
import { snapshotObservation } from './snapshot-pairs.ts';

const MIN = 60_000;
const TEN = 10 * MIN;
const at = (minute: number): BalanceSnapshot => ({ baseTotal: 1, quoteTotal: minute, price: 1, takenAt: minute * MIN });
const newestFirst = (...minutes: number[]) => minutes.map(at).sort((a, b) => b.takenAt - a.takenAt);

describe('snapshot comparisons', () => {
  it('compares the latest with the one before it and with the one an hour back', () => {
    const observation = snapshotObservation(newestFirst(0, 10, 20, 30, 40, 50, 60, 70), TEN);
    expect(observation?.latest.takenAt).toBe(70 * MIN);
    expect(observation?.previous?.takenAt).toBe(60 * MIN);
    expect(observation?.hourAgo?.takenAt).toBe(10 * MIN);
  });

  it('takes the snapshot nearest to an hour back when the timer drifted', () => {
    expect(snapshotObservation(newestFirst(3, 14, 71), TEN)?.hourAgo?.takenAt).toBe(14 * MIN);
  });

  it('has no hourly comparison during the first hour', () => {
    expect(snapshotObservation(newestFirst(0, 10, 20), TEN)?.hourAgo).toBeNull();
  });

  it('skips the 10-minute comparison across a gap (the server was down)', () => {
    expect(snapshotObservation(newestFirst(0, 90), TEN)?.previous).toBeNull();
  });

  it('answers nothing without snapshots', () => {
    expect(snapshotObservation([], TEN)).toBeNull();
  });
});
