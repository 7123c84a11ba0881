// The charts of /data load with uPlot on first use, not with the screen: the figures paint first and
// the first visit of any page never carries uPlot. A box of the chart's height holds the place.
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { LoadingDots } from '../../../components/list-status.tsx';
import { withLoadTimeout } from '../../../lib/lazy-load.ts';
import type { DayVolume } from './daily-volume-plot.ts';
import type { TrendPoint } from './value-trend-plot.ts';

/** Matches CHART_HEIGHT plus the legend and readout lines, so nothing jumps when the chart arrives. */
const PLACE_HEIGHT = 300;

const loadCharts = () => withLoadTimeout(() => import('./charts.ts'), { chunk: 'data/charts', request: 'features/data/charts/charts.ts' });

const LazyDailyVolume = lazy(() => loadCharts().then((module) => ({ default: module.DailyVolumeChart })));
const LazyValueTrend = lazy(() => loadCharts().then((module) => ({ default: module.ValueTrendChart })));

function ChartPlace() {
  const { t } = useTranslation('data');
  return (
    <div className="grid place-items-center" style={{ height: PLACE_HEIGHT }}>
      <LoadingDots label={t('analytics.chartLoading')} />
    </div>
  );
}

export function DailyVolumeChart(props: { daily: readonly DayVolume[]; unit: string }) {
  return (
    <Suspense fallback={<ChartPlace />}>
      <LazyDailyVolume {...props} />
    </Suspense>
  );
}

export function ValueTrendChart(props: { trend: readonly TrendPoint[] }) {
  return (
    <Suspense fallback={<ChartPlace />}>
      <LazyValueTrend {...props} />
    </Suspense>
  );
}
