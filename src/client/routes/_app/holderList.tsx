import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';
import { stringParams } from '../../lib/search-params.ts';

export const Route = createFileRoute('/_app/holderList')({
  validateSearch: (search: Record<string, unknown>) => stringParams(search, ['chain', 'token']),
  loader: () => loadNamespaces('wallets'),
  component: lazyScreen('wallets/holder-list', () => import('../../features/wallets/holder-list.tsx'), 'HolderListPage'),
});
