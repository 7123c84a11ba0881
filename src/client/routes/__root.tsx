import { Outlet, createRootRoute } from '@tanstack/react-router';
import { DialogHost } from '../components/feedback/dialog-host.tsx';
import { ToastHost } from '../components/feedback/toast-host.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { OfflineBanner } from '../components/offline-banner.tsx';
import { usePreferenceEffects } from '../lib/preferences.ts';

function RootComponent() {
  usePreferenceEffects();
  return (
    <>
      <Outlet />
      <OfflineBanner />
      <ToastHost />
      <DialogHost />
    </>
  );
}

// The not-found page is open to all: no guard runs for it.
export const Route = createRootRoute({ component: RootComponent, notFoundComponent: NotFoundPage });
