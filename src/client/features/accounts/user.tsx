// /user: Settings: the way into profile, security, language, theme and wallet management, where
// alerts reach the user (this device, Telegram, e-mail), and the accounts kept on this device
// (switch, or add another).
import { Link } from '@tanstack/react-router';
import { ChevronRight, Languages, Palette, Shield, UserPlus, UserRound, Wallet } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Section } from '../../components/page.tsx';
import type { ReactNode } from 'react';
import { sessionAtom, useAtomValue } from '../../lib/store.ts';
import { useSavedAccounts } from './saved-accounts-list.tsx';
import { SettingsPage } from './settings-nav.tsx';
import { useDeviceAccountActions } from './use-device-accounts.ts';

const LINKS = [
  { key: 'profile', to: '/centerUser', icon: UserRound },
  { key: 'security', to: '/centerSafe', icon: Shield },
  { key: 'language', to: '/centerLang', icon: Languages },
  { key: 'theme', to: '/centerTheme', icon: Palette },
  { key: 'wallets', to: '/subManage', icon: Wallet },
] as const;

function DeviceAccounts() {
  const { t } = useTranslation('accounts');
  const session = useAtomValue(sessionAtom);
  const saved = useSavedAccounts();
  const { switchTo, addAnother } = useDeviceAccountActions();
  const others = saved.filter((entry) => entry.account !== session?.account);
  return (
    <Section
      title={t('settings.accountsTitle')}
      actions={
        <button type="button" className="btn btn-sm btn-outline" onClick={addAnother}>
          <UserPlus aria-hidden="true" className="size-4" />
          {t('savedAccounts.add')}
        </button>
      }
    >
      <p className="text-sm opacity-70">{t('settings.accountsBody')}</p>
      <ul className="flex flex-wrap gap-2">
        {session && (
          <li>
            <span className="badge badge-primary badge-lg gap-1" aria-current="true">
              <UserRound aria-hidden="true" className="size-4" />
              {t('savedAccounts.current', { name: session.userName })}
            </span>
          </li>
        )}
        {others.map((entry) => (
          <li key={entry.account}>
            <button type="button" className="btn btn-sm" onClick={() => switchTo(entry)}>
              {t('savedAccounts.switchTo', { name: entry.userName })}
            </button>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** `messaging` is the alert module's messaging-service settings, placed here by app/user-settings-page.tsx. */
export function UserPage({ messaging }: { messaging?: ReactNode }) {
  const { t } = useTranslation('accounts');
  return (
    <SettingsPage area="settings">
      <ul className="grid gap-3 md:grid-cols-2">
        {LINKS.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="bg-base-200/60 border-base-300 hover:border-primary rounded-box flex items-center gap-4 border p-4 transition-colors"
            >
              <Icon aria-hidden="true" className="text-primary size-6 shrink-0" />
              <span className="flex-1">
                <span className="block font-medium">{t(`settings.links.${key}.title`)}</span>
                <span className="block text-sm opacity-70">{t(`settings.links.${key}.body`)}</span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 opacity-50" />
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-4">{messaging}</div>
      <div className="mt-4">
        <DeviceAccounts />
      </div>
    </SettingsPage>
  );
}
