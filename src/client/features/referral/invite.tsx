// /invite: the referral page: code, link, rules, earnings, today's and total referrals.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader, Section, Stat } from '../../components/page.tsx';

const RULES = ['share', 'register', 'earn', 'credit'] as const;

export function InvitePage() {
  const { t } = useTranslation('referral');
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
      <div className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Stat label={t('invite.earnings')} value={null} hint={t('invite.usdt')} />
        <Stat label={t('invite.today')} value={null} />
        <Stat label={t('invite.total')} value={null} />
      </div>
      <div className="grid gap-4 xl:grid-cols-2">
        <Section title={t('invite.yourCode')}>
          <div className="flex flex-col gap-3">
            <label className="flex flex-col gap-1 text-sm">
              {t('invite.code')}
              <input className="input w-full font-mono" readOnly value="" placeholder={t('invite.loading')} />
            </label>
            <label className="flex flex-col gap-1 text-sm">
              {t('invite.link')}
              <input className="input w-full font-mono" readOnly value="" placeholder={t('invite.loading')} />
            </label>
          </div>
        </Section>
        <Section title={t('invite.rules')}>
          <ol className="list-inside list-decimal space-y-2 text-sm opacity-85">
            {RULES.map((rule) => (
              <li key={rule}>{t(`invite.ruleItems.${rule}`)}</li>
            ))}
          </ol>
        </Section>
      </div>
    </>
  );
}
