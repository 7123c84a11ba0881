// /data: Analytics: today's data, historical data over 7/15/30 days, asset snapshot and
// allocation, daily buy/sell volume, asset value trend, and the transactions export.
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SegmentedChoice } from '../../components/segmented-choice.tsx';
import { EmptyState, PageHeader, Section, Stat } from '../../components/page.tsx';

const RANGES = [7, 15, 30] as const;
const TODAY = ['volume', 'buyVolume', 'sellVolume', 'trades'] as const;
const CHARTS = ['snapshot', 'allocation', 'dailyVolume', 'valueTrend'] as const;

export function AnalyticsPage() {
  const { t } = useTranslation('data');
  const [range, setRange] = useState<(typeof RANGES)[number]>(7);
  return (
    <>
      <PageHeader
        title={t('analytics.title')}
        description={t('analytics.subtitle')}
        actions={
          <button type="button" className="btn btn-sm btn-outline" disabled>
            <Download aria-hidden="true" className="size-4" />
            {t('analytics.export')}
          </button>
        }
      />
      <Section title={t('analytics.today')} className="mb-4">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {TODAY.map((figure) => (
            <Stat key={figure} label={t(`analytics.figures.${figure}`)} value={null} />
          ))}
        </div>
      </Section>
      <Section
        title={t('analytics.history')}
        actions={
          <SegmentedChoice
            name="range"
            legend={t('analytics.rangeLabel')}
            size="xs"
            value={range}
            onChange={setRange}
            options={RANGES.map((days) => ({ value: days, label: t('analytics.lastDays', { count: days }) }))}
          />
        }
      >
        <div className="grid gap-4 lg:grid-cols-2">
          {CHARTS.map((chart) => (
            <div key={chart} className="bg-base-100 border-base-300 rounded-box border p-4">
              <h3 className="text-sm font-semibold">{t(`analytics.charts.${chart}`)}</h3>
              <EmptyState title={t('analytics.empty')} body={t('analytics.emptyBody', { count: range })} />
            </div>
          ))}
        </div>
      </Section>
    </>
  );
}
