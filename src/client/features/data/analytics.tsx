// /data: Analytics (spec §2). For the picked market or in total: today's data, the window's sums
// and daily volume (last 7, 15 or 30 days); across every account and wallet: the latest asset
// snapshot, its allocation and the value trend over the same window; and the transactions export.
import { ChartNoAxesColumn, Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { HISTORY_WINDOWS, type HistoryWindow, type TradedMarket } from '../../../shared/contracts/data/fields.ts';
import { EmptyState, PageHeader, Section } from '../../components/page.tsx';
import { SegmentedChoice } from '../../components/segmented-choice.tsx';
import { SnapshotSection, ValueTrendSection } from './analytics/asset-sections.tsx';
import { DailyVolumeSection, HistorySection } from './analytics/history-section.tsx';
import { keptChoice, marketFilter, TOTAL, venueNames } from './analytics/market-choice.ts';
import { MarketPicker } from './analytics/market-picker.tsx';
import { TodaySection } from './analytics/today-section.tsx';
import { type DataOverview, useAssetOverview, useDataOverview } from './analytics/use-analytics.ts';
import { ExportDialog } from './export/export-dialog.tsx';
import { Loaded } from './loaded.tsx';

export function AnalyticsPage() {
  const { t } = useTranslation('data');
  const [picked, setPicked] = useState(TOTAL);
  const [days, setDays] = useState<HistoryWindow>(7);
  const [exporting, setExporting] = useState(false);
  const trading = useDataOverview(picked, days);
  const assets = useAssetOverview(days);

  // The picker keeps the last list it was given while a new answer is on its way (or failed), and
  // falls back to the total if a picked market ever leaves the list.
  const known = useRef<readonly TradedMarket[]>([]);
  if (trading.state.status === 'ready') known.current = trading.state.data.markets;
  const markets = known.current;
  const market = keptChoice(picked, markets);
  useEffect(() => {
    if (market !== picked) setPicked(market);
  }, [market, picked]);
  const filter = marketFilter(market);
  const venueName = venueNames(markets);
  const marketName = filter.web
    ? t('markets.name', { venue: venueName(filter.web), base: filter.yenUnit1, quote: filter.yenUnit2 })
    : t('analytics.allMarkets');

  return (
    <>
      <PageHeader
        title={t('analytics.title')}
        description={t('analytics.subtitle')}
        actions={
          <button type="button" className="btn btn-sm btn-outline" onClick={() => setExporting(true)}>
            <Download aria-hidden="true" className="size-4" />
            {t('analytics.export')}
          </button>
        }
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <MarketPicker value={market} markets={markets} onChange={setPicked} />
        <SegmentedChoice
          name="days"
          legend={t('analytics.rangeLabel')}
          size="xs"
          value={days}
          onChange={setDays}
          options={HISTORY_WINDOWS.map((option) => ({ value: option, label: t('analytics.lastDays', { count: option }) }))}
        />
      </div>
      <div className="flex flex-col gap-4">
        <Loaded state={trading.state} onRetry={trading.retry} title={t('analytics.today')}>
          {(overview) =>
            hasTraded(overview) ? (
              <>
                <TodaySection overview={overview} base={filter.yenUnit1 ?? null} venueName={venueName} />
                <HistorySection overview={overview} days={days} base={filter.yenUnit1 ?? null} />
              </>
            ) : (
              <Section title={t('analytics.today')}>
                <EmptyState
                  icon={<ChartNoAxesColumn className="size-6" />}
                  title={t('analytics.noTrades')}
                  body={t('analytics.noTradesBody')}
                />
              </Section>
            )
          }
        </Loaded>
        {/* The two charts side by side on a wide screen: each half is still wider than a phone. */}
        <div className="grid gap-4 xl:grid-cols-2">
          <Loaded state={trading.state} onRetry={trading.retry} title={t('analytics.dailyVolume')}>
            {(overview) => <DailyVolumeSection overview={overview} days={days} />}
          </Loaded>
          <Loaded state={assets.state} onRetry={assets.retry} title={t('analytics.valueTrend')}>
            {(overview) => <ValueTrendSection assets={overview} days={days} />}
          </Loaded>
        </div>
        <Loaded state={assets.state} onRetry={assets.retry} title={t('analytics.snapshot')}>
          {(overview) => <SnapshotSection assets={overview} />}
        </Loaded>
      </div>
      {exporting && <ExportDialog market={filter} marketName={marketName} onClose={() => setExporting(false)} />}
    </>
  );
}

/** Whether the user has traded at all in the last 3 months (else one empty state says so). */
const hasTraded = (overview: DataOverview) => overview.markets.length > 0 || overview.window.fills > 0 || overview.today.fills > 0;
