import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

export const Route = createFileRoute('/_app/holderList')({
  loader: () => loadNamespaces('wallets'),
  component: lazyScreen('wallets/holder-list', () => import('../../features/wallets/holder-list.tsx'), 'HolderListPage'),
});
