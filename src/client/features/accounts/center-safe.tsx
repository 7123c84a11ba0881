// /centerSafe: password, e-mail and Google Authenticator (with its QR code), and the login
// protections: e-mail verification, the authenticator switch, multi-device login and IP
// verification, each with the codes the server asks before it is weakened.
import { useTranslation } from '../../lib/use-translation.ts';
import { Section } from '../../components/page.tsx';
import { AccountGate } from './account-gate.tsx';
import { applyAccountChanges, applySecurityState } from '../../lib/account-info.ts';
import { Credentials } from './security/credentials.tsx';
import { SecuritySwitches } from './security/security-switches.tsx';
import { SettingsPage } from './settings-nav.tsx';

export function CenterSafePage() {
  const { t } = useTranslation('accounts');
  return (
    <SettingsPage area="security">
      <AccountGate>
        {(info) => (
          <div className="grid grid-cols-1 items-start gap-4 xl:grid-cols-2">
            <Section title={t('security.credentials')}>
              <Credentials
                info={info}
                show={['password', 'email', 'authenticator', 'phone']}
                onSecurityChanged={applySecurityState}
                onEmailChanged={(email) => applyAccountChanges({ email })}
              />
            </Section>
            <Section title={t('security.switches')}>
              <SecuritySwitches info={info} onChanged={applySecurityState} />
            </Section>
          </div>
        )}
      </AccountGate>
    </SettingsPage>
  );
}
