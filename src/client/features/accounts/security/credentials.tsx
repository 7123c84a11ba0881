// Password, e-mail, Google Authenticator and phone, each with what can be done about it. Shown on
// the security centre and, in part, on the profile.
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountInfo } from '../../../../shared/contracts/account/get-account-info.ts';
import type { SecurityState } from '../../../../shared/contracts/account/security-state.ts';
import { ChangeEmailDialog } from '../profile/change-email-dialog.tsx';
import { ChangePasswordDialog } from '../profile/change-password-dialog.tsx';
import { AuthenticatorDialog } from './authenticator-dialog.tsx';

export type Credential = 'password' | 'email' | 'authenticator' | 'phone';
type Open = Exclude<Credential, 'phone'> | null;

export function CredentialRow({ title, body, value, action }: { title: string; body?: string; value?: ReactNode; action?: ReactNode }) {
  return (
    <li className="border-base-300 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b py-3 last:border-b-0">
      {/* At least 12rem for the title and its line: on a narrow screen the value and button wrap below. */}
      <span className="min-w-0 flex-[1_1_12rem]">
        <span className="block font-medium">{title}</span>
        {body && <span className="block text-sm opacity-70">{body}</span>}
      </span>
      <span className="ml-auto flex max-w-full min-w-0 flex-wrap items-center justify-end gap-3">
        {value !== undefined && <span className="text-sm break-all">{value}</span>}
        {action}
      </span>
    </li>
  );
}

export function Credentials({
  info,
  show,
  onSecurityChanged,
  onEmailChanged,
}: {
  info: AccountInfo;
  show: readonly Credential[];
  onSecurityChanged(state: SecurityState): void;
  onEmailChanged(email: string): void;
}) {
  const { t } = useTranslation('accounts');
  const [open, setOpen] = useState<Open>(null);
  const authOn = info.google_authenticator_switch;
  const rows: Record<Credential, ReactNode> = {
    password: (
      <CredentialRow
        key="password"
        title={t('security.items.password.title')}
        body={t('security.items.password.body')}
        action={
          <button type="button" className="btn btn-sm btn-outline" onClick={() => setOpen('password')}>
            {t('security.items.password.action')}
          </button>
        }
      />
    ),
    email: (
      <CredentialRow
        key="email"
        title={t('security.items.email.title')}
        body={t('security.items.email.body')}
        value={info.email || <span className="opacity-60">{t('security.items.email.none')}</span>}
        action={
          <button type="button" className="btn btn-sm btn-outline" onClick={() => setOpen('email')}>
            {t(info.email ? 'security.items.email.change' : 'security.items.email.add')}
          </button>
        }
      />
    ),
    authenticator: (
      <CredentialRow
        key="authenticator"
        title={t('security.items.authenticator.title')}
        body={t('security.items.authenticator.body')}
        value={
          <span className={info.google_authenticator_bound ? 'text-success' : 'opacity-60'}>
            {t(info.google_authenticator_bound ? 'security.items.authenticator.bound' : 'security.items.authenticator.notBound')}
          </span>
        }
        action={
          <button type="button" className="btn btn-sm btn-outline" onClick={() => setOpen('authenticator')}>
            {t(info.google_authenticator_bound ? 'security.items.authenticator.change' : 'security.items.authenticator.add')}
          </button>
        }
      />
    ),
    phone: (
      <CredentialRow
        key="phone"
        title={t('security.items.phone.title')}
        body={t('security.items.phone.unavailable')}
        action={
          <button type="button" className="btn btn-sm btn-outline" disabled>
            {t('security.items.phone.action')}
          </button>
        }
      />
    ),
  };
  return (
    <>
      <ul>{show.map((credential) => rows[credential])}</ul>
      {open === 'password' && <ChangePasswordDialog authenticatorOn={authOn} onClose={() => setOpen(null)} />}
      {open === 'email' && (
        <ChangeEmailDialog
          current={info.email}
          authenticatorOn={authOn}
          onClose={() => setOpen(null)}
          onDone={(email) => {
            setOpen(null);
            onEmailChanged(email);
          }}
        />
      )}
      {open === 'authenticator' && (
        <AuthenticatorDialog
          email={info.email}
          oldSwitchOn={info.google_authenticator_bound && authOn}
          onClose={() => setOpen(null)}
          onDone={(state) => {
            setOpen(null);
            onSecurityChanged(state);
          }}
        />
      )}
    </>
  );
}
