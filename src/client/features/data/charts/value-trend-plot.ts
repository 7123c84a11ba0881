// uPlot options for the asset value trend: the total value of every account and wallet in USDT,
// one point an hour, as a line over a faint area. The value axis follows the values (a total that
// moves by a percent would be a flat line on an axis from zero); a lone point gets an hour either
// side and a dot, so the first snapshot is already something to see.
import type uPlot from 'uplot';
import { axisLabels } from './axis-labels.ts';
import { STILL_PLOT, themedAxis } from '../../../components/charts/plot-theme.ts';
import { type ChartColours, faded, valueAxisSize } from './chart-theme.ts';

export interface TrendPoint {
  at: number;
  value_usdt: number;
}

const HOUR_SECONDS = 3600;
const DAY_SECONDS = 86_400;
/** Up to this many points each gets a dot; more make the line itself readable. */
const DOTS_UP_TO = 48;

/** [time in seconds, value] columns. */
export function trendColumns(trend: readonly TrendPoint[]): uPlot.AlignedData {
  return [trend.map((point) => point.at / 1000), trend.map((point) => point.value_usdt)];
}

/**
 * The time axis: the points' own span, or an hour either side of a lone point. Read from the data,
 * since uPlot has already stretched a lone point's range to a thousand days when it asks.
 */
export function trendTimeRange(u: uPlot, min: number, max: number): uPlot.Range.MinMax {
  const times = u.data[0];
  const first = times[0];
  const last = times[times.length - 1];
  if (first === undefined || last === undefined) return [min, max];
  return last > first ? [first, last] : [first - HOUR_SECONDS, last + HOUR_SECONDS];
}

/** The value axis: the values with a margin of a tenth of their spread (or of the value itself when flat). */
export function trendValueRange(_u: uPlot, min: number, max: number): uPlot.Range.MinMax {
  const margin = max > min ? (max - min) * 0.1 : Math.max(Math.abs(max) * 0.05, 1);
  return [Math.max(0, min - margin), max + margin];
}

export interface TrendPlotSettings {
  width: number;
  height: number;
  colours: ChartColours;
  /** A tick's label: a time of day when ticks are hours apart, a date when days apart. */
  timeLabel(ms: number, withinDay: boolean): string;
  /** A value axis label with at most `decimals` decimals (the axis takes as many as keep its ticks apart). */
  valueLabel(value: number, decimals: number): string;
  onCursor(index: number | null): void;
}

export function valueTrendOptions(settings: TrendPlotSettings): uPlot.Options {
  const { colours } = settings;
  const axis = themedAxis(colours);
  return {
    width: settings.width,
    height: settings.height,
    ...STILL_PLOT,
    scales: { x: { time: true, range: trendTimeRange }, y: { range: trendValueRange } },
    axes: [
      {
        ...axis,
        space: 60,
        values: (_u, splits, _axis, _space, increment) => splits.map((split) => settings.timeLabel(split * 1000, increment < DAY_SECONDS)),
      },
      {
        ...axis,
        size: (_u, values) => valueAxisSize(values),
        values: (_u, splits) => axisLabels(splits, settings.valueLabel),
      },
    ],
    series: [
      {},
      {
        stroke: colours.accent,
        width: 2,
        fill: faded(colours.accent, 16),
        points: { show: (u: uPlot) => u.data[0].length <= DOTS_UP_TO, size: 6, fill: colours.accent },
      },
    ],
    hooks: { setCursor: [(u) => settings.onCursor(u.cursor.idx ?? null)] },
  };
}
