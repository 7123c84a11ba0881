// The total value of every account and wallet over the window, one point an hour, with a readout
// of the point under the cursor (or the latest one) below it.
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useFigureFormat } from '../format.ts';
import type { ChartColours } from './chart-theme.ts';
import { useChartReadout } from './chart-readout.ts';
import { CHART_HEIGHT } from './daily-volume-chart.tsx';
import { PlotBox } from './plot-box.tsx';
import { type TrendPoint, trendColumns, valueTrendOptions } from './value-trend-plot.ts';

export function ValueTrendChart({ trend }: { trend: readonly TrendPoint[] }) {
  const { t, i18n } = useTranslation('data');
  const format = useFigureFormat();
  const timeLabel = useMemo(() => {
    const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const date = new Intl.DateTimeFormat(i18n.language, { month: 'numeric', day: 'numeric' });
    return (ms: number, withinDay: boolean) => (withinDay ? time : date).format(ms);
  }, [i18n.language]);
  const describe = useCallback(
    (index: number) => {
      const point = trend[index];
      return point ? t('analytics.trendChart.readout', { time: format.dateTime(point.at), value: format.value(point.value_usdt) }) : '';
    },
    [trend, format, t],
  );
  const { readout, show } = useChartReadout(trend.length, describe);
  const data = useMemo(() => trendColumns(trend), [trend]);
  const options = useCallback(
    (width: number, colours: ChartColours) =>
      valueTrendOptions({ width, height: CHART_HEIGHT, colours, timeLabel, valueLabel: format.compact, onCursor: show }),
    [format, show, timeLabel],
  );
  return (
    <div className="flex flex-col gap-2">
      <PlotBox
        label={t('analytics.trendChart.label')}
        height={CHART_HEIGHT}
        testId="value-trend-chart"
        data={data}
        shape={i18n.language}
        options={options}
      />
      <p ref={readout} className="min-h-4 text-xs tabular-nums opacity-80" data-testid="value-trend-readout" />
    </div>
  );
}
