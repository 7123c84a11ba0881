// The frame shared by the settings and user-centre pages: the page's title, then the tabs between them.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { PageHeader } from '../../components/page.tsx';

const TABS = [
  { key: 'overview', to: '/user' },
  { key: 'profile', to: '/centerUser' },
  { key: 'security', to: '/centerSafe' },
  { key: 'language', to: '/centerLang' },
  { key: 'theme', to: '/centerTheme' },
] as const;

export function SettingsTabs() {
  const { t } = useTranslation('accounts');
  return (
    <nav aria-label={t('settings.tabsLabel')} className="tabs tabs-border mb-6 flex-nowrap overflow-x-auto whitespace-nowrap">
      {TABS.map((tab) => (
        <Link key={tab.key} to={tab.to} className="tab" activeProps={{ className: 'tab tab-active', 'aria-current': 'page' }}>
          {t(`settings.tabs.${tab.key}`)}
        </Link>
      ))}
    </nav>
  );
}

/** `area`: the accounts namespace key whose title and subtitle head the page. */
export function SettingsPage({
  area,
  children,
}: {
  area: 'settings' | 'profile' | 'security' | 'language' | 'theme';
  children: ReactNode;
}) {
  const { t } = useTranslation('accounts');
  return (
    <>
      <PageHeader title={t(`${area}.title`)} description={t(`${area}.subtitle`)} />
      <SettingsTabs />
      {children}
    </>
  );
}
