// The asset half of /data, across every bound account and wallet whatever market is picked: the
// latest snapshot (total in USDT and when it was taken), its allocation by coin and by venue, and
// the total's trend over the window.
import { useTranslation } from '../../../lib/use-translation.ts';
import { EmptyState, Section } from '../../../components/page.tsx';
import { ValueTrendChart } from '../charts/lazy-charts.tsx';
import { FigureTile } from '../figure-tile.tsx';
import { useFigureFormat } from '../format.ts';
import type { AllocationPart } from './allocation.ts';
import { AllocationList } from './allocation-list.tsx';
import type { AssetOverview } from './use-analytics.ts';

export function SnapshotSection({ assets }: { assets: AssetOverview }) {
  const { t } = useTranslation('data');
  const format = useFigureFormat();
  if (assets.taken_at === null) {
    return (
      <Section title={t('analytics.snapshot')}>
        <EmptyState title={t('analytics.noSnapshot')} body={t('analytics.noSnapshotBody')} />
      </Section>
    );
  }
  const coins: AllocationPart[] = assets.by_coin.map((coin) => ({
    key: coin.asset,
    label: coin.asset,
    detail: format.roughAmount(coin.amount),
    value: coin.value_usdt,
  }));
  const venues: AllocationPart[] = assets.by_venue.map((venue) => ({
    key: `${venue.source_type}|${venue.source}`,
    label: venue.name,
    detail: t(`sourceTypes.${venue.source_type}`),
    value: venue.value_usdt,
  }));
  return (
    <Section title={t('analytics.snapshot')}>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 sm:gap-3">
        <FigureTile label={t('analytics.snapshotTotal')} value={format.value(assets.total_usdt)} unit="USDT" testId="snapshot-total" />
        <FigureTile label={t('analytics.snapshotTime')} value={format.dateTime(assets.taken_at)} testId="snapshot-time" />
      </div>
      <h3 className="mt-2 text-sm font-semibold">{t('analytics.allocation')}</h3>
      <div className="grid gap-6 md:grid-cols-2">
        <AllocationList title={t('analytics.byCoin')} parts={coins} testId="allocation-by-coin" />
        <AllocationList title={t('analytics.byVenue')} parts={venues} testId="allocation-by-venue" />
      </div>
    </Section>
  );
}

export function ValueTrendSection({ assets, days }: { assets: AssetOverview; days: number }) {
  const { t } = useTranslation('data');
  return (
    <Section title={t('analytics.valueTrend')}>
      <p className="-mt-2 text-xs opacity-60">{t('analytics.trendNote')}</p>
      {assets.trend.length > 0 ? (
        <ValueTrendChart trend={assets.trend} />
      ) : (
        <EmptyState title={t('analytics.noTrend')} body={t('analytics.noTrendBody', { count: days })} />
      )}
    </Section>
  );
}
