// uPlot options for a pool's depth curve: the price move in percent across (sells to the left,
// buys to the right) and the base amount it takes up. The near levels (about ±10%) fit a linear
// move axis; all of them (to +200%) need an asinh scale, linear near 0 and logarithmic beyond, so
// the first steps keep their room.
import type uPlot from 'uplot';
import { type PlotColours, STILL_PLOT, themedAxis } from '../../../components/charts/plot-theme.ts';
import type { DepthCurve } from './depth-curve.ts';

/** [move %, bids' base, asks' base]: one x column, each side's amounts with gaps on the other side. */
export function depthColumns(curve: DepthCurve): uPlot.AlignedData {
  const moves: number[] = [];
  const bids: (number | null)[] = [];
  const asks: (number | null)[] = [];
  for (const point of [...curve.bids].reverse()) {
    moves.push(point.changePercent);
    bids.push(point.base);
    asks.push(null);
  }
  // Both sides start from nothing at the pool price.
  moves.push(0);
  bids.push(0);
  asks.push(0);
  for (const point of curve.asks) {
    moves.push(point.changePercent);
    bids.push(null);
    asks.push(point.base);
  }
  return [moves, bids, asks];
}

// On an asinh scale uPlot hands null for the ticks it leaves unlabelled.
const percentLabel = (value: number | null) => (value == null ? '' : `${value > 0 ? '+' : ''}${Number(value.toPrecision(3))}%`);

/** Beyond this move (in percent) the axis turns asinh. */
const LINEAR_UP_TO = 25;

/** The move axis's scale: linear while every level is within ±25%, asinh beyond. */
export function moveScale(curve: DepthCurve): uPlot.Scale {
  const farthest = Math.max(0, ...[...curve.asks, ...curve.bids].map((point) => Math.abs(point.changePercent)));
  return farthest > LINEAR_UP_TO ? { time: false, distr: 4, asinh: 1 } : { time: false };
}

export function depthOptions(
  width: number,
  height: number,
  colours: PlotColours,
  formatAmount: (value: number) => string,
  scale: uPlot.Scale,
): uPlot.Options {
  const axis = themedAxis(colours);
  const side = (colour: string) => ({
    stroke: colour,
    width: 2,
    fill: `color-mix(in oklab, ${colour} 22%, transparent)`,
    points: { show: false },
    spanGaps: false,
  });
  return {
    width,
    height,
    ...STILL_PLOT,
    scales: {
      x: scale,
      y: { range: (_u, _min, max) => [0, Math.max(max, 1e-12) * 1.05] },
    },
    axes: [
      { ...axis, values: (_u, splits) => splits.map(percentLabel) },
      { ...axis, side: 1, size: 60, values: (_u, splits) => splits.map((value) => (value == null ? '' : formatAmount(value))) },
    ],
    // Coloured by what the user does, as in the swaps list and the calculator: selling (down to the
    // bids) red, buying (up through the asks) green.
    series: [{}, side(colours.down), side(colours.up)],
  };
}
