// The tabs shared by the settings and user-centre pages.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

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
