// The four login protections of the security centre (spec §6: per-user settings, disabling not
// recommended). Turning one on is a single call; weakening the account opens the dialog with the
// warning and the codes the server asks for; the authenticator switch always needs its code.
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { AccountInfo } from '../../../../shared/contracts/account/get-account-info.ts';
import { ipCheckSet } from '../../../../shared/contracts/account/ip-check-set.ts';
import { multiLoginSet } from '../../../../shared/contracts/account/multi-login-set.ts';
import { safeLoginSet } from '../../../../shared/contracts/account/safe-login-set.ts';
import type { SecurityState } from '../../../../shared/contracts/account/security-state.ts';
import { updateGoogleAuthenticatorSwitch } from '../../../../shared/contracts/account/update-google-authenticator-switch.ts';
import { confirmDialog, showToast } from '../../../components/feedback/feedback-atoms.ts';
import { api } from '../../../lib/api/api.ts';
import { translate } from '../../../lib/i18n.ts';
import { formatDateTime } from '../../../lib/format-time.ts';
import { type ProtectionChange, ProtectionDialog } from './protection-dialog.tsx';
import { proofPayload } from '../../../components/form/security-proof.tsx';

type SwitchItem = 'emailVerification' | 'authenticatorSwitch' | 'multiLogin' | 'ipCheck';
const ITEMS: SwitchItem[] = ['emailVerification', 'authenticatorSwitch', 'multiLogin', 'ipCheck'];

const switchValue = (info: AccountInfo, item: SwitchItem): boolean =>
  ({
    emailVerification: info.safe_login,
    authenticatorSwitch: info.google_authenticator_switch,
    multiLogin: info.multi_login,
    ipCheck: info.ip_check,
  })[item];

type Plan = { kind: 'call'; confirmKey?: string; perform(): Promise<SecurityState> } | { kind: 'dialog'; change: ProtectionChange };

/** Weakening a protection: the warning, then the e-mail code (and the authenticator's while it is on). */
const weakenWithProof = (item: SwitchItem, authOn: boolean, perform: ProtectionChange['perform']): Plan => ({
  kind: 'dialog',
  change: { item, weakens: true, needsEmailCode: true, needsAuthCode: authOn, perform },
});

/** What turning `item` to `next` takes: a direct call, a confirmation, or the proof dialog. */
function planChange(info: AccountInfo, item: SwitchItem, next: boolean): Plan {
  const authOn = info.google_authenticator_switch;
  switch (item) {
    case 'emailVerification':
      if (next) return { kind: 'call', perform: () => api.call(safeLoginSet, { safe_login: true }) };
      return weakenWithProof(item, authOn, (proof) => api.call(safeLoginSet, { safe_login: false, ...proofPayload(proof, authOn) }));
    case 'ipCheck':
      if (next) return { kind: 'call', perform: () => api.call(ipCheckSet, { ip_check: true }) };
      return weakenWithProof(item, authOn, (proof) => api.call(ipCheckSet, { ip_check: false, ...proofPayload(proof, authOn) }));
    case 'multiLogin':
      // Here "on" is the weaker setting; turning it off ends the user's other sessions.
      if (!next)
        return {
          kind: 'call',
          confirmKey: 'security.items.multiLogin.offConfirm',
          perform: () => api.call(multiLoginSet, { multi_login: false }),
        };
      return weakenWithProof(item, authOn, (proof) => api.call(multiLoginSet, { multi_login: true, ...proofPayload(proof, authOn) }));
    case 'authenticatorSwitch':
      return {
        kind: 'dialog',
        change: {
          item,
          weakens: !next,
          // Off weakens the account: the e-mail code as well as a current code.
          needsEmailCode: !next,
          needsAuthCode: true,
          perform: (proof) =>
            api.call(updateGoogleAuthenticatorSwitch, {
              google_authenticator_switch: next,
              auth_code: proof.auth_code,
              ...(next ? {} : { email_code: proof.email_code }),
            }),
        },
      };
  }
}

export function SecuritySwitches({ info, onChanged }: { info: AccountInfo; onChanged(state: SecurityState): void }) {
  const { t } = useTranslation('accounts');
  const [dialog, setDialog] = useState<ProtectionChange | null>(null);
  const [calling, setCalling] = useState<SwitchItem | null>(null);

  const toggle = async (item: SwitchItem) => {
    if (calling) return;
    if (item === 'authenticatorSwitch' && !info.google_authenticator_bound) {
      showToast(translate('messages:validation.bindAuthenticatorFirst'), 3000);
      return;
    }
    const plan = planChange(info, item, !switchValue(info, item));
    if (plan.kind === 'dialog') return setDialog(plan.change);
    if (plan.confirmKey && !(await confirmDialog(translate(`accounts:${plan.confirmKey}`)))) return;
    setCalling(item);
    try {
      onChanged(await plan.perform());
    } catch {
      // The response table has shown the server's message.
    } finally {
      setCalling(null);
    }
  };

  return (
    <>
      <ul>
        {ITEMS.map((item) => {
          const on = switchValue(info, item);
          const locked = item === 'authenticatorSwitch' && !info.google_authenticator_bound;
          const reenable = item === 'ipCheck' && !on && info.ip_check_reenable_at ? formatDateTime(info.ip_check_reenable_at) : null;
          return (
            <li key={item} className="border-base-300 border-b py-3 last:border-b-0">
              <div className="flex items-center justify-between gap-4">
                <label htmlFor={`switch-${item}`} className="min-w-0 cursor-pointer">
                  <span className="block font-medium">{t(`security.items.${item}.title`)}</span>
                  <span className="block text-sm opacity-70">{t(`security.items.${item}.body`)}</span>
                  {locked && <span className="text-warning block text-sm">{t('messages:validation.bindAuthenticatorFirst')}</span>}
                  {reenable && (
                    <span className="text-warning block text-sm">{t('security.items.ipCheck.reenableAt', { time: reenable })}</span>
                  )}
                </label>
                <span className="flex shrink-0 items-center gap-2">
                  {calling === item && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
                  <span className={`text-sm ${on ? 'text-success' : 'opacity-60'}`} aria-hidden="true">
                    {t(on ? 'security.on' : 'security.off')}
                  </span>
                  <input
                    id={`switch-${item}`}
                    type="checkbox"
                    role="switch"
                    className="toggle toggle-primary"
                    checked={on}
                    aria-checked={on}
                    aria-disabled={locked || calling !== null}
                    aria-busy={calling === item}
                    onChange={() => void toggle(item)}
                  />
                </span>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="text-xs opacity-60">{t('security.notRecommended')}</p>
      {dialog && (
        <ProtectionDialog
          change={dialog}
          email={info.email}
          onClose={() => setDialog(null)}
          onDone={(state) => {
            setDialog(null);
            onChanged(state);
            showToast(translate('accounts:security.saved'), 2500, 'success');
          }}
        />
      )}
    </>
  );
}
