// The depth curve drawn with uPlot: base amount against price move, bids left, asks right. New
// data goes to the existing plot; the plot is made again only for a new size, theme or scale.
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { themeAtom, useAtomValue } from '../../../lib/store.ts';
import { useElementWidth } from '../../../lib/use-element-width.ts';
import { compactNumber } from '../format.ts';
import { themeColours } from '../../../components/charts/plot-theme.ts';
import type { DepthCurve } from './depth-curve.ts';
import { depthColumns, depthOptions, moveScale } from './depth-plot.ts';

export function DepthChart({ curve, height, base }: { curve: DepthCurve; height: number; base: string }) {
  const { t } = useTranslation('trading');
  const theme = useAtomValue(themeAtom);
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const plot = useRef<uPlot | null>(null);
  const latest = useRef(curve);
  latest.current = curve;

  const scaleKind = moveScale(curve).distr ?? 1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the plot is rebuilt for a new size, theme or kind of scale
  useEffect(() => {
    const element = box.current;
    if (!element || width <= 0) return;
    const options = depthOptions(width, height, themeColours(element), compactNumber, moveScale(latest.current));
    const made = new uPlot(options, depthColumns(latest.current), element);
    plot.current = made;
    return () => {
      made.destroy();
      plot.current = null;
    };
  }, [width, height, theme, scaleKind]);

  useEffect(() => {
    plot.current?.setData(depthColumns(curve));
  }, [curve]);

  return (
    <div className="flex flex-col gap-1">
      <div
        ref={box}
        className="w-full"
        style={{ height }}
        role="img"
        aria-label={t('dex.depth.chartLabel', { coin: base })}
        data-testid="depth-chart"
      />
      <p className="flex flex-wrap justify-between gap-2 text-xs opacity-70">
        <span className="text-error">{t('dex.depth.sellSide')}</span>
        <span>{t('dex.depth.axis', { coin: base })}</span>
        <span className="text-success">{t('dex.depth.buySide')}</span>
      </p>
    </div>
  );
}
