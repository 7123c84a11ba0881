// The DEX trading screen's own history: the swaps on this pair (a bot's, a DEX batch order's, the
// main wallet's), newest first and following pending ones by themselves, with the DEX Batch Order
// dialog and the way to the whole history on /record.
import { Link } from '@tanstack/react-router';
import { Layers } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { SWAP_SOURCES, SWAP_STATUSES, type SwapSource, type SwapStatus } from '../../../../shared/contracts/trade/dex-swap-fields.ts';
import { ListPager } from '../../../components/list-pager.tsx';
import { EmptyState, Section } from '../../../components/page.tsx';
import { useWebList } from '../../../lib/market-lists.ts';
import { LabelledSelect } from '../form/labelled-fields.tsx';
import type { DexPair } from '../pair/market-pair.ts';
import { BatchSwapDialog } from './batch-swap-dialog.tsx';
import { DexOrdersTable } from './dex-orders-table.tsx';
import { useDexOrders } from './use-dex-orders.ts';

const PAGE_SIZE = 10;

export function DexOrdersPanel({ pair, className = '' }: { pair: DexPair; className?: string }) {
  const { t } = useTranslation('trading');
  const chain = useWebList().find((entry) => entry.web === pair.web && entry.chain)?.chain ?? null;
  const [source, setSource] = useState<'' | SwapSource>('');
  const [status, setStatus] = useState<'' | SwapStatus>('');
  const [page, setPage] = useState(1);
  const [batchOpen, setBatchOpen] = useState(false);
  const filter = {
    web: pair.web,
    yenUnit1: pair.yenUnit1,
    yenUnit2: pair.yenUnit2,
    ...(source ? { source } : {}),
    ...(status ? { status } : {}),
  };
  const { result } = useDexOrders(filter, page, PAGE_SIZE);
  const title = t('dexTrade.history.title');

  return (
    <Section
      title={title}
      className={`min-w-0 ${className}`}
      actions={
        <>
          <button type="button" className="btn btn-xs btn-primary" onClick={() => setBatchOpen(true)} disabled={!chain}>
            <Layers aria-hidden="true" className="size-3" />
            {t('dexTrade.batch.open')}
          </button>
          <Link to="/record" search={{ view: 'dex' }} className="btn btn-xs btn-outline">
            {t('dexTrade.history.all')}
          </Link>
        </>
      }
    >
      <div className="grid grid-cols-2 gap-3 sm:max-w-md" data-testid="dex-orders-filters">
        <LabelledSelect
          label={t('dexTrade.history.source')}
          value={source}
          choices={[
            { value: '', label: t('dexTrade.history.allSources') },
            ...SWAP_SOURCES.map((value) => ({ value, label: t(`dexTrade.history.sources.${value}`) })),
          ]}
          onChange={(value) => {
            setSource(value);
            setPage(1);
          }}
        />
        <LabelledSelect
          label={t('columns.status')}
          value={status}
          choices={[
            { value: '', label: t('history.allStatuses') },
            ...SWAP_STATUSES.map((value) => ({ value, label: t(`dexTrade.history.statuses.${value}`) })),
          ]}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
      </div>
      {!result && <p className="text-sm opacity-70">{t('book.loading')}</p>}
      {result && result.total === 0 && <EmptyState title={t('dexTrade.history.empty')} body={t('dexTrade.history.emptyBody')} />}
      {result && result.total > 0 && <DexOrdersTable swaps={result.list} showPair={false} caption={title} />}
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
      {batchOpen && chain && <BatchSwapDialog pair={pair} chain={chain} onClose={() => setBatchOpen(false)} />}
    </Section>
  );
}
