// /realTimeData: real-time assets: the value of every bound exchange account and wallet chain in
// USDT (all, exchanges, wallets) and every balance behind it, refreshed every 5 s while the page
// is visible.
import { useTranslation } from '../../lib/use-translation.ts';
import { ListLoadFailed, LoadingDots } from '../../components/list-status.tsx';
import { EmptyState, PageHeader, Section } from '../../components/page.tsx';
import { FigureTile } from './figure-tile.tsx';
import { useFigureFormat } from './format.ts';
import { BalanceList } from './realtime/balance-list.tsx';
import { useRealTimeAssets } from './realtime/use-real-time-assets.ts';

export function RealTimeAssetsPage() {
  const { t } = useTranslation('data');
  const format = useFigureFormat();
  const { data, failed, retry } = useRealTimeAssets();
  const total = (value: number | undefined) => (value === undefined ? '—' : format.value(value));
  return (
    <>
      <PageHeader title={t('realtime.title')} description={t('realtime.subtitle')} />
      <div className="mb-4 grid grid-cols-1 gap-2 sm:grid-cols-3 sm:gap-3" data-testid="real-time-totals">
        <FigureTile label={t('realtime.total')} value={total(data?.total_usdt)} unit="USDT" testId="total-all" />
        <FigureTile label={t('realtime.cex')} value={total(data?.cex_usdt)} unit="USDT" testId="total-cex" />
        <FigureTile label={t('realtime.wallets')} value={total(data?.wallets_usdt)} unit="USDT" testId="total-wallets" />
      </div>
      <Section title={t('realtime.balances')}>
        <p className="-mt-2 text-xs opacity-60">{t('realtime.refreshNote')}</p>
        {failed && <ListLoadFailed message={t('loadFailed')} retryLabel={t('common:actions.retry')} onRetry={retry} />}
        {!data && !failed && <LoadingDots label={t('loading')} />}
        {data && data.list.length === 0 && <EmptyState title={t('realtime.empty')} body={t('realtime.emptyBody')} />}
        {data && data.list.length > 0 && <BalanceList balances={data.list} />}
      </Section>
    </>
  );
}
