import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

export const Route = createFileRoute('/_app/centerSafe')({
  loader: () => loadNamespaces('accounts'),
  component: lazyScreen('accounts/center-safe', () => import('../../features/accounts/center-safe.tsx'), 'CenterSafePage'),
});
