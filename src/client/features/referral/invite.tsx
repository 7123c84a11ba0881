// /invite: the referral page: code, link, rules, earnings, today's and total referrals.
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { ListLoadFailed, LoadingDots } from '../../components/list-status.tsx';
import { PageHeader, Section } from '../../components/page.tsx';
import { CopyField } from './copy-field.tsx';
import { type InviteInfo, useInviteInfo } from './get-invite-info.ts';
import { InviteQr } from './invite-qr.tsx';
import { InviteRules } from './invite-rules.tsx';
import { InviteStats } from './invite-stats.tsx';

export function InvitePage() {
  const { t } = useTranslation('referral');
  const { state, retry } = useInviteInfo();
  return (
    <>
      <PageHeader
        title={t('invite.title')}
        description={t('invite.subtitle')}
        actions={
          <Link to="/inviteRecord" className="btn btn-sm btn-outline">
            {t('invite.records')}
          </Link>
        }
      />
      {state.status === 'loading' && (
        <div className="flex justify-center py-10">
          <LoadingDots label={t('invite.loading')} />
        </div>
      )}
      {state.status === 'failed' && <ListLoadFailed message={t('invite.loadFailed')} retryLabel={t('invite.retry')} onRetry={retry} />}
      {state.status === 'ready' && <InviteDetails info={state.data} />}
    </>
  );
}

function InviteDetails({ info }: { info: InviteInfo }) {
  const { t } = useTranslation('referral');
  return (
    <div className="flex flex-col gap-4">
      <InviteStats info={info} />
      <div className="grid gap-4 xl:grid-cols-2">
        <Section title={t('invite.yourCode')}>
          <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
            <div className="flex w-full min-w-0 flex-col gap-3">
              <CopyField id="invite-code" label={t('invite.code')} copyLabel={t('copy.code')} value={info.code} />
              <CopyField id="invite-link" label={t('invite.link')} copyLabel={t('copy.link')} value={info.invite_url} wrap />
            </div>
            <InviteQr text={info.invite_url} />
          </div>
        </Section>
        <InviteRules rewardPercent={info.reward_percent} />
      </div>
    </div>
  );
}
