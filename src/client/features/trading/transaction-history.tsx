// /record: transaction history: orders or trades across the bound accounts, filtered by exchange,
// pair, side, status and date within the last 3 months, a page at a time; and the export.
import { Download, RefreshCw } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResponseOf } from '../../../shared/contracts/define-call.ts';
import { getExchangeAccounts } from '../../../shared/contracts/exchange-accounts/get-exchange-accounts.ts';
import { cexOrders, HISTORY_KINDS } from '../../../shared/contracts/trade/cex-orders.ts';
import { ORDER_STATUSES } from '../../../shared/contracts/trade/fields.ts';
import { EmptyState, PageHeader, Section } from '../../components/page.tsx';
import { api } from '../../lib/api/api.ts';
import { useMarketLists, useWebList } from '../../lib/market-lists.ts';
import { fixed, localDateTime } from './format.ts';
import { ExportDialog } from './history/export-dialog.tsx';
import { checkFilters, earliestShown, type FilterProblem, type HistoryFilters, historyRequest } from './history/history-filters.ts';
import { HistoryTable } from './history/history-table.tsx';

const PAGE_SIZE = 50;
const EMPTY: HistoryFilters = { kind: 'orders', web: '', pair: '', side: '', status: '', start: '', end: '' };

export type HistoryPage = ResponseOf<typeof cexOrders>;

export function TransactionHistoryPage() {
  const { t } = useTranslation('trading');
  useMarketLists();
  const webList = useWebList();
  const [webs, setWebs] = useState<string[]>([]);
  const [draft, setDraft] = useState<HistoryFilters>(EMPTY);
  const [filters, setFilters] = useState<HistoryFilters>(EMPTY);
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<HistoryPage | null>(null);
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<FilterProblem | null>(null);
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    api
      .call(getExchangeAccounts, {})
      .then((answer) => setWebs(answer.list.map((account) => account.web)))
      .catch(() => undefined);
  }, []);

  const load = useCallback(() => {
    setLoading(true);
    api
      .call(cexOrders, { ...historyRequest(filters), page, page_size: PAGE_SIZE })
      .then(setResult)
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, [filters, page]);
  useEffect(load, [load]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = checkFilters(draft, false);
    setProblem(found);
    if (found) return;
    setPage(1);
    setFilters(draft);
  };
  const set = (field: keyof HistoryFilters) => (event: { target: { value: string } }) =>
    setDraft((old) => ({ ...old, [field]: event.target.value }));
  const venueName = (web: string) => webList.find((venue) => venue.web === web)?.exchange ?? web;
  const pages = result ? Math.max(1, Math.ceil(result.total / PAGE_SIZE)) : 1;

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
      <Section title={t('history.filters')}>
        <form className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" onSubmit={apply} noValidate data-testid="history-filters">
          <label className="flex flex-col gap-1 text-sm">
            {t('history.kind')}
            <select className="select select-sm w-full" value={draft.kind} onChange={set('kind')}>
              {HISTORY_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`history.kinds.${kind}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {t('columns.exchange')}
            <select className="select select-sm w-full" value={draft.web} onChange={set('web')}>
              <option value="">{t('history.allExchanges')}</option>
              {webs.map((web) => (
                <option key={web} value={web}>
                  {venueName(web)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {t('columns.pair')}
            <input className="input input-sm w-full uppercase" value={draft.pair} placeholder={t('pair.example')} onChange={set('pair')} />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {t('columns.side')}
            <select className="select select-sm w-full" value={draft.side} onChange={set('side')}>
              <option value="">{t('history.allSides')}</option>
              <option value="buy">{t('manual.buy')}</option>
              <option value="sell">{t('manual.sell')}</option>
            </select>
          </label>
          {draft.kind === 'orders' && (
            <label className="flex flex-col gap-1 text-sm">
              {t('columns.status')}
              <select className="select select-sm w-full" value={draft.status} onChange={set('status')}>
                <option value="">{t('history.allStatuses')}</option>
                {ORDER_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`statuses.${status}`)}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label className="flex flex-col gap-1 text-sm">
            {t('history.from')}
            <input
              className="input input-sm w-full tabular-nums"
              value={draft.start}
              placeholder={earliestShown(Date.now())}
              onChange={set('start')}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {t('history.to')}
            <input
              className="input input-sm w-full tabular-nums"
              value={draft.end}
              placeholder={t('history.datePlaceholder')}
              onChange={set('end')}
            />
          </label>
          <div className="flex items-end gap-2">
            <button type="submit" className="btn btn-primary btn-sm">
              {t('history.apply')}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" aria-label={t('history.refresh')} onClick={load} disabled={loading}>
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
          {result && result.total > PAGE_SIZE && (
            <div className="join self-center">
              <button type="button" className="btn btn-sm join-item" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('history.previous')}
              </button>
              <span className="btn btn-sm join-item pointer-events-none">{t('history.page', { page, pages })}</span>
              <button type="button" className="btn btn-sm join-item" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('history.next')}
              </button>
            </div>
          )}
        </Section>
      </div>
      {exporting && <ExportDialog filters={filters} onClose={() => setExporting(false)} />}
    </>
  );
}
