import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';
import { stringParams } from '../../lib/search-params.ts';

export const Route = createFileRoute('/_app/subManage')({
  validateSearch: (search: Record<string, unknown>) =>
    stringParams(search, ['web', 'yenUnit1', 'yenUnit2', 'openDistribution', 'gas_token', 'chain']),
  // "trading" for the Add Token dialog, which the app lends the wallet page (app/wallet-management-screen.tsx).
  loader: () => loadNamespaces('wallets', 'trading'),
  component: lazyScreen('wallets/wallet-management', () => import('../../app/wallet-management-screen.tsx'), 'WalletManagementScreen'),
});
