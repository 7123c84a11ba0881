import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

export const Route = createFileRoute('/_public/safeLogin')({
  loader: () => loadNamespaces('accounts', 'messages'),
  component: lazyScreen('accounts/safe-login', () => import('../../features/accounts/safe-login.tsx'), 'SafeLoginPage'),
});
