import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

export const Route = createFileRoute('/_app/centerUser')({
  loader: () => loadNamespaces('accounts'),
  component: lazyScreen('accounts/center-user', () => import('../../features/accounts/center-user.tsx'), 'CenterUserPage'),
});
