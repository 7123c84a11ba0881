import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

export const Route = createFileRoute('/_public/forget')({
  loader: () => loadNamespaces('accounts', 'messages'),
  component: lazyScreen('accounts/forget', () => import('../../features/accounts/forget.tsx'), 'ForgetPage'),
});
