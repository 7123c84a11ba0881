// /userRiskManagement: the risk users of a futures market and a way into each one's detail.
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader, TableSection } from '../../components/page.tsx';

export function RiskUsersPage() {
  const { t } = useTranslation('trading');
  return (
    <>
      <PageHeader
        title={t('riskUsers.title')}
        description={t('riskUsers.subtitle')}
        actions={
          <button type="button" className="btn btn-sm btn-primary" disabled>
            <Plus aria-hidden="true" className="size-4" />
            {t('riskUsers.add')}
          </button>
        }
      />
      <TableSection
        title={t('riskUsers.list')}
        columns={[t('riskUsers.columns.user'), t('riskUsers.columns.market'), t('riskUsers.columns.created'), t('columns.actions')]}
        empty={<EmptyState title={t('riskUsers.empty')} body={t('riskUsers.emptyBody')} />}
      />
    </>
  );
}
