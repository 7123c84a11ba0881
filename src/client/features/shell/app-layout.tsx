// The main layout of logged-in pages: the menu (a collapsible sidebar, or a drawer on phones), the
// header, the page, and the floating widgets.
import { Outlet, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { CHAT_CLEARANCE_PX } from '../../components/floating/drag.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { deviceTypeAtom, sidebarCollapsedAtom, useAtomValue } from '../../lib/store.ts';
import { connectTaskBridge } from '../../lib/tasks/task-bridge.ts';
import { AppHeader } from './app-header.tsx';
import { Sidebar } from './sidebar.tsx';
import { TaskProgressWidget } from './task-progress.tsx';

export function AppLayout({ chat, accountMenu }: { chat: ReactNode; accountMenu?: ReactNode }) {
  const { t } = useTranslation('shell');
  const collapsed = useAtomValue(sidebarCollapsedAtom);
  const deviceType = useAtomValue(deviceTypeAtom);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    if (pathname) setDrawerOpen(false);
  }, [pathname]);
  // Inside this layout isHomePage is set and background tasks are followed (spec §3, §4).
  useEffect(connectTaskBridge, []);
  return (
    <div className="drawer md:drawer-open">
      <input
        id="app-drawer"
        type="checkbox"
        className="drawer-toggle"
        checked={drawerOpen}
        onChange={(event) => setDrawerOpen(event.target.checked)}
        aria-label={t('menu.open')}
      />
      <div className="drawer-content flex min-h-screen min-w-0 flex-col">
        <AppHeader onOpenDrawer={() => setDrawerOpen(true)} accountMenu={accountMenu} />
        {/* Room for the chat button below every page, so no page needs its own: scrolled to the
            end, no control lies under the button. */}
        <main
          id="main"
          className="mx-auto w-full max-w-[1600px] flex-1 px-4 pt-4 md:px-6 md:pt-6"
          style={{ paddingBottom: `calc(${CHAT_CLEARANCE_PX}px + env(safe-area-inset-bottom))` }}
        >
          <Outlet />
        </main>
      </div>
      <div className="drawer-side z-50">
        <label htmlFor="app-drawer" aria-label={t('menu.close')} className="drawer-overlay" />
        <Sidebar collapsed={collapsed && deviceType !== 'phone'} onNavigate={() => setDrawerOpen(false)} />
      </div>
      <TaskProgressWidget />
      {chat}
    </div>
  );
}
