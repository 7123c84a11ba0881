import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';
import { stringParams } from '../../lib/search-params.ts';

export const Route = createFileRoute('/_public/register')({
  validateSearch: (search: Record<string, unknown>) => stringParams(search, ['code']),
  loader: () => loadNamespaces('accounts', 'messages'),
  component: lazyScreen('accounts/register', () => import('../../features/accounts/register.tsx'), 'RegisterPage'),
});
