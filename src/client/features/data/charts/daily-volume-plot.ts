// uPlot options for the daily trading volume: one slot per day of the window, the bought volume as
// a green bar on the left of the slot and the sold volume as a red bar on its right. Days are
// placed by their index, not by time, so a day is a day whatever the zone and each bar sits under
// its own label.
import type uPlot from 'uplot';
import { axisLabels } from './axis-labels.ts';
import { STILL_PLOT, themedAxis } from '../../../components/charts/plot-theme.ts';
import { type ChartColours, faded, valueAxisSize } from './chart-theme.ts';

export interface DayVolume {
  day: string;
  buy_volume: number;
  sell_volume: number;
}

/** [day index, bought, sold] columns. */
export function volumeColumns(daily: readonly DayVolume[]): uPlot.AlignedData {
  return [daily.map((_, index) => index), daily.map((day) => day.buy_volume), daily.map((day) => day.sell_volume)];
}

/** The window's every day in a slot of its own, half a slot of room at either end. */
export const daySlots = (u: uPlot): uPlot.Range.MinMax => [-0.5, Math.max(0, u.data[0].length - 1) + 0.5];

/** Volumes from nothing up to a little over the highest bar (an empty window still gets an axis). */
export const volumeRange = (_u: uPlot, _min: number, max: number): uPlot.Range.MinMax => [0, max > 0 ? max * 1.1 : 1];

/** Day steps the axis may label: with 30 days on a phone it labels every fifth or seventh. */
export const DAY_STEPS = [1, 2, 3, 5, 7, 10, 15];

export interface VolumePlotSettings {
  width: number;
  height: number;
  colours: ChartColours;
  /** uPlot.paths.bars: passed in, so this file needs uPlot's types only. */
  bars: uPlot.Series.BarsPathBuilderFactory;
  dayLabel(index: number): string;
  /** A value axis label with at most `decimals` decimals (the axis takes as many as keep its ticks apart). */
  valueLabel(value: number, decimals: number): string;
  onCursor(index: number | null): void;
}

export function dailyVolumeOptions(settings: VolumePlotSettings): uPlot.Options {
  const { colours, bars } = settings;
  const axis = themedAxis(colours);
  const side = (colour: string, align: -1 | 1): uPlot.Series => ({
    stroke: colour,
    fill: faded(colour, 70),
    width: 0,
    paths: bars({ align, size: [0.38, 28, 1] }),
    points: { show: false },
  });
  return {
    width: settings.width,
    height: settings.height,
    ...STILL_PLOT,
    scales: { x: { time: false, range: daySlots }, y: { range: volumeRange } },
    axes: [
      {
        ...axis,
        // Room for a label like "11/22" or "11. 22." and a gap: on a phone every other day or so.
        space: 48,
        incrs: DAY_STEPS,
        values: (_u, splits) => splits.map((split) => (Number.isInteger(split) && split >= 0 ? settings.dayLabel(split) : '')),
      },
      {
        ...axis,
        size: (_u, values) => valueAxisSize(values),
        values: (_u, splits) => axisLabels(splits, settings.valueLabel),
      },
    ],
    series: [{}, side(colours.up, -1), side(colours.down, 1)],
    hooks: { setCursor: [(u) => settings.onCursor(u.cursor.idx ?? null)] },
  };
}
