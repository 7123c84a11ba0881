import type uPlot from 'uplot';
import { describe, expect, it } from 'vitest';
import { daySlots, volumeColumns, volumeRange } from './daily-volume-plot.ts';
import { trendColumns, trendTimeRange, trendValueRange } from './value-trend-plot.ts';

const plotOf = (xs: number[]) => ({ data: [xs] }) as unknown as uPlot;

describe('the daily volume chart', () => {
  it('has a slot per day, bought and sold side by side', () => {
    const daily = [
      { day: '2026-11-21', buy_volume: 10, sell_volume: 4 },
      { day: '2026-11-22', buy_volume: 0, sell_volume: 0 },
    ];
    expect(volumeColumns(daily)).toEqual([
      [0, 1],
      [10, 0],
      [4, 0],
    ]);
    expect(daySlots(plotOf([0, 1, 2, 3, 4, 5, 6]))).toEqual([-0.5, 6.5]);
  });

  it('starts its volume axis at nothing, and gives a quiet window an axis too', () => {
    const [low, high] = volumeRange(plotOf([]), 0, 200);
    expect(low).toBe(0);
    expect(high).toBeCloseTo(220);
    expect(volumeRange(plotOf([]), 0, 0)).toEqual([0, 1]);
  });
});

describe('the asset value trend', () => {
  it('places each point at its time in seconds', () => {
    expect(trendColumns([{ at: 1_800_000_000_000, value_usdt: 5 }])).toEqual([[1_800_000_000], [5]]);
  });

  it('spans its points, or an hour either side of a lone point whatever range uPlot proposes', () => {
    expect(trendTimeRange(plotOf([100, 7300]), 0, 1)).toEqual([100, 7300]);
    expect(trendTimeRange(plotOf([1_800_000_000]), 1_700_000_000, 1_900_000_000)).toEqual([1_799_996_400, 1_800_003_600]);
  });

  it('follows the values with a margin rather than starting at zero', () => {
    expect(trendValueRange(plotOf([]), 1000, 1100)).toEqual([990, 1110]);
    expect(trendValueRange(plotOf([]), 2000, 2000)).toEqual([1900, 2100]);
  });
});
