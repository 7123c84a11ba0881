// The candlestick chart (uPlot): intervals 1m to 1d, volume bars, and a crosshair whose OHLC
// readout is written straight into the DOM, so moving the mouse re-renders nothing. New candles go
// to the existing plot with setData; the plot is made again only for a new pair, size or theme.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { themeAtom, useAtomValue } from '../../../lib/store.ts';
import { useElementWidth } from '../../../lib/use-element-width.ts';
import { compactNumber, decimalsSeen, fixed } from '../format.ts';
import { LoadFailed } from '../live/load-failed.tsx';
import { type KlinePeriod, useCandles } from '../live/market-feeds.ts';
import { KLINE_PERIOD_SECONDS } from '../../../../shared/contracts/markets/get-kline.ts';
import { pairKey, type TradingPair } from '../pair/market-pair.ts';
import { themeColours } from '../../../components/charts/plot-theme.ts';
import { candleColumns, candleOptions } from './candle-plot.ts';
import type { Candle } from './ticker.ts';

export const CHART_PERIODS: readonly KlinePeriod[] = ['1m', '5m', '15m', '30m', '1h', '4h', '1d'];

/** The figures of the line over the chart: the candle under the cursor, or the latest one. */
const readoutValues = (candle: Candle, decimals: number) => ({
  open: fixed(candle[1], decimals),
  high: fixed(candle[2], decimals),
  low: fixed(candle[3], decimals),
  close: fixed(candle[4], decimals),
  volume: compactNumber(candle[5]),
});

export function CandleChart({ pair, height, priceDecimals }: { pair: TradingPair; height: number; priceDecimals: number | null }) {
  const { t } = useTranslation('trading');
  const [period, setPeriod] = useState<KlinePeriod>('1m');
  const { data, failed, retry } = useCandles(pair, period);
  const theme = useAtomValue(themeAtom);
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const readout = useRef<HTMLParagraphElement>(null);
  const plot = useRef<uPlot | null>(null);
  const candles = useRef<Candle[]>([]);
  const decimals = priceDecimals ?? (data ? decimalsSeen(data.candles.map((candle) => candle[4])) : 2);

  const market = pairKey(pair);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the plot is rebuilt for a new market, period, size, theme or precision
  useEffect(() => {
    const element = box.current;
    if (!element || width <= 0) return;
    const showReadout = (index: number | null) => {
      const candle = index === null ? candles.current[candles.current.length - 1] : candles.current[index];
      if (!readout.current) return;
      readout.current.textContent = candle ? t('chart.readout', readoutValues(candle, decimals)) : '';
    };
    const made = new uPlot(
      candleOptions(width, height, themeColours(element), decimals, showReadout, KLINE_PERIOD_SECONDS[period]),
      candleColumns(candles.current),
      element,
    );
    plot.current = made;
    return () => {
      made.destroy();
      plot.current = null;
    };
  }, [market, period, width, height, theme, decimals]);

  useEffect(() => {
    if (!data) return;
    candles.current = data.candles;
    plot.current?.setData(candleColumns(data.candles));
    if (readout.current && plot.current?.cursor.idx == null) {
      const last = data.candles[data.candles.length - 1];
      readout.current.textContent = last ? t('chart.readout', readoutValues(last, decimals)) : '';
    }
  }, [data, decimals, t]);

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <fieldset className="join">
          <legend className="sr-only">{t('chart.interval')}</legend>
          {CHART_PERIODS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={option === period}
              className={`btn btn-xs join-item ${option === period ? 'btn-primary' : 'btn-ghost'}`}
              onClick={() => setPeriod(option)}
            >
              {t(`chart.periods.${option}`)}
            </button>
          ))}
        </fieldset>
        <p ref={readout} className="text-xs tabular-nums opacity-80" data-testid="chart-readout" />
      </div>
      {failed && <LoadFailed message={t('chart.failed')} onRetry={retry} />}
      <div
        ref={box}
        className="w-full"
        style={{ height }}
        role="img"
        aria-label={t('chart.label', { pair: `${pair.yenUnit1}/${pair.yenUnit2}`, period: t(`chart.periods.${period}`) })}
        data-testid="candle-chart"
        data-candles={data?.candles.length ?? 0}
      />
    </div>
  );
}
