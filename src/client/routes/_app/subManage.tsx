import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';
import { stringParams } from '../../lib/search-params.ts';

export const Route = createFileRoute('/_app/subManage')({
  validateSearch: (search: Record<string, unknown>) =>
    stringParams(search, ['web', 'yenUnit1', 'yenUnit2', 'openDistribution', 'gas_token']),
  loader: () => loadNamespaces('wallets'),
  component: lazyScreen('wallets/wallet-management', () => import('../../features/wallets/wallet-management.tsx'), 'WalletManagementPage'),
});
