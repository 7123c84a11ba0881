// /realTimeData: real-time assets across the bound accounts and wallets.
import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader, Stat, TableSection } from '../../components/page.tsx';

export function RealTimeAssetsPage() {
  const { t } = useTranslation('data');
  return (
    <>
      <PageHeader title={t('realtime.title')} description={t('realtime.subtitle')} />
      <div className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Stat label={t('realtime.total')} value={null} />
        <Stat label={t('realtime.cex')} value={null} />
        <Stat label={t('realtime.wallets')} value={null} />
      </div>
      <TableSection
        title={t('realtime.balances')}
        columns={[
          t('realtime.columns.source'),
          t('realtime.columns.asset'),
          t('realtime.columns.amount'),
          t('realtime.columns.value'),
          t('realtime.columns.updated'),
        ]}
        empty={<EmptyState title={t('realtime.empty')} body={t('realtime.emptyBody')} />}
      />
    </>
  );
}
