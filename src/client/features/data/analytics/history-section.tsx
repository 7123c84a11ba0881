// Historical data: the window's sums (spot and futures apart too, once futures traded), and its
// daily bought and sold volume as a bar chart.
import { useTranslation } from '../../../lib/use-translation.ts';
import { EmptyState, Section } from '../../../components/page.tsx';
import { DailyVolumeChart } from '../charts/lazy-charts.tsx';
import { MarketKindTable, tradedFutures } from './market-kind-table.tsx';
import { TradingFigures } from './trading-figures.tsx';
import type { DataOverview } from './use-analytics.ts';

export function HistorySection({ overview, days, base }: { overview: DataOverview; days: number; base: string | null }) {
  const { t } = useTranslation('data');
  return (
    <Section title={t('analytics.history')}>
      <p className="-mt-2 text-xs opacity-60">{t('analytics.historyNote', { count: days, unit: overview.unit })}</p>
      <TradingFigures figures={overview.window} unit={overview.unit} base={base} testId="window-figures" />
      {tradedFutures(overview) && (
        <>
          <h3 className="mt-2 text-sm font-semibold">{t('analytics.byMarketKind')}</h3>
          <p className="-mt-1 text-xs opacity-60">{t('analytics.byMarketKindNote')}</p>
          <MarketKindTable overview={overview} />
        </>
      )}
    </Section>
  );
}

export function DailyVolumeSection({ overview, days }: { overview: DataOverview; days: number }) {
  const { t } = useTranslation('data');
  const traded = overview.daily.some((day) => day.buy_volume > 0 || day.sell_volume > 0);
  return (
    <Section title={t('analytics.dailyVolume')}>
      {traded ? (
        <DailyVolumeChart daily={overview.daily} unit={overview.unit} />
      ) : (
        <EmptyState title={t('analytics.noVolume')} body={t('analytics.noVolumeBody', { count: days })} />
      )}
    </Section>
  );
}
