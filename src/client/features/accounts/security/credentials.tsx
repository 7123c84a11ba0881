// Password, e-mail, Google Authenticator and phone, each with what can be done about it. Shown on
// the security centre and, in part, on the profile.
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
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

/** A credential's row with its one button; without `onAction` the button is shown but unavailable. */
function ItemRow({
  item,
  body,
  value,
  action,
  onAction,
}: {
  item: Credential;
  body?: string;
  value?: ReactNode;
  action: string;
  onAction?: () => void;
}) {
  const { t } = useTranslation('accounts');
  return (
    <CredentialRow
      title={t(`security.items.${item}.title`)}
      body={body ?? t(`security.items.${item}.body`)}
      {...(value !== undefined ? { value } : {})}
      action={
        <button type="button" className="btn btn-sm btn-outline" onClick={onAction} disabled={!onAction}>
          {t(`security.items.${item}.${action}`)}
        </button>
      }
    />
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
  const authBound = info.google_authenticator_bound;
  const rows: Record<Credential, ReactNode> = {
    password: <ItemRow key="password" item="password" action="action" onAction={() => setOpen('password')} />,
    email: (
      <ItemRow
        key="email"
        item="email"
        value={info.email || <span className="opacity-60">{t('security.items.email.none')}</span>}
        action={info.email ? 'change' : 'add'}
        onAction={() => setOpen('email')}
      />
    ),
    authenticator: (
      <ItemRow
        key="authenticator"
        item="authenticator"
        value={
          <span className={authBound ? 'text-success' : 'opacity-60'}>
            {t(authBound ? 'security.items.authenticator.bound' : 'security.items.authenticator.notBound')}
          </span>
        }
        action={authBound ? 'change' : 'add'}
        onAction={() => setOpen('authenticator')}
      />
    ),
    phone: <ItemRow key="phone" item="phone" body={t('security.items.phone.unavailable')} action="action" />,
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
          oldSwitchOn={authBound && authOn}
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
