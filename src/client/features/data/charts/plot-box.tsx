// A uPlot chart in a box as wide as its container: made for the box's width, the theme's colours and
// whatever else `shape` names; new data goes to the plot it has. The document wears a new theme
// before this effect runs (lib/preferences.ts applies it in a layout effect), so the colours read
// are the new ones.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { themeAtom, useAtomValue } from '../../../lib/store.ts';
import { useElementWidth } from '../../../lib/use-element-width.ts';
import { type ChartColours, chartColours } from './chart-theme.ts';

export function PlotBox({
  label,
  height,
  testId,
  data,
  shape,
  options,
}: {
  /** What the chart shows, for screen readers. */
  label: string;
  height: number;
  testId: string;
  data: uPlot.AlignedData;
  /** What else makes a new plot necessary (the language's labels, a new number of days). */
  shape: string;
  options(width: number, colours: ChartColours): uPlot.Options;
}) {
  const theme = useAtomValue(themeAtom);
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const plot = useRef<uPlot | null>(null);
  const latest = useRef({ data, options });
  latest.current = { data, options };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the plot is made again for a new width, height, theme or shape
  useEffect(() => {
    const element = box.current;
    if (!element || width <= 0) return;
    const made = new uPlot(latest.current.options(width, chartColours(element)), latest.current.data, element);
    plot.current = made;
    return () => {
      made.destroy();
      plot.current = null;
    };
  }, [width, height, theme, shape]);

  useEffect(() => {
    plot.current?.setData(data);
  }, [data]);

  return <div ref={box} className="w-full" style={{ height }} role="img" aria-label={label} data-testid={testId} />;
}
