// uPlot options for a candlestick chart with volume bars: the OHLC series set the price scale but
// draw nothing themselves; a draw hook paints the candles and, on their own scale in the lower
// quarter, the volume bars. Colours come from the theme (daisyUI variables) when the chart is made.
import type uPlot from 'uplot';
import { type PlotColours, STILL_PLOT, themedAxis } from '../../../components/charts/plot-theme.ts';

/** [open time ms, open, high, low, close, volume] rows → uPlot columns (time in seconds). */
export function candleColumns(candles: ReadonlyArray<readonly [number, number, number, number, number, number]>): uPlot.AlignedData {
  const columns: number[][] = [[], [], [], [], [], []];
  for (const candle of candles) {
    columns[0]!.push(candle[0] / 1000);
    for (let i = 1; i < 6; i++) columns[i]!.push(candle[i]!);
  }
  return columns as uPlot.AlignedData;
}

/** A new market (a pool with its first swaps) may have a candle or two: they are shown in a window of at least this many periods. */
const MIN_PERIODS_SHOWN = 30;

/**
 * The time axis's range: the candles' own, or a window of MIN_PERIODS_SHOWN periods ending with the
 * newest. Read from the data, since uPlot stretches a lone candle's range to 86,400 units first.
 */
export function candleTimeRange(periodSeconds: number) {
  return (u: uPlot, min: number, max: number): uPlot.Range.MinMax => {
    const times = u.data[0];
    const first = times[0];
    const last = times[times.length - 1];
    if (first === undefined || last === undefined || last - first >= (MIN_PERIODS_SHOWN - 1) * periodSeconds) return [min, max];
    return [last - (MIN_PERIODS_SHOWN - 0.5) * periodSeconds, last + periodSeconds / 2];
  };
}

function drawCandles(colours: PlotColours, periodSeconds: number) {
  return (u: uPlot) => {
    const [times, opens, highs, lows, closes, volumes] = u.data as number[][];
    if (!times || times.length === 0) return;
    const ctx = u.ctx;
    const [first, last] = [u.series[0]!.idxs?.[0] ?? 0, u.series[0]!.idxs?.[1] ?? times.length - 1];
    // A candle's room: its share of the plot, never more than one period (a few candles in a wide window).
    const periodWidth = Math.abs(u.valToPos(times[first]! + periodSeconds, 'x', true) - u.valToPos(times[first]!, 'x', true));
    const slot = Math.min(u.bbox.width / Math.max(1, last - first + 1), periodWidth);
    const body = Math.max(1, Math.floor(slot * 0.7));
    const volumeBase = u.valToPos(0, 'vol', true);
    ctx.save();
    ctx.beginPath();
    ctx.rect(u.bbox.left, u.bbox.top, u.bbox.width, u.bbox.height);
    ctx.clip();
    for (let i = first; i <= last; i++) {
      const x = Math.round(u.valToPos(times[i]!, 'x', true));
      const rising = closes![i]! >= opens![i]!;
      const colour = rising ? colours.up : colours.down;
      // Volume bar (faint), under the candle.
      const volumeTop = u.valToPos(volumes![i]!, 'vol', true);
      ctx.globalAlpha = 0.3;
      ctx.fillStyle = colour;
      ctx.fillRect(x - body / 2, volumeTop, body, volumeBase - volumeTop);
      ctx.globalAlpha = 1;
      // Wick and body.
      const [yOpen, yClose] = [u.valToPos(opens![i]!, 'y', true), u.valToPos(closes![i]!, 'y', true)];
      ctx.strokeStyle = colour;
      ctx.lineWidth = Math.max(1, devicePixelRatio);
      ctx.beginPath();
      ctx.moveTo(x, u.valToPos(highs![i]!, 'y', true));
      ctx.lineTo(x, u.valToPos(lows![i]!, 'y', true));
      ctx.stroke();
      ctx.fillRect(x - body / 2, Math.min(yOpen, yClose), body, Math.max(1, Math.abs(yClose - yOpen)));
    }
    ctx.restore();
  };
}

export function candleOptions(
  width: number,
  height: number,
  colours: PlotColours,
  priceDecimals: number,
  onCursor: (index: number | null) => void,
  periodSeconds: number,
): uPlot.Options {
  const hidden = { paths: () => null, points: { show: false }, scale: 'y' } as const;
  // Wide enough for the longest price label (about 7.5 px a character at the axis font, plus the tick gap).
  const priceAxisSize = (_u: uPlot, values: string[] | null) =>
    Math.max(56, Math.max(0, ...(values ?? []).map((value) => value.length)) * 7.5 + 18);
  const axis = themedAxis(colours);
  return {
    width,
    height,
    ...STILL_PLOT,
    scales: {
      x: { time: true, range: candleTimeRange(periodSeconds) },
      vol: { range: (_u, _min, max) => [0, Math.max(max, 1e-12) * 4] },
    },
    axes: [
      { ...axis },
      { ...axis, scale: 'y', side: 1, size: priceAxisSize, values: (_u, splits) => splits.map((value) => value.toFixed(priceDecimals)) },
    ],
    series: [{}, { ...hidden }, { ...hidden }, { ...hidden }, { ...hidden }, { paths: () => null, points: { show: false }, scale: 'vol' }],
    hooks: {
      draw: [drawCandles(colours, periodSeconds)],
      setCursor: [(u) => onCursor(u.cursor.idx ?? null)],
    },
  };
}
