import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { Brand } from '../../components/brand.tsx';
import { MENU_ITEMS, activeMenuKey } from './menu-items.ts';

/** The main menu. Collapsed, it shows icons with their labels as tooltips. */
export function Sidebar({ collapsed, onNavigate }: { collapsed: boolean; onNavigate(): void }) {
  const { t } = useTranslation('shell');
  const location = useRouterState({ select: (state) => state.location });
  const active = activeMenuKey(location.pathname, location.search as Record<string, unknown>);
  return (
    <aside
      className={`bg-base-200 border-base-300 flex min-h-full flex-col border-r transition-[width] duration-200 ${collapsed ? 'w-[4.5rem]' : 'w-64'}`}
    >
      <div className={`flex h-16 shrink-0 items-center ${collapsed ? 'justify-center' : 'px-5'}`}>
        <Link to="/stocks" aria-label={t('menu.home')} onClick={onNavigate}>
          <Brand compact={collapsed} />
        </Link>
      </div>
      <nav aria-label={t('menu.label')} className="flex-1 overflow-y-auto pb-6">
        <ul className={`menu w-full gap-0.5 ${collapsed ? 'px-2' : 'px-3'}`}>
          {MENU_ITEMS.map((item) => {
            const Icon = item.icon;
            const label = t(`menu.${item.key}`);
            const isActive = active === item.key;
            return (
              <li key={item.key}>
                <Link
                  to={item.to}
                  search={item.search ?? {}}
                  activeOptions={{ exact: true }}
                  activeProps={{ className: '' }}
                  onClick={onNavigate}
                  aria-current={isActive ? 'page' : undefined}
                  aria-label={collapsed ? label : undefined}
                  data-tip={collapsed ? label : undefined}
                  className={`${isActive ? 'bg-primary/15 text-primary font-medium' : ''} ${collapsed ? 'tooltip tooltip-right justify-center px-0' : ''} ${item.key === 'renewSubscription' ? 'text-primary' : ''}`}
                >
                  <Icon aria-hidden="true" className="size-5 shrink-0" />
                  {!collapsed && <span className="truncate">{label}</span>}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}
