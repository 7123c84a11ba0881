// The uPlot charts' theme and frame, shared by the trading and analytics charts: colours read from
// the daisyUI variables when a chart is made (buys and rises green, sells and falls red), axes in
// the theme's text colour, no legend and no zoom.
import type uPlot from 'uplot';

/** Rising or bought (up), falling or sold (down), and the axis text and grid lines. */
export interface PlotColours {
  up: string;
  down: string;
  axis: string;
  grid: string;
}

export function themeColours(element: Element): PlotColours {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const text = read('--color-base-content', '#a6adbb');
  return {
    up: read('--color-success', '#22c55e'),
    down: read('--color-error', '#ef4444'),
    axis: text,
    grid: `color-mix(in oklab, ${text} 12%, transparent)`,
  };
}

/** An axis drawn in the theme's colours. */
export const themedAxis = (colours: Pick<PlotColours, 'axis' | 'grid'>) => ({
  stroke: colours.axis,
  grid: { stroke: colours.grid, width: 1 },
  ticks: { stroke: colours.grid, width: 1 },
});

/** What every chart here shares: no legend (each has its own readout), a cursor that does not zoom. */
export const STILL_PLOT = {
  legend: { show: false },
  cursor: { drag: { x: false, y: false }, points: { show: false } },
} satisfies Partial<uPlot.Options>;
