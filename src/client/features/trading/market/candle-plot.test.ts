import type uPlot from 'uplot';
import { describe, expect, it } from 'vitest';
import { candleTimeRange } from './candle-plot.ts';

const plotOf = (times: number[]) => ({ data: [times] }) as unknown as uPlot;

describe('the candle chart’s time axis', () => {
  it('spans the candles themselves once there are 30 periods of them', () => {
    const times = Array.from({ length: 30 }, (_, index) => index * 60);
    expect(candleTimeRange(60)(plotOf(times), 0, 29 * 60)).toEqual([0, 29 * 60]);
  });

  it('shows a new market’s first candles at the right of a 30-period window, not over the day uPlot gives a lone one', () => {
    expect(candleTimeRange(60)(plotOf([6000]), 6000, 6000 + 86_400)).toEqual([6000 - 29.5 * 60, 6030]);
    expect(candleTimeRange(60)(plotOf([5940, 6000]), 5940, 6000)).toEqual([6000 - 29.5 * 60, 6030]);
  });

  it('leaves an empty chart to uPlot', () => {
    expect(candleTimeRange(60)(plotOf([]), 0, 1)).toEqual([0, 1]);
  });
});
