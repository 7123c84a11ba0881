// /inviteRecord: the invitees and their plan payments.
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader, Section, TableFrame } from '../../components/page.tsx';

export function InviteRecordPage() {
  const { t } = useTranslation('referral');
  return (
    <>
      <PageHeader
        title={t('records.title')}
        description={t('records.subtitle')}
        actions={
          <Link to="/invite" className="btn btn-sm btn-ghost">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('records.back')}
          </Link>
        }
      />
      <Section title={t('records.list')}>
        <TableFrame
          caption={t('records.list')}
          columns={[
            t('records.columns.account'),
            t('records.columns.registered'),
            t('records.columns.paymentTime'),
            t('records.columns.reward'),
          ]}
          empty={<EmptyState title={t('records.empty')} body={t('records.emptyBody')} />}
        />
      </Section>
    </>
  );
}
