// /record's DEX orders: every swap the console sent for the user in the last 3 months (bots, DEX
// batch orders, main-wallet orders), filtered by DEX venue, pair, source, status and side, a page
// at a time; pending swaps follow the chain by themselves.
import { RefreshCw } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { WEB_TYPES } from '../../../../shared/catalogue/venue-kinds.ts';
import { SWAP_SOURCES, SWAP_STATUSES, type SwapSource, type SwapStatus } from '../../../../shared/contracts/trade/dex-swap-fields.ts';
import type { TradeSide } from '../../../../shared/contracts/trade/fields.ts';
import { ListPager } from '../../../components/list-pager.tsx';
import { EmptyState, Section } from '../../../components/page.tsx';
import { useWebList } from '../../../lib/market-lists.ts';
import { LabelledInput, LabelledSelect } from '../form/labelled-fields.tsx';
import { parsePairText } from '../pair/pair-text.ts';
import { DexOrdersTable } from './dex-orders-table.tsx';
import { type DexOrdersFilter, useDexOrders } from './use-dex-orders.ts';

const PAGE_SIZE = 20;

interface Draft {
  web: string;
  pair: string;
  source: '' | SwapSource;
  status: '' | SwapStatus;
  side: '' | TradeSide;
}

const EMPTY: Draft = { web: '', pair: '', source: '', status: '', side: '' };

function filterOf(draft: Draft): DexOrdersFilter {
  const pair = draft.pair.trim() ? parsePairText(draft.pair) : null;
  return {
    ...(draft.web ? { web: draft.web } : {}),
    ...(pair ? { yenUnit1: pair[0], yenUnit2: pair[1] } : {}),
    ...(draft.source ? { source: draft.source } : {}),
    ...(draft.status ? { status: draft.status } : {}),
    ...(draft.side ? { side: draft.side } : {}),
  };
}

export function DexHistory() {
  const { t } = useTranslation('trading');
  const venues = [
    ...new Map(
      useWebList()
        .filter((entry) => entry.web_type === WEB_TYPES.dex)
        .map((entry) => [entry.web, entry.exchange]),
    ),
  ];
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [filter, setFilter] = useState<DexOrdersFilter>({});
  const [pairProblem, setPairProblem] = useState(false);
  const [page, setPage] = useState(1);
  const { result, loading, reload } = useDexOrders(filter, page, PAGE_SIZE);
  const set =
    <K extends keyof Draft>(field: K) =>
    (value: Draft[K]) =>
      setDraft((old) => ({ ...old, [field]: value }));
  const title = t('dexTrade.history.title');

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const badPair = draft.pair.trim() !== '' && !parsePairText(draft.pair);
    setPairProblem(badPair);
    if (badPair) return;
    setPage(1);
    setFilter(filterOf(draft));
  };

  return (
    <>
      <Section title={t('history.filters')}>
        <form className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" onSubmit={apply} noValidate data-testid="dex-history-filters">
          <LabelledSelect
            label={t('columns.exchange')}
            value={draft.web}
            choices={[{ value: '', label: t('history.allExchanges') }, ...venues.map(([web, name]) => ({ value: web, label: name }))]}
            onChange={set('web')}
          />
          <LabelledInput
            label={t('columns.pair')}
            className={`uppercase ${pairProblem ? 'input-error' : ''}`}
            value={draft.pair}
            placeholder={t('dexTrade.history.pairExample')}
            onChange={set('pair')}
            hint={
              pairProblem ? (
                <span className="text-error text-xs" role="alert">
                  {t('history.errors.pair')}
                </span>
              ) : null
            }
          />
          <LabelledSelect
            label={t('dexTrade.history.source')}
            value={draft.source}
            choices={[
              { value: '', label: t('dexTrade.history.allSources') },
              ...SWAP_SOURCES.map((value) => ({ value, label: t(`dexTrade.history.sources.${value}`) })),
            ]}
            onChange={set('source')}
          />
          <LabelledSelect
            label={t('columns.status')}
            value={draft.status}
            choices={[
              { value: '', label: t('history.allStatuses') },
              ...SWAP_STATUSES.map((value) => ({ value, label: t(`dexTrade.history.statuses.${value}`) })),
            ]}
            onChange={set('status')}
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
          <div className="flex items-end gap-2">
            <button type="submit" className="btn btn-primary btn-sm">
              {t('history.apply')}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" aria-label={t('history.refresh')} onClick={reload} disabled={loading}>
              <RefreshCw aria-hidden="true" className={`size-4 ${loading ? 'animate-spin' : ''}`} />
            </button>
          </div>
        </form>
        <p className="text-xs opacity-60">{t('history.window')}</p>
      </Section>
      <div className="mt-4">
        <Section title={title}>
          {result && result.total > 0 && <DexOrdersTable swaps={result.list} showPair caption={title} />}
          {result && result.total === 0 && <EmptyState title={t('dexTrade.history.empty')} body={t('dexTrade.history.emptyBody')} />}
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
    </>
  );
}
