// /record: the transaction history in two views, the exchange orders and trades of the bound
// accounts (transaction-history.tsx) and the DEX orders (swaps sent from wallets), chosen by the
// `view` query parameter so the DEX trading screen can link straight to its swaps.
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { PageHeader } from '../../components/page.tsx';
import { TabStrip } from '../../components/switch-tabs.tsx';
import { useMarketLists } from '../../lib/market-lists.ts';
import { DexHistory } from './dex/dex-history.tsx';
import { TransactionHistoryPage } from './transaction-history.tsx';

const VIEWS = ['cex', 'dex'] as const;

export function RecordPage() {
  const { t } = useTranslation('trading');
  useMarketLists();
  const search = useSearch({ from: '/_app/record' });
  const navigate = useNavigate({ from: '/record' });
  const view = search.view === 'dex' ? 'dex' : 'cex';
  const views = (
    <TabStrip
      tabs={VIEWS}
      value={view}
      name={t('dexTrade.record.views')}
      label={(option) => t(`dexTrade.record.${option}`)}
      onChange={(option) => void navigate({ search: option === 'dex' ? { view: 'dex' } : {} })}
      className="tabs-box tabs-sm mb-4 w-fit"
    />
  );
  if (view === 'cex') return <TransactionHistoryPage views={views} />;
  return (
    <>
      <PageHeader title={t('history.title')} description={t('dexTrade.record.subtitle')} />
      {views}
      <DexHistory />
    </>
  );
}
