// /inviteRecord: the invitees and their plan payments, a page at a time.
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { ListPager } from '../../components/list-pager.tsx';
import { ListLoadFailed, LoadingDots } from '../../components/list-status.tsx';
import { BackLink } from '../../components/page-back-link.tsx';
import { EmptyState, PageHeader, Section } from '../../components/page.tsx';
import { RECORDS_PAGE_SIZE, useInviteRecords } from './get-invite-records.ts';
import { RecordList } from './record-list.tsx';

export function InviteRecordPage() {
  const { t } = useTranslation('referral');
  const [page, setPage] = useState(1);
  const { state, retry } = useInviteRecords(page);
  return (
    <>
      <PageHeader
        title={t('records.title')}
        description={t('records.subtitle')}
        actions={<BackLink to="/invite" label={t('records.back')} />}
      />
      <Section
        title={t('records.list')}
        actions={state.status === 'ready' && <span className="text-sm opacity-70">{t('records.count', { count: state.data.total })}</span>}
      >
        {state.status === 'loading' && <LoadingDots label={t('records.loading')} />}
        {state.status === 'failed' && <ListLoadFailed message={t('records.loadFailed')} retryLabel={t('records.retry')} onRetry={retry} />}
        {state.status === 'ready' && state.data.list.length === 0 && (
          <EmptyState title={t('records.empty')} body={t('records.emptyBody')} />
        )}
        {state.status === 'ready' && state.data.list.length > 0 && <RecordList records={state.data.list} />}
        {state.status === 'ready' && (
          <ListPager
            className="self-center"
            label={t('records.pages')}
            page={page}
            total={state.data.total}
            pageSize={RECORDS_PAGE_SIZE}
            onPage={setPage}
            previousLabel={t('records.previous')}
            nextLabel={t('records.next')}
            positionLabel={(pages) => t('records.pageOf', { page, pages })}
          />
        )}
      </Section>
    </>
  );
}
