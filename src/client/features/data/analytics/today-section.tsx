// Today's data: the figures since the user's midnight and the same by bot.
import { useTranslation } from '../../../lib/use-translation.ts';
import { Section } from '../../../components/page.tsx';
import { BotTable } from './bot-table.tsx';
import { TradingFigures } from './trading-figures.tsx';
import type { DataOverview } from './use-analytics.ts';

export function TodaySection({
  overview,
  base,
  venueName,
}: {
  overview: DataOverview;
  base: string | null;
  venueName(web: string): string;
}) {
  const { t } = useTranslation('data');
  return (
    <Section title={t('analytics.today')}>
      <p className="-mt-2 text-xs opacity-60">{t('analytics.todayNote', { unit: overview.unit })}</p>
      <TradingFigures figures={overview.today} unit={overview.unit} base={base} testId="today-figures" />
      <h3 className="mt-2 text-sm font-semibold">{t('analytics.byBot')}</h3>
      {overview.today_by_bot.length === 0 ? (
        <p className="text-sm opacity-70">{t('analytics.noFillsToday')}</p>
      ) : (
        <BotTable rows={overview.today_by_bot} unit={overview.unit} venueName={venueName} />
      )}
    </Section>
  );
}
