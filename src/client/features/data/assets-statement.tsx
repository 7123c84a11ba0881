// /property: Assets Statement (spec §2): one statement per month of the last 1, 3 or 6 months,
// newest first, downloadable as CSV; "No asset reports available." while there is none.
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { REPORT_MONTHS, type ReportMonths } from '../../../shared/contracts/data/fields.ts';
import type { AssetStatement } from '../../../shared/contracts/data/get-asset-statements.ts';
import { EmptyState, PageHeader, Section } from '../../components/page.tsx';
import { SegmentedChoice } from '../../components/segmented-choice.tsx';
import { useBotName } from './bot-name.ts';
import { Loaded } from './loaded.tsx';
import { saveTextFile } from './statement/save-file.ts';
import { StatementCard } from './statement/statement-card.tsx';
import { statementsCsv, statementsFileName } from './statement/statement-csv.ts';
import { useStatements } from './statement/use-statements.ts';

/** This month in the device's zone, as the statements name months. */
const thisMonth = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
};

export function AssetsStatementPage() {
  const { t } = useTranslation('data');
  const [months, setMonths] = useState<ReportMonths>(1);
  const { state, retry } = useStatements(months);
  const download = useStatementDownload();
  const list = state.status === 'ready' ? state.data.list : [];
  const current = thisMonth();

  return (
    <>
      <PageHeader
        title={t('statement.title')}
        description={t('statement.subtitle')}
        actions={
          <button type="button" className="btn btn-sm btn-outline" disabled={list.length === 0} onClick={() => download(list)}>
            <Download aria-hidden="true" className="size-4" />
            {t('statement.download')}
          </button>
        }
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs opacity-60">{t('statement.unitNote')}</p>
        <SegmentedChoice
          name="months"
          legend={t('statement.rangeLabel')}
          size="xs"
          value={months}
          onChange={setMonths}
          options={REPORT_MONTHS.map((option) => ({ value: option, label: t('statement.lastMonths', { count: option }) }))}
        />
      </div>
      <Loaded state={state} onRetry={retry} title={t('statement.reports')}>
        {(data) =>
          data.list.length === 0 ? (
            <Section title={t('statement.reports')}>
              <EmptyState title={t('statement.empty')} body={t('statement.emptyBody')} />
            </Section>
          ) : (
            data.list.map((statement) => (
              <StatementCard key={statement.month} statement={statement} current={statement.month === current} />
            ))
          )
        }
      </Loaded>
    </>
  );
}

/** Saves the statements shown as a CSV whose headers are in the user's language. */
function useStatementDownload(): (list: readonly AssetStatement[]) => void {
  const { t } = useTranslation('data');
  const botName = useBotName();
  return (list) => {
    const csv = statementsCsv(list, {
      headers: {
        month: t('statement.csv.month'),
        scope: t('statement.csv.scope'),
        name: t('statement.csv.name'),
        market: t('statement.csv.market'),
        opening: t('statement.csv.opening'),
        closing: t('statement.csv.closing'),
        deposits: t('statement.csv.deposits'),
        withdrawals: t('statement.csv.withdrawals'),
        volume: t('statement.csv.volume'),
        result: t('statement.csv.result'),
      },
      scopes: { total: t('statement.csv.total'), venue: t('statement.csv.venue'), bot: t('statement.csv.bot') },
      botName,
      marketName: (venue, base, quote) => t('markets.name', { venue, base, quote }),
    });
    saveTextFile(statementsFileName(list), csv, 'text/csv;charset=utf-8');
  };
}
