import { Link, useNavigate } from '@tanstack/react-router';
import { Bell, Gift, LogOut, Menu, PanelLeftClose, PanelLeftOpen, Settings, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Brand } from '../../components/brand.tsx';
import { HeaderDropdown } from '../../components/header-dropdown.tsx';
import { LanguageMenu } from '../../components/language-switcher.tsx';
import { ThemeToggle } from '../../components/theme-switcher.tsx';
import { accountSummaryAtom, sessionAtom, sidebarCollapsedAtom, useAtom, useAtomValue } from '../../lib/store.ts';
import { logOut } from './log-out.ts';

function PlanBadge() {
  const summary = useAtomValue(accountSummaryAtom);
  const { t } = useTranslation(['shell', 'common']);
  const label = summary ? t(`common:plan.${summary.level}`) : t('shell:header.planUnknown');
  return (
    <Link
      to="/renew"
      className={`badge badge-outline hidden gap-1 sm:inline-flex ${summary?.planExpired ? 'badge-error' : 'badge-primary'}`}
      title={t('shell:header.planTitle')}
    >
      <span className="opacity-70">{t('shell:header.plan')}</span>
      <span className="font-semibold">{label}</span>
      {summary?.planExpired && <span>{t('shell:header.expired')}</span>}
    </Link>
  );
}

function Announcements() {
  const { t } = useTranslation('shell');
  return (
    <HeaderDropdown label={t('header.announcements')} icon={Bell} width="w-72">
      <p className="font-semibold">{t('header.announcements')}</p>
      <p className="mt-2 text-sm opacity-70">{t('header.noAnnouncements')}</p>
    </HeaderDropdown>
  );
}

const USER_LINKS = [
  { to: '/centerUser', label: 'menu.userCenter', icon: UserRound },
  { to: '/user', label: 'menu.settings', icon: Settings },
] as const;

/** `accounts`: the entries of the device's saved accounts (features/accounts), listed first. */
function UserMenu({ accounts }: { accounts?: ReactNode }) {
  const { t } = useTranslation('shell');
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  return (
    <div className="dropdown dropdown-end">
      <button type="button" tabIndex={0} className="btn btn-ghost btn-sm gap-2" aria-label={t('header.userMenu')}>
        <UserRound aria-hidden="true" className="size-5" />
        <span className="hidden max-w-32 truncate md:inline">{session?.userName}</span>
      </button>
      <ul className="menu dropdown-content bg-base-200 rounded-box z-50 mt-2 w-60 p-2 shadow-lg">
        {accounts}
        {USER_LINKS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link to={to}>
              <Icon aria-hidden="true" className="size-4" />
              {t(label)}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => {
              void logOut().then((done) => {
                if (done) void navigate({ to: '/login', replace: true });
              });
            }}
          >
            <LogOut aria-hidden="true" className="size-4" />
            {t('header.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}

export function AppHeader({ onOpenDrawer, accountMenu }: { onOpenDrawer(): void; accountMenu?: ReactNode }) {
  const { t } = useTranslation('shell');
  const [collapsed, setCollapsed] = useAtom(sidebarCollapsedAtom);
  return (
    // z-[45]: above the floating widgets (z-40), so the header's menus open over them; below the drawer and task popover (z-50).
    <header className="bg-base-100/90 border-base-300 sticky top-0 z-[45] flex h-16 items-center gap-2 border-b px-3 backdrop-blur md:px-5">
      <button type="button" className="btn btn-ghost btn-sm btn-square md:hidden" aria-label={t('menu.open')} onClick={onOpenDrawer}>
        <Menu aria-hidden="true" className="size-5" />
      </button>
      <Link to="/stocks" className="md:hidden" aria-label={t('menu.home')}>
        <Brand compact />
      </Link>
      <button
        type="button"
        className="btn btn-ghost btn-sm btn-square hidden md:inline-flex"
        aria-label={t(collapsed ? 'menu.expand' : 'menu.collapse')}
        title={t(collapsed ? 'menu.expand' : 'menu.collapse')}
        aria-pressed={collapsed}
        onClick={() => setCollapsed(!collapsed)}
      >
        {collapsed ? <PanelLeftOpen aria-hidden="true" className="size-5" /> : <PanelLeftClose aria-hidden="true" className="size-5" />}
      </button>
      <div className="flex-1" />
      <PlanBadge />
      <Link
        to="/invite"
        className="btn btn-ghost btn-sm btn-square hidden sm:inline-flex"
        aria-label={t('menu.referral')}
        title={t('menu.referral')}
      >
        <Gift aria-hidden="true" className="size-5" />
      </Link>
      <Announcements />
      <LanguageMenu />
      <ThemeToggle />
      <UserMenu accounts={accountMenu} />
    </header>
  );
}
