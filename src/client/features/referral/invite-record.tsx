// /inviteRecord: the invitees and their plan payments.
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/page-back-link.tsx';
import { EmptyState, PageHeader, TableSection } from '../../components/page.tsx';

export function InviteRecordPage() {
  const { t } = useTranslation('referral');
  return (
    <>
      <PageHeader
        title={t('records.title')}
        description={t('records.subtitle')}
        actions={<BackLink to="/invite" label={t('records.back')} />}
      />
      <TableSection
        title={t('records.list')}
        columns={[
          t('records.columns.account'),
          t('records.columns.registered'),
          t('records.columns.paymentTime'),
          t('records.columns.reward'),
        ]}
        empty={<EmptyState title={t('records.empty')} body={t('records.emptyBody')} />}
      />
    </>
  );
}
