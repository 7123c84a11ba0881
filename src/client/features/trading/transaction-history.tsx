// /record: transaction history: orders or trades across the bound accounts, filtered by exchange,
// pair, side, status and date within the last 3 months, a page at a time, the open orders in view
// following the venue by themselves (use-history-page.ts); and the export.
import { Download, RefreshCw } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { getExchangeAccounts } from '../../../shared/contracts/exchange-accounts/get-exchange-accounts.ts';
import { HISTORY_KINDS } from '../../../shared/contracts/trade/cex-orders.ts';
import { ORDER_STATUSES } from '../../../shared/contracts/trade/fields.ts';
import { ListPager } from '../../components/list-pager.tsx';
import { EmptyState, PageHeader, Section } from '../../components/page.tsx';
import { api } from '../../lib/api/api.ts';
import { useMarketLists, useWebList } from '../../lib/market-lists.ts';
import { fixed, localDateTime } from './format.ts';
import { LabelledInput, LabelledSelect } from './form/labelled-fields.tsx';
import { DateRangeFields } from './history/date-range-fields.tsx';
import { ExportDialog } from './history/export-dialog.tsx';
import { checkFilters, earliestShown, type FilterProblem, type HistoryFilters } from './history/history-filters.ts';
import { HistoryTable } from './history/history-table.tsx';
import { useHistoryPage } from './history/use-history-page.ts';

const PAGE_SIZE = 50;
const EMPTY: HistoryFilters = { kind: 'orders', web: '', pair: '', side: '', status: '', start: '', end: '' };

/** `views`: the switch to the DEX orders, when the page is shown with it (record-page.tsx). */
export function TransactionHistoryPage({ views }: { views?: ReactNode }) {
  const { t } = useTranslation('trading');
  useMarketLists();
  const webList = useWebList();
  const [webs, setWebs] = useState<string[]>([]);
  const [draft, setDraft] = useState<HistoryFilters>(EMPTY);
  const [filters, setFilters] = useState<HistoryFilters>(EMPTY);
  const [page, setPage] = useState(1);
  const { result, loading, reload } = useHistoryPage(filters, page, PAGE_SIZE);
  const [problem, setProblem] = useState<FilterProblem | null>(null);
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    api
      .call(getExchangeAccounts, {})
      .then((answer) => setWebs(answer.list.map((account) => account.web)))
      .catch(() => undefined);
  }, []);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = checkFilters(draft, false);
    setProblem(found);
    if (found) return;
    setPage(1);
    setFilters(draft);
  };
  const set = (field: keyof HistoryFilters) => (value: string) => setDraft((old) => ({ ...old, [field]: value }));
  const venueName = (web: string) => webList.find((venue) => venue.web === web)?.exchange ?? web;

  return (
    <>
      <PageHeader
        title={t('history.title')}
        description={t('history.subtitle')}
        actions={
          <button type="button" className="btn btn-sm btn-outline" onClick={() => setExporting(true)}>
            <Download aria-hidden="true" className="size-4" />
            {t('history.export')}
          </button>
        }
      />
      {views}
      <Section title={t('history.filters')}>
        <form className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" onSubmit={apply} noValidate data-testid="history-filters">
          <LabelledSelect
            label={t('history.kind')}
            value={draft.kind}
            choices={HISTORY_KINDS.map((kind) => ({ value: kind, label: t(`history.kinds.${kind}`) }))}
            onChange={set('kind')}
          />
          <LabelledSelect
            label={t('columns.exchange')}
            value={draft.web}
            choices={[{ value: '', label: t('history.allExchanges') }, ...webs.map((web) => ({ value: web, label: venueName(web) }))]}
            onChange={set('web')}
          />
          <LabelledInput
            label={t('columns.pair')}
            className="uppercase"
            value={draft.pair}
            placeholder={t('pair.example')}
            onChange={set('pair')}
          />
          <LabelledSelect
            label={t('columns.side')}
            value={draft.side}
            choices={[
              { value: '', label: t('history.allSides') },
              { value: 'buy', label: t('manual.buy') },
              { value: 'sell', label: t('manual.sell') },
            ]}
            onChange={set('side')}
          />
          {draft.kind === 'orders' && (
            <LabelledSelect
              label={t('columns.status')}
              value={draft.status}
              choices={[
                { value: '', label: t('history.allStatuses') },
                ...ORDER_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
              ]}
              onChange={set('status')}
            />
          )}
          <DateRangeFields
            start={draft.start}
            end={draft.end}
            onStart={set('start')}
            onEnd={set('end')}
            startPlaceholder={earliestShown(Date.now())}
          />
          <div className="flex items-end gap-2">
            <button type="submit" className="btn btn-primary btn-sm">
              {t('history.apply')}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" aria-label={t('history.refresh')} onClick={reload} disabled={loading}>
              <RefreshCw aria-hidden="true" className={`size-4 ${loading ? 'animate-spin' : ''}`} />
            </button>
          </div>
          {problem && (
            <p className="text-error text-sm sm:col-span-2 lg:col-span-4" role="alert">
              {t(problem)}
            </p>
          )}
        </form>
        <p className="text-xs opacity-60">{t('history.window')}</p>
      </Section>
      <div className="mt-4">
        <Section title={t(`history.kinds.${filters.kind}`)}>
          {result && result.total > 0 && (
            <HistoryTable kind={filters.kind} result={result} venueName={venueName} fixed={fixed} time={localDateTime} />
          )}
          {result && result.total === 0 && <EmptyState title={t('history.empty')} body={t('history.emptyBody')} />}
          {!result && loading && <p className="text-sm opacity-70">{t('book.loading')}</p>}
          {result && (
            <ListPager
              className="self-center"
              page={page}
              total={result.total}
              pageSize={PAGE_SIZE}
              onPage={setPage}
              previousLabel={t('history.previous')}
              nextLabel={t('history.next')}
              positionLabel={(pages) => t('history.page', { page, pages })}
            />
          )}
        </Section>
      </div>
      {exporting && <ExportDialog filters={filters} onClose={() => setExporting(false)} />}
    </>
  );
}
