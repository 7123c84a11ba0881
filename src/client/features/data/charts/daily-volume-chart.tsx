// The daily trading volume of the window as bars, bought beside sold, with a readout of the day
// under the cursor (or the latest day) below it.
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import uPlot from 'uplot';
import { useFigureFormat } from '../format.ts';
import { useChartReadout } from './chart-readout.ts';
import { type DayVolume, dailyVolumeOptions, volumeColumns } from './daily-volume-plot.ts';
import { PlotBox } from './plot-box.tsx';

export const CHART_HEIGHT = 240;

export function DailyVolumeChart({ daily, unit }: { daily: readonly DayVolume[]; unit: string }) {
  const { t, i18n } = useTranslation('data');
  const format = useFigureFormat();
  const describe = useCallback(
    (index: number) => {
      const day = daily[index];
      if (!day) return '';
      return t('analytics.volumeChart.readout', {
        day: format.day(day.day),
        bought: format.value(day.buy_volume),
        sold: format.value(day.sell_volume),
        unit,
      });
    },
    [daily, format, t, unit],
  );
  const { readout, show } = useChartReadout(daily.length, describe);
  // The plot keeps the options it was made with; its day labels read the days it now shows.
  const days = useRef(daily);
  days.current = daily;
  const data = useMemo(() => volumeColumns(daily), [daily]);
  const options = useCallback(
    (width: number, colours: Parameters<typeof dailyVolumeOptions>[0]['colours']) =>
      dailyVolumeOptions({
        width,
        height: CHART_HEIGHT,
        colours,
        bars: uPlot.paths.bars!,
        dayLabel: (index) => {
          const day = days.current[index];
          return day ? format.day(day.day) : '';
        },
        valueLabel: format.compact,
        onCursor: show,
      }),
    [format, show],
  );
  return (
    <div className="flex flex-col gap-2">
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
        <span className="flex items-center gap-1.5">
          <span className="bg-success inline-block size-2.5 rounded-sm" aria-hidden="true" />
          {t('analytics.volumeChart.bought', { unit })}
        </span>
        <span className="flex items-center gap-1.5">
          <span className="bg-error inline-block size-2.5 rounded-sm" aria-hidden="true" />
          {t('analytics.volumeChart.sold', { unit })}
        </span>
      </p>
      <PlotBox
        label={t('analytics.volumeChart.label', { count: daily.length, unit })}
        height={CHART_HEIGHT}
        testId="daily-volume-chart"
        data={data}
        shape={`${i18n.language}|${daily.length}`}
        options={options}
      />
      <p ref={readout} className="min-h-4 text-xs tabular-nums opacity-80" data-testid="daily-volume-readout" />
    </div>
  );
}
