// /userRiskDetail?id=: one risk user's positions and trade logs.
import { Link, useSearch } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader, Section, TableFrame } from '../../components/page.tsx';

export function RiskUserDetailPage() {
  const { t } = useTranslation('trading');
  const { id } = useSearch({ from: '/_app/userRiskDetail' });
  return (
    <>
      <PageHeader
        title={t('riskDetail.title')}
        description={id ? t('riskDetail.subtitle', { id }) : t('riskDetail.noneChosen')}
        actions={
          <Link to="/userRiskManagement" className="btn btn-sm btn-ghost">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('riskDetail.back')}
          </Link>
        }
      />
      <Section title={t('riskDetail.tradeLogs')}>
        <TableFrame
          caption={t('riskDetail.tradeLogs')}
          columns={[t('columns.time'), t('columns.side'), t('columns.price'), t('columns.amount'), t('riskDetail.pnl')]}
          empty={<EmptyState title={t('riskDetail.empty')} />}
        />
      </Section>
    </>
  );
}
