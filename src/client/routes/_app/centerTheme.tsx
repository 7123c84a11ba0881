import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

export const Route = createFileRoute('/_app/centerTheme')({
  loader: () => loadNamespaces('accounts'),
  component: lazyScreen('accounts/device-preferences', () => import('../../features/accounts/device-preferences.tsx'), 'CenterThemePage'),
});
