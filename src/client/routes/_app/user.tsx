import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

export const Route = createFileRoute('/_app/user')({
  loader: () => loadNamespaces('accounts', 'alarms'),
  component: lazyScreen('accounts/user', () => import('../../app/user-settings-page.tsx'), 'UserSettingsPage'),
});
