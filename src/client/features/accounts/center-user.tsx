// /centerUser: the profile: username, plan level and end with upgrade/renew, auto-renew, password,
// e-mail and phone, the last login, and the login records.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { AccountInfo } from '../../../shared/contracts/account/get-account-info.ts';
import { Section } from '../../components/page.tsx';
import { AccountGate } from './account-gate.tsx';
import { applyAccountChanges, applySecurityState } from '../../lib/account-info.ts';
import { daysUntil, formatDateTime } from '../../lib/format-time.ts';
import { LoginRecords } from './profile/login-records.tsx';
import { Credentials } from './security/credentials.tsx';
import { SettingsPage } from './settings-nav.tsx';
import { AutoRenewSwitch } from '../../components/auto-renew-switch.tsx';

function Row({ label, children, labelFor }: { label: string; children: ReactNode; labelFor?: string }) {
  return (
    <div className="border-base-300 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b py-3 last:border-b-0">
      {labelFor ? (
        <label htmlFor={labelFor} className="text-sm opacity-70">
          {label}
        </label>
      ) : (
        <span className="text-sm opacity-70">{label}</span>
      )}
      <span className="ml-auto flex min-w-0 flex-wrap items-center justify-end gap-3 text-right">{children}</span>
    </div>
  );
}

function PlanRow({ info }: { info: AccountInfo }) {
  const { t } = useTranslation(['accounts', 'common']);
  const days = daysUntil(info.available_time, Date.now());
  return (
    <Row label={t('accounts:profile.plan')}>
      <span className="flex flex-col items-end">
        <span className="font-medium">{t(`common:plan.${info.level}`)}</span>
        <span className={`text-xs ${info.plan_expired ? 'text-error' : 'opacity-70'}`}>
          {info.plan_expired
            ? t('accounts:profile.expiredOn', { time: formatDateTime(info.available_time) })
            : t('accounts:profile.expiresOn', { time: formatDateTime(info.available_time), count: days })}
        </span>
      </span>
      <Link to="/renew" className="btn btn-sm btn-primary">
        {t(info.plan_expired ? 'accounts:profile.renew' : 'accounts:profile.upgradeRenew')}
      </Link>
    </Row>
  );
}

function ProfileDetails({ info }: { info: AccountInfo }) {
  const { t } = useTranslation('accounts');
  const last = info.last_login;
  return (
    <div className="grid grid-cols-1 items-start gap-4 xl:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-4">
        <Section title={t('profile.account')}>
          <div>
            <Row label={t('fields.username')}>
              <span className="font-medium" data-testid="profile-username">
                {info.user_name}
              </span>
            </Row>
            <PlanRow info={info} />
            <Row label={t('profile.autoRenew')} labelFor="auto-renew">
              <span id="auto-renew-hint" className="text-xs opacity-70">
                {t('profile.autoRenewHint')}
              </span>
              <AutoRenewSwitch
                id="auto-renew"
                hintId="auto-renew-hint"
                on={info.autoRenew}
                onChanged={(autoRenew) => applyAccountChanges({ autoRenew })}
              />
            </Row>
            <Row label={t('profile.lastLogin')}>
              {last ? (
                <span className="text-sm">
                  <span className="tabular-nums">{formatDateTime(last.time)}</span>
                  <span className="block text-xs opacity-70">
                    {last.ip} · {last.device || t('profile.unknownDevice')}
                  </span>
                </span>
              ) : (
                <span className="opacity-60">{t('profile.unknown')}</span>
              )}
            </Row>
          </div>
        </Section>
        <Section title={t('security.credentials')}>
          <Credentials
            info={info}
            show={['password', 'email', 'phone']}
            onSecurityChanged={applySecurityState}
            onEmailChanged={(email) => applyAccountChanges({ email })}
          />
        </Section>
      </div>
      <Section title={t('profile.loginRecords')}>
        <LoginRecords />
      </Section>
    </div>
  );
}

export function CenterUserPage() {
  return (
    <SettingsPage area="profile">
      <AccountGate>{(info) => <ProfileDetails info={info} />}</AccountGate>
    </SettingsPage>
  );
}
