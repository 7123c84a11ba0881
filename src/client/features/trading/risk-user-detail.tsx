// /userRiskDetail?id=: one risk user's positions and trade logs.
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/page-back-link.tsx';
import { EmptyState, PageHeader, TableSection } from '../../components/page.tsx';

export function RiskUserDetailPage() {
  const { t } = useTranslation('trading');
  const { id } = useSearch({ from: '/_app/userRiskDetail' });
  return (
    <>
      <PageHeader
        title={t('riskDetail.title')}
        description={id ? t('riskDetail.subtitle', { id }) : t('riskDetail.noneChosen')}
        actions={<BackLink to="/userRiskManagement" label={t('riskDetail.back')} />}
      />
      <TableSection
        title={t('riskDetail.tradeLogs')}
        columns={[t('columns.time'), t('columns.side'), t('columns.price'), t('columns.amount'), t('riskDetail.pnl')]}
        empty={<EmptyState title={t('riskDetail.empty')} />}
      />
    </>
  );
}
